import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../seed/run.ts';
import { backupDatabase } from './backup.ts';
import { RestoreRefusedError, restoreDatabase } from './restore.ts';

type Target = { databaseUrl?: string; dataDir: string };

const serverUrl = process.env.TEST_DATABASE_URL;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const createdDbs: string[] = [];

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh, empty target of the kind under test: a new PostgreSQL database or a new DATA_DIR. */
async function freshTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'data-'));
  if (!serverUrl) return { dataDir };
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  createdDbs.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir };
}

/** Every table of the database: row count and an md5 over its rows in a stable order; sequences too. */
async function fingerprint(target: Target) {
  const database = await openDatabase(target);
  try {
    const exec = async <T>(q: ReturnType<typeof sql.raw>) =>
      ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
    const tables = await exec<{ schemaname: string; tablename: string }>(
      sql.raw(
        `select schemaname, tablename from pg_tables where schemaname in ('public', 'drizzle') order by 1, 2`,
      ),
    );
    const result: Record<string, { rows: number; md5: string }> = {};
    for (const t of tables) {
      const [row] = await exec<{ n: number; h: string }>(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t.schemaname}"."${t.tablename}" x`,
        ),
      );
      result[`${t.schemaname}.${t.tablename}`] = { rows: row.n, md5: row.h };
    }
    const sequences = await exec<{ name: string; last_value: string | null }>(
      sql.raw(
        `select schemaname || '.' || sequencename as name, last_value::text from pg_sequences order by 1`,
      ),
    );
    return { tables: result, sequences };
  } finally {
    await database.close();
  }
}

afterAll(async () => {
  for (const name of createdDbs) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores a demo backup into an empty database with every table identical', async () => {
    const source = await freshTarget();
    const seeded = await openDatabase(source);
    await migrate(seeded);
    await seedDemo(seeded.db);
    await seeded.close();

    const file = await backupDatabase(source, path.join(scratch, 'backups'));
    expect(path.basename(file)).toMatch(
      /^backup-(pglite|postgres)-\d{4}-\d{2}-\d{2}T[\d-]+Z\.(tar\.gz|dump)$/,
    );
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    expect(fs.readdirSync(path.dirname(file)).filter((f) => f.endsWith('.partial'))).toEqual([]);

    const target = await freshTarget();
    await restoreDatabase(target, file);

    const before = await fingerprint(source);
    const after = await fingerprint(target);
    const tables = Object.keys(before.tables);
    expect(tables.length).toBeGreaterThan(20);
    // the demo is really there, not two empty databases compared
    expect(before.tables['public.users'].rows).toBeGreaterThan(0);
    expect(before.tables['drizzle.__drizzle_migrations']?.rows ?? 0).toBeGreaterThan(0);
    expect(after.tables).toEqual(before.tables);
    expect(after.sequences).toEqual(before.sequences);

    // a second restore onto the now non-empty database is refused and changes nothing
    await expect(restoreDatabase(target, file)).rejects.toBeInstanceOf(RestoreRefusedError);
    expect((await fingerprint(target)).tables).toEqual(before.tables);
  }, 240_000);

  it('refuses a backup of the wrong kind and a missing file', async () => {
    const target = await freshTarget();
    const wrong = path.join(scratch, serverUrl ? 'x.tar.gz' : 'x.dump');
    fs.writeFileSync(wrong, 'not a backup');
    await expect(restoreDatabase(target, wrong)).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(restoreDatabase(target, path.join(scratch, 'missing.dump'))).rejects.toBeInstanceOf(
      RestoreRefusedError,
    );
  });

  // the lock exists only for the embedded database
  if (!serverUrl)
    it('refuses to copy an embedded database that a running server holds', async () => {
      const source = await freshTarget();
      // held open, as a running server holds it
      const database = await openDatabase(source);
      try {
        await migrate(database);
        await expect(backupDatabase(source, path.join(scratch, 'locked'))).rejects.toBeInstanceOf(
          DatabaseInUseError,
        );
      } finally {
        await database.close();
      }
      expect(
        fs.existsSync(path.join(scratch, 'locked')) ? fs.readdirSync(path.join(scratch, 'locked')) : [],
      ).toEqual([]);
    });
});
