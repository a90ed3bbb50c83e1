import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { DatabaseInUseError, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { refreshStatistics } from './db/statistics.ts';
import { startupAdmin } from './features/auth/startup.ts';

// a wrong variable stops here, before the database opens
const config = loadConfigOrExit();
// what the server writes stays its user's (PGlite ignores the umask: openDatabase chmods its files)
process.umask(0o077);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
}).catch((err) => {
  // another server holds the embedded database: say so, without a stack trace
  if (!(err instanceof DatabaseInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
});
await migrate(database, config.migrationsDir);
// PostgreSQL's autovacuum keeps statistics; the embedded database gets them at every start
if (database.kind === 'pglite') await refreshStatistics(database);
const app = await buildApp(config, database);
const admin = await startupAdmin(database.db, config.adminEmail, config.adminPassword);
if (admin.refused) {
  console.error(admin.refused);
  await database.close();
  process.exit(1);
}
if (admin.created) app.log.info({ email: config.adminEmail }, 'admin created');
app.addHook('onClose', async () => {
  await database.close();
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
console.log(`Back-office pronto su http://${config.host}:${config.port} (database: ${database.kind})`);
// first run: nobody can sign in yet, say how to create the first admin
if (admin.hint) console.error(admin.hint);
