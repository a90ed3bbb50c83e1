import { loadConfigOrExit } from '../config.ts';
import { DatabaseInUseError } from '../db/client.ts';
import { backupDatabase } from './backup.ts';

// `npm run backup`: a dump of the configured database into $BACKUP_DIR (default ./backups).
const config = loadConfigOrExit();
try {
  const started = Date.now();
  const file = await backupDatabase(config, config.backupDir);
  console.log(`Backup scritto: ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(err instanceof DatabaseInUseError ? 1 : 2);
}
