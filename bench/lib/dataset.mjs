// The bench dataset: a dedicated PostgreSQL database (or a temporary embedded data directory)
// seeded with the project's own seed at --scale N, optionally topped up, then ANALYZEd.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { log, PG_ADMIN_URL, psqlSync, round, run } from './util.mjs';

export const TABLES = [
  'users',
  'billing_information',
  'companies',
  'subscriptions',
  'payments',
  'conferences',
  'orders',
  'participants',
  'audit_log',
  'login_attempts',
];

export function counts(sql) {
  const out = {};
  for (const t of TABLES) {
    try {
      out[t] = Number(sql(`select count(*) from "${t}"`));
    } catch {
      out[t] = null;
    }
  }
  return out;
}

export async function seedPostgres(root, dbName, scale, dist = 'apps/server/dist') {
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName) || dbName === 'test' || dbName === 'postgres')
    throw new Error(`refusing database name ${dbName}`);
  psqlSync(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  psqlSync(PG_ADMIN_URL, `CREATE DATABASE ${dbName}`);
  const url = `postgres://postgres@127.0.0.1:5432/${dbName}`;
  const t0 = performance.now();
  await run(process.execPath, [path.resolve(root, dist, 'seed.js'), '--scale', String(scale)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
  });
  const seedS = round((performance.now() - t0) / 1000);
  log(`  seeded PostgreSQL ${dbName} at scale ${scale} in ${seedS} s`);
  return { url, seedS };
}

export async function seedEmbedded(root, dir, scale, dist = 'apps/server/dist') {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  await run(process.execPath, [path.resolve(root, dist, 'seed.js'), '--scale', String(scale)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, LOG_LEVEL: 'warn' },
  });
  const seedS = round((performance.now() - t0) / 1000);
  log(`  seeded embedded ${dir} at scale ${scale} in ${seedS} s`);
  return { dir, seedS };
}

export const embeddedExists = (dir) => existsSync(dir);

/**
 * Synthetic rows the seed cannot make at a practical scale (see README): payments up to
 * `payments` in total, and one-participant orders on the largest conference up to `participants`.
 * Plain SQL, so it takes seconds. Returns what it added.
 */
export function topUp(sql, { users, payments, participants }) {
  const added = { users: 0, payments: 0, participants: 0 };
  const t0 = performance.now();
  const haveUsers = Number(sql('select count(*) from users where deleted_at is null'));
  if (haveUsers < users) {
    // copies of existing users (new e-mail, no company) with a copy of their billing information;
    // generated columns (users.search_text) are computed again, not copied
    const n = users - haveUsers;
    const cols = (t, skip) =>
      sql(`select string_agg(quote_ident(column_name), ',' order by ordinal_position) from information_schema.columns
        where table_schema = 'public' and table_name = '${t}' and is_generated = 'NEVER' and column_name not in (${skip.map((c) => `'${c}'`).join(',')})`);
    const userCols = cols('users', ['id', 'email', 'company_id', 'company_founder', 'version', 'deleted_at']);
    const billCols = cols('billing_information', ['user_id']);
    sql(`WITH src AS (SELECT u.*, row_number() OVER (ORDER BY u.id) AS rn FROM users u WHERE u.deleted_at IS NULL ORDER BY u.id LIMIT ${n}),
      ins AS (INSERT INTO users (email, ${userCols}) SELECT 'copia' || rn || '.' || email, ${userCols} FROM src RETURNING id, email),
      map AS (SELECT ins.id AS new_id, src.id AS old_id FROM ins JOIN src ON ins.email = 'copia' || src.rn || '.' || src.email)
      INSERT INTO billing_information (user_id, ${billCols}) SELECT map.new_id, ${billCols
        .split(',')
        .map((c) => `b.${c}`)
        .join(',')}
      FROM map JOIN billing_information b ON b.user_id = map.old_id`);
    added.users = n;
  }
  const have = Number(sql('select count(*) from payments'));
  if (have < payments && Number(sql('select count(*) from subscriptions')) > 0) {
    const n = payments - have;
    sql(`INSERT INTO payments (subscription_id, stripe_invoice_id, status, paid_at, amount, coupon_code, discount, created_at)
      SELECT s.ids[1 + g % array_length(s.ids, 1)], 'in_bench_' || g, CASE WHEN g % 10 = 0 THEN 'failed' ELSE 'paid' END,
        CASE WHEN g % 10 = 0 THEN NULL ELSE timestamptz '2023-11-01 08:00+01' + (g % 1096) * interval '1 day' + (g % 11) * interval '1 hour' END,
        50000, NULL, 0, timestamptz '2023-11-01 08:00+01' + (g % 1096) * interval '1 day'
      FROM generate_series(1, ${n}) g, (SELECT array_agg(id ORDER BY id) ids FROM subscriptions) s`);
    added.payments = n;
  }
  const top = sql(`select o.conference_id, count(*) from orders o join participants p on p.order_id = o.id
    where o.deleted_at is null group by 1 order by 2 desc limit 1`);
  if (top) {
    const [conf, have2] = top.split('|').map(Number);
    if (have2 < participants) {
      const n = participants - have2;
      sql(`WITH c AS (SELECT array_agg(id ORDER BY id) ids FROM companies),
        o AS (INSERT INTO orders (conference_id, company_id, paid_at, price, created_at, updated_at)
          SELECT ${conf}, c.ids[1 + g % array_length(c.ids, 1)],
            CASE WHEN g % 5 < 3 THEN timestamptz '2026-07-01 10:00+02' + (g % 120) * interval '1 day' END,
            30000, timestamptz '2026-07-01 09:00+02' + (g % 120) * interval '1 day', timestamptz '2026-07-01 09:00+02' + (g % 120) * interval '1 day'
          FROM generate_series(1, ${n}) g, c RETURNING id)
        INSERT INTO participants (order_id, position, name, surname, email, phone, company_founder)
        SELECT id, 0, 'Nome' || (id % 997), 'Cognome' || (id % 1499), 'bench' || id || '@example.it', '+39 06 ' || (1000000 + id), 1 FROM o`);
      added.participants = n;
      added.conferenceId = conf;
    }
  }
  added.seconds = round((performance.now() - t0) / 1000);
  return added;
}
