import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/test-app.ts';
import { refreshStatistics } from './statistics.ts';

const { t } = useTestApp({ as: null });
beforeAll(async () => {
  for (let i = 0; i < 40; i++) await signIn(t.app, 'client', { surname: `Rossi ${i}` });
});

const usersStatistics = async () => {
  const { rows } = (await t.database.db.execute(
    sql`select c.reltuples::int as tuples, (select count(*)::int from pg_stats s
          where s.schemaname = 'public' and s.tablename = 'users') as columns
        from pg_class c where c.relname = 'users' and c.relkind = 'r'`,
  )) as unknown as { rows: { tuples: number; columns: number }[] };
  return rows[0];
};

describe('planner statistics', () => {
  it('after a refresh the planner knows how many users there are and how their columns look', async () => {
    // a new table has none until ANALYZE: the embedded database has no autovacuum to run it
    expect((await usersStatistics()).columns).toBe(0);
    await refreshStatistics(t.database);
    const after = await usersStatistics();
    expect(after.tuples).toBeGreaterThanOrEqual(40);
    expect(after.columns).toBeGreaterThan(0);
  });
});
