import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * `npm run seed:demo` empties every table: it may do so only on a database that holds nothing but
 * demo data. A demo database carries the marker the seed writes, and its users are all on the
 * demo's domains (@demo.local, @example.it and its subdomains, where the browser tests add theirs);
 * a database without the marker (one whose admin came from ADMIN_EMAIL, even admin@example.it) is
 * real. A database without users may hold only what the migrations load.
 */
const DEMO_EMAIL = '@(demo\\.local|([a-z0-9-]+\\.)*example\\.it)$';
export const DEMO_MARKER = 'demo_data';

// Rows that come with the schema (migrations) or with anonymous traffic, not anyone's data.
const NOT_DATA = new Set([
  '__drizzle_migrations',
  'profiles',
  'countries',
  'languages',
  'global_prices',
  'user_counts',
  'login_attempts',
]);

export const FORCE_HINT = 'Per sostituirli comunque con i dati demo: npm run seed:demo -- --force';

type Rows<T> = { rows: T[] };

/** null when the seed may replace everything; otherwise, in Italian, what is there and how to override. */
export async function realDataProblem(db: Db): Promise<string | null> {
  const others = (await db.execute(sql`
    SELECT email, count(*) OVER () AS n FROM users
    WHERE lower(email) !~ ${DEMO_EMAIL} ORDER BY id LIMIT 3`)) as unknown as Rows<{
    email: string;
    n: number;
  }>;
  if (others.rows.length > 0) {
    const n = Number(others.rows[0].n);
    const sample = others.rows.map((r) => r.email).join(', ');
    return (
      `Il database contiene ${n === 1 ? 'un utente' : `${n} utenti`} che non ${n === 1 ? 'è' : 'sono'} della demo ` +
      `(${sample}${n > others.rows.length ? ', …' : ''}): npm run seed:demo cancellerebbe tutti i dati. ${FORCE_HINT}`
    );
  }
  const [anyUser] = ((await db.execute(sql`SELECT 1 AS one FROM users LIMIT 1`)) as unknown as Rows<unknown>)
    .rows;
  if (anyUser) {
    const marker = (await db.execute(
      sql`SELECT 1 AS one FROM settings WHERE key = ${DEMO_MARKER}`,
    )) as unknown as Rows<unknown>;
    if (marker.rows.length > 0) return null; // the demo itself, seeded before
    return `Il database contiene utenti ma non è stato creato da npm run seed:demo: cancellerebbe tutti i dati. ${FORCE_HINT}`;
  }
  const tables = (await db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  const filled: string[] = [];
  for (const { tablename } of tables.rows) {
    if (NOT_DATA.has(tablename)) continue;
    const res = (await db.execute(
      sql.raw(`SELECT EXISTS (SELECT 1 FROM "${tablename}") AS filled`),
    )) as unknown as Rows<{ filled: boolean }>;
    if (res.rows[0]?.filled) filled.push(tablename);
  }
  if (filled.length === 0) return null; // a new database
  return `Il database non ha utenti ma contiene dati (tabelle ${filled.join(', ')}): npm run seed:demo li cancellerebbe. ${FORCE_HINT}`;
}
