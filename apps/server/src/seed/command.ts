import type { Database } from '../db/client.ts';
import { refreshStatistics } from '../db/statistics.ts';
import type { SeedRefs } from './context.ts';
import { realDataProblem } from './guard.ts';
import { seedDemo } from './run.ts';

export type SeedOutcome = { seeded: true; refs: SeedRefs } | { seeded: false; problem: string };

/**
 * What `npm run seed:demo` does once the database is migrated: refuse a database with real data
 * unless forced, else replace everything with the demo and refresh the planner's statistics.
 */
export async function runSeed(
  database: Database,
  opts: { scale: number; force: boolean },
): Promise<SeedOutcome> {
  if (!opts.force) {
    const problem = await realDataProblem(database.db);
    if (problem) return { seeded: false, problem };
  }
  const refs = await seedDemo(database.db, opts.scale);
  // plans for the data just loaded, without waiting for autovacuum (the embedded database has none)
  await refreshStatistics(database);
  return { seeded: true, refs };
}
