import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Refreshes the planner's statistics (ANALYZE). PostgreSQL's autovacuum does this by itself; the
 * embedded database has no autovacuum, so without it PGlite plans every query on default guesses:
 * with 100k users the palette search took 766 ms instead of 67 ms (seq scans instead of the trigram
 * indexes). ANALYZE samples each table, so it stays a few seconds at that size.
 */
export async function refreshStatistics(database: Database): Promise<void> {
  await database.db.execute(sql`ANALYZE`);
}
