import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The committed SQL migrations: beside the sources in dev, copied beside the bundle in dist. */
export function migrationsFolder(override?: string): string {
  return override ?? path.resolve(here, here.endsWith('dist') ? 'drizzle' : '../../drizzle');
}

// Any fixed number: several instances starting together take turns, the first one migrates.
const MIGRATION_LOCK = 724_001;

/** `folder`: the configuration's MIGRATIONS_DIR, for layouts where they are not beside the code. */
export async function migrate(database: Database, folder?: string): Promise<void> {
  const migrationsFolderPath = migrationsFolder(folder);
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: migrationsFolderPath });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as never, { migrationsFolder: migrationsFolderPath });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
