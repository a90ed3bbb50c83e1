import { describe, expect, it } from 'vitest';
import { signIn, useTestApp } from '../test/test-app.ts';
import { MAX_NAMED_PER_CONNECTION } from './prepared-statements.ts';

const { t } = useTestApp({ as: null });

// Prepared statements belong to a PostgreSQL server's connections (the embedded database has none).
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements prepared per connection', () => {
  const onOneConnection = async <T>(fn: (client: import('pg').PoolClient) => Promise<T>) => {
    const client = await t.database.pool!.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  };
  const prepared = (client: import('pg').PoolClient) =>
    client
      .query('select statement from pg_prepared_statements')
      .then((r) => r.rows.map((row: { statement: string }) => row.statement));

  it('prepares a parameterised query once on its connection and answers it as before', async () => {
    await onOneConnection(async (client) => {
      const text = 'select $1::int + 1 as n';
      for (const n of [1, 2, 3]) {
        expect((await client.query({ text, values: [n] })).rows).toEqual([{ n: n + 1 }]);
      }
      expect((await prepared(client)).filter((s) => s === text)).toHaveLength(1);
    });
  });

  it('leaves pattern searches, queries without parameters and several statements at once unprepared', async () => {
    await onOneConnection(async (client) => {
      const like = "select 'Nicolò' like $1 as hit";
      expect((await client.query({ text: like, values: ['Nic%'] })).rows).toEqual([{ hit: true }]);
      // what migrations send: several statements in one query, which a prepared statement cannot hold
      const several = 'select 1 as a; select 2 as b';
      expect(await client.query({ text: several })).toHaveLength(2);
      const statements = await prepared(client);
      expect(statements).not.toContain(like);
      expect(statements).not.toContain(several);
    });
  });

  it(`stops naming past ${MAX_NAMED_PER_CONNECTION} texts on a connection, and every query still answers`, async () => {
    await onOneConnection(async (client) => {
      const before = (await prepared(client)).length;
      for (let i = 0; i < MAX_NAMED_PER_CONNECTION + 20; i++) {
        const { rows } = await client.query({ text: `select $1::int as n, ${i} as i`, values: [i] });
        expect(rows).toEqual([{ n: i, i }]);
      }
      expect((await prepared(client)).length).toBeLessThanOrEqual(Math.max(before, MAX_NAMED_PER_CONNECTION));
    });
  });

  it('the app answers the same list again and again through its prepared statements', async () => {
    const { headers } = await signIn(t.app, 'admin');
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users?status=active', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBeGreaterThan(0);
    }
  });
});
