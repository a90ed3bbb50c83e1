// Bundles the server into dist/main.js: workspace sources (shared) inlined, npm packages external.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url)));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@app/'));

const entries = {
  main: 'main',
  seed: 'seed/cli',
  backup: 'ops/backup-cli',
  restore: 'ops/restore-cli',
  'admin-create': 'ops/admin-create-cli',
};
for (const [entry, source] of Object.entries(entries)) {
  await build({
    entryPoints: [`src/${source}.ts`],
    outfile: `dist/${entry}.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19', // the oldest Node of package.json's engines
    sourcemap: true,
    external: [...external, ...external.map((d) => `${d}/*`)],
    logLevel: 'warning',
  });
}
cpSync('drizzle', 'dist/drizzle', { recursive: true });
const built = Object.keys(entries).map((e) => `dist/${e}.js`);
console.log(`server built: ${built.join(', ')}`);
