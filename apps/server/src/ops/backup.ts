import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { PG_DUMP, pgConnection, run } from './process.ts';

export const PGLITE_BACKUP_EXT = '.tar.gz';
export const POSTGRES_BACKUP_EXT = '.dump';

/** backup-<kind>-2026-11-22T04-10-00-000Z.<ext>: sorts by time, safe on every file system. */
export function backupFileName(kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `backup-${kind}-${stamp}${kind === 'pglite' ? PGLITE_BACKUP_EXT : POSTGRES_BACKUP_EXT}`;
}

/**
 * Writes a consistent dump of the configured database and returns its path.
 * - PostgreSQL: pg_dump in its custom format (one snapshot: consistent while the server runs).
 * - Embedded PGlite: the data directory as a gzipped tarball (dumpDataDir), taken with the server
 *   stopped — the lock refuses while a server holds the database.
 * The file appears under its final name only once complete.
 */
export async function backupDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  dir: string,
): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  const file = path.join(dir, backupFileName(kind));
  const partial = `${file}.partial`;
  try {
    if (config.databaseUrl) {
      const { dbname, env } = pgConnection(config.databaseUrl);
      await run(
        PG_DUMP,
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
        env,
      );
    } else {
      const dataDir = path.join(config.dataDir, 'pglite');
      if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
        throw new Error(`Nessun database incorporato in ${dataDir}: niente da salvare.`);
      }
      const database = await openDatabase({ dataDir: config.dataDir });
      try {
        const tarball = await database.pglite!.dumpDataDir('gzip');
        fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
      } finally {
        await database.close();
      }
    }
    fs.renameSync(partial, file);
    return file;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
