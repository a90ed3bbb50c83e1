import path from 'node:path';
import { loadConfigOrExit } from '../config.ts';
import { restoreDatabase } from './restore.ts';

// `npm run restore -- <file>`: loads a backup into the configured database, which must be empty.
const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run restore -- <file di backup>');
  process.exit(2);
}
const config = loadConfigOrExit();
try {
  const started = Date.now();
  // npm runs scripts from the root: a relative path is relative to where the user typed it
  await restoreDatabase(config, path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  console.log(
    `Ripristino completato da ${file} in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
