import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { refreshStatistics } from './db/statistics.ts';
import { ensureAdmin } from './features/auth/service.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.dbPoolSize,
});
await migrate(database);
// PostgreSQL's autovacuum keeps statistics; the embedded database gets them at every start
if (database.kind === 'pglite') await refreshStatistics(database);
const app = await buildApp(config, database);
if (config.adminEmail && config.adminPassword) {
  if (await ensureAdmin(database.db, config.adminEmail, config.adminPassword)) {
    app.log.info({ email: config.adminEmail }, 'admin created');
  }
}
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
