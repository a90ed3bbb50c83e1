import { loadConfigOrExit } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { runSeed } from './command.ts';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from './context.ts';

// `npm run seed:demo [-- --scale N] [-- --force]`: --force replaces a database that holds real data
const force = process.argv.includes('--force');
const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
if (!Number.isFinite(scale) || scale < 1) {
  console.error('--scale vuole un numero intero ≥ 1');
  process.exit(2);
}

const config = loadConfigOrExit();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  await migrate(database, config.migrationsDir);
  const outcome = await runSeed(database, { scale: Math.floor(scale), force });
  await database.close();
  if (!outcome.seeded) {
    console.error(outcome.problem);
    process.exit(1);
  }
  console.log(
    `Dati demo caricati (${database.kind}, scala ${scale}) in ${((Date.now() - started) / 1000).toFixed(1)} s. Accesso: ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}`,
  );
} catch (err) {
  if (err instanceof DatabaseInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
