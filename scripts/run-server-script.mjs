// Runs a server-side script (seed, backup, restore, admin-create) from its built bundle, building it first when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
const bundle = path.join(root, `apps/server/dist/${name}.js`);
if (!existsSync(bundle)) {
  const result = spawnSync('npm', ['run', 'build', '-w', '@app/server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.argv.splice(2, 1);
await import(bundle);
