import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ownerOnlyDir, ownerOnlyTree } from '../lib/owner-only.ts';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { PreparingClient } from './prepared-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database or a transaction: services take either, so callers decide the transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** raw driver, for what Drizzle does not cover (COPY streams, advisory locks) */
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 2000;

export { DatabaseInUseError } from './data-dir-lock.ts';

/**
 * PostgreSQL settings of the embedded database. Its memory is one WebAssembly memory that never
 * shrinks, and PGlite touches all of shared_buffers at start: PostgreSQL's 128 MB default alone kept
 * about 120 MB resident. 16 MB is as fast up to a few thousand users (the operating system caches
 * the files anyway); at 100k users the palette search is about 2× slower (use PostgreSQL there).
 * Index builds in migrations take at most 16 MB instead of 64, as it stays resident afterwards.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];

// PostgreSQL returns bigint (count(*)) as text; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// date columns stay yyyy-MM-dd strings, as on the wire.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** how long to wait for a new connection to PostgreSQL before answering 503 */
  connectTimeoutMs?: number;
  /** restore: a tarball from PGlite's dumpDataDir() to unpack into an empty data dir */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // a host that drops packets must not hold requests: give up on a connection after this
      connectionTimeoutMillis: opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // and notice a connection that died silently while idle
      keepAlive: true,
      // parameterised queries are prepared once per connection (prepared-statements.ts)
      Client: PreparingClient,
    });
    // an idle client losing its server must not crash the process
    pool.on('error', () => {});
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      pool,
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  let lock: DataDirLock | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    ownerOnlyDir(opts.dataDir);
    ownerOnlyDir(dir);
    lock = await lockDataDir(dir);
    // the pid file earlier versions locked with: it holds nothing now
    fs.rmSync(path.join(opts.dataDir, 'pglite.lock'), { force: true });
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir ?? 'memory://', {
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      extensions: { pg_trgm, unaccent },
      parsers: { 1082: (v: string) => v },
      loadDataDir: opts.loadDataDir,
    });
  } catch (err) {
    await lock?.release();
    throw err;
  }
  // after PGlite's own writes (its initdb files come 0666): the data stays the server user's
  if (dir) ownerOnlyTree(dir);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      await client.close();
      if (dir) ownerOnlyTree(dir);
      await lock?.release();
    },
  };
}
