import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { PGLITE_BACKUP_EXT, POSTGRES_BACKUP_EXT } from './backup.ts';
import { PG_RESTORE, pgConnection, run } from './process.ts';

/** A restore that must not happen (target not empty, wrong kind of file): nothing was changed. */
export class RestoreRefusedError extends Error {}

/**
 * Loads a backup written by backupDatabase into the configured database, which must be EMPTY:
 * - PostgreSQL: no table in any schema; pg_restore runs in a single transaction, so a failure
 *   leaves the database empty again.
 * - Embedded PGlite: the data directory must not exist yet (or be empty); the tarball is unpacked
 *   there. The lock refuses while a server holds that directory.
 */
export async function restoreDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  file: string,
): Promise<void> {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`File di backup non trovato: ${file}`);
  if (config.databaseUrl) {
    if (!file.endsWith(POSTGRES_BACKUP_EXT)) {
      throw new RestoreRefusedError(
        `Per PostgreSQL serve un backup ${POSTGRES_BACKUP_EXT} (pg_dump): ${file}`,
      );
    }
    const tables = await countTables(config.databaseUrl);
    if (tables > 0) {
      throw new RestoreRefusedError(
        `Il database di destinazione non è vuoto (${tables} tabelle): il ripristino va fatto in un database nuovo.`,
      );
    }
    const { dbname, env } = pgConnection(config.databaseUrl);
    await run(
      PG_RESTORE,
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    return;
  }
  if (!file.endsWith(PGLITE_BACKUP_EXT)) {
    throw new RestoreRefusedError(
      `Per il database incorporato serve un backup ${PGLITE_BACKUP_EXT}: ${file}`,
    );
  }
  const dataDir = path.join(config.dataDir, 'pglite');
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new RestoreRefusedError(
      `La cartella ${dataDir} contiene già un database: il ripristino va fatto in una DATA_DIR nuova.`,
    );
  }
  const tarball = new Blob([fs.readFileSync(file)]);
  const database = await openDatabase({ dataDir: config.dataDir, loadDataDir: tarball });
  try {
    await database.pglite!.query('select 1');
  } finally {
    await database.close();
  }
}

async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_%'`,
    );
    return result.rows[0].n;
  } finally {
    await client.end();
  }
}
