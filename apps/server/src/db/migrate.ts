import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The committed SQL migrations: beside the sources in dev, copied beside the bundle in dist. */
export function migrationsFolder(): string {
  return (
    process.env.MIGRATIONS_DIR ?? path.resolve(here, here.endsWith('dist') ? 'drizzle' : '../../drizzle')
  );
}

// Any fixed number: several instances starting together take turns, the first one migrates.
const MIGRATION_LOCK = 724_001;

export async function migrate(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
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
