import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Tables that move with every request, refused or not: left out of a fingerprint. */
const MOVING = new Set([
  'sessions', // last_seen_at
  'public_write_hits', // every public write is counted, refused ones too
]);

/**
 * Row count and md5 of every table (but the moving ones), one `table:n:md5` part each: equal
 * fingerprints mean nothing was written. `changedTables` names the parts that differ.
 */
export async function tablesFingerprint(db: Db): Promise<string[]> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    if (MOVING.has(tablename)) continue;
    const res = (await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${tablename}" x`,
      ),
    )) as unknown as { rows: { n: number; h: string }[] };
    parts.push(`${tablename}:${res.rows[0].n}:${res.rows[0].h}`);
  }
  return parts;
}

export const changedTables = (before: string[], after: string[]) =>
  after.filter((part) => !before.includes(part));
