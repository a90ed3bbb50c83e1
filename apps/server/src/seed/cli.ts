import { loadConfig } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { refreshStatistics } from '../db/statistics.ts';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from './context.ts';
import { seedDemo } from './run.ts';

// `npm run seed:demo [-- --scale N]`
const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
if (!Number.isFinite(scale) || scale < 1) {
  console.error('--scale vuole un numero intero ≥ 1');
  process.exit(2);
}

const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = Date.now();
  await migrate(database);
  await seedDemo(database.db, Math.floor(scale));
  // plans for the data just loaded, without waiting for autovacuum (the embedded database has none)
  await refreshStatistics(database);
  await database.close();
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
