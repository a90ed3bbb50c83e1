// `npm start`: build what is not built yet, then run the server (it migrates, then listens).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const siteIndex = path.join(root, 'apps/site/dist/index.html');
const serverMain = path.join(root, 'apps/server/dist/main.js');

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(webIndex)) run(['run', 'build', '-w', '@app/web']);
if (!existsSync(siteIndex)) run(['run', 'build', '-w', '@app/site']);
if (!existsSync(serverMain)) run(['run', 'build', '-w', '@app/server']);

process.env.WEB_DIST ??= path.join(root, 'apps/web/dist');
process.env.SITE_DIST ??= path.join(root, 'apps/site/dist');
process.env.NODE_ENV ??= 'production';
await import(serverMain);
