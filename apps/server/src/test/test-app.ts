import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ITALY_CODE, type TProfile } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate, migrationsFolder } from '../db/migrate.ts';
import { countries, profiles, users } from '../db/schema/index.ts';
import { createSession } from '../lib/sessions.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, empty or a copy of `template`; `drop()`
 * removes it.
 */
export async function createScratchDatabase(serverUrl: string, prefix = 't', template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let template: Promise<Blob> | undefined;

/**
 * An embedded database as the migrations leave it, made once per test process: each file's own
 * database starts from a copy (PGlite's initdb and the migrations took a second a file; the copy a
 * quarter of that). migrate() still runs on the copy, finding nothing to do.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({});
    await migrate(database);
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    return dump;
  })();
  return template;
}

/** The committed migrations' names and contents, hashed: a new or changed migration, a new template. */
function migrationsDigest(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(fs.readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let serverTemplate: Promise<string> | undefined;

/**
 * The same on the PostgreSQL server: a database the migrations made once, named by their digest and
 * kept between runs, which each file's database is created from (CREATE DATABASE … TEMPLATE copies
 * it in a tenth of the time the migrations take). Test processes take turns through an advisory lock.
 */
function migratedServerTemplate(serverUrl: string): Promise<string> {
  serverTemplate ??= (async () => {
    const name = `tmpl_${migrationsDigest()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        // built under a temporary name and renamed: a run killed half way leaves no broken template,
        // and its leftover goes here (this name's lock is held: nobody else is building it)
        const leftovers = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
          `${name}_build_%`,
        ]);
        for (const { datname } of leftovers.rows)
          await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
        const building = `${name}_build_${randomBytes(3).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
        await migrate(database);
        await database.close();
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    } finally {
      await admin.end();
    }
    return name;
  })();
  return serverTemplate;
}

/**
 * A real server on a fresh database: embedded PGlite in memory, or — when TEST_DATABASE_URL is
 * set — a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** a stream for the server's log (off without one), at env LOG_LEVEL */
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Database;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 't', await migratedServerTemplate(serverUrl));
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 5 });
    dropDatabase = scratch.drop;
  } else {
    database = await openDatabase({ loadDataDir: await migratedTemplate() });
  }
  await migrate(database);
  // test files tune the mail worker and TRUST_PROXY in process.env; nothing else leaks in (SMTP_URL…)
  const tuning = Object.entries(process.env).filter(([name]) => /^(MAIL_|TRUST_PROXY$)/.test(name));
  const config = loadConfig({
    ...Object.fromEntries(tuning),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, database, { logger: !!logStream, loadShedding: false, logStream });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

let counter = 0;

/** A user of the given profile and a live session token for it (no password round-trip). */
export async function signIn(
  app: FastifyInstance,
  profile: TProfile = 'admin',
  fields: Partial<typeof users.$inferInsert> = {},
) {
  const [p] = await app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.name, profile));
  const [user] = await app.db
    .insert(users)
    .values({
      email: `${profile}${++counter}-${randomBytes(3).toString('hex')}@test.local`,
      name: 'Test',
      surname: profile,
      active: true,
      status: 'active',
      profileId: p.id,
      ...fields,
    })
    .returning({ id: users.id, email: users.email });
  const token = await createSession(app.db, user.id, {});
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}

/** Italy's id in the countries the migrations load: billing, companies and experts refer to it. */
export async function italyId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, ITALY_CODE));
  return row.id;
}

export type SignedIn = Awaited<ReturnType<typeof signIn>>;

export interface TestAppOptions {
  /** config for the app (see createTestApp), or a function giving it once hooks run */
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  /** who is signed in for `headers` and `user`: admin unless told; null for nobody */
  as?: TProfile | null;
  /** work on the fresh app before anyone signs in (a seed that empties the tables, say) */
  seed?: (t: TestApp) => Promise<unknown>;
  /** beforeAll's timeout, for files whose set-up is slow */
  timeout?: number;
  /** runs after the app is closed (a server the app talked to, say) */
  after?: () => Promise<void>;
}

/**
 * The usual set-up of an API test file: a fresh test app built before its tests (beforeAll) and
 * closed after them (afterAll), with a signed-in user. The objects it returns are filled in by
 * beforeAll, so they can be destructured at the top of the file: `const { t, headers } = useTestApp()`.
 */
export function useTestApp(options: TestAppOptions = {}) {
  const t = {} as TestApp;
  const headers: Record<string, string> = {};
  const user = {} as SignedIn;
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? await options.env() : options.env;
    Object.assign(t, await createTestApp(env));
    await options.seed?.(t);
    const profile = options.as === undefined ? 'admin' : options.as;
    if (profile) {
      Object.assign(user, await signIn(t.app, profile));
      Object.assign(headers, user.headers);
    }
  }, options.timeout);
  afterAll(async () => {
    await t.close?.();
    await options.after?.();
  });
  return { t, headers, user };
}
