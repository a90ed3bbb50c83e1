import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';

const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * @app/shared declares constants, helpers and zod schemas; only its index (which imports
 * zod-locale.ts) and zod-locale.ts act on import. Saying so lets the bundler drop what a chunk does
 * not use: the home and the catalogue take a few helpers, the booking page the schemas.
 */
const sharedSideEffects = (id: string): boolean | undefined =>
  /[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? /(zod-locale|index)\.ts$/.test(id) : undefined;

const GROUP = 'virtual:catalogue/';
const LOCALES = fileURLToPath(new URL('./src/locales/', import.meta.url));

/**
 * `virtual:catalogue/it/order`: one group of a language's catalogue (src/locales/it.json) as a
 * module of its own, `{ order: {…} }`. A lazy page imports its groups so and they load with it:
 * the first load carries only the groups i18n/provider.tsx names (the site's initial JS budget),
 * while translators keep one file per language.
 */
function catalogueGroups(): Plugin {
  return {
    name: 'catalogue-groups',
    resolveId: (id) => (id.startsWith(GROUP) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${GROUP}`)) return null;
      const [locale, group] = id.slice(GROUP.length + 1).split('/');
      const file = `${LOCALES}${locale}.json`;
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8'));
      if (!(group in catalogue)) this.error(`${locale}.json has no group "${group}"`);
      return `export default ${JSON.stringify({ [group]: catalogue[group] })};`;
    },
  };
}

/**
 * The member site, served by the server under /area/ (SITE_DIST): every URL it makes starts there.
 * Its code is written against React's API and runs on Preact through its compat layer (the preset's
 * aliases for react, react-dom and their JSX runtime): 14 kB of gzip where React took 68, the site's
 * initial JavaScript budget (issue "lighter faster", decision 0042).
 */
export default defineConfig({
  base: '/area/',
  plugins: [preact(), catalogueGroups()],
  server: { host: '127.0.0.1', port: 5174, strictPort: true, proxy: api },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: sharedSideEffects },
      output: {
        // Preact and the router change rarely: a chunk of their own stays cached across releases
        codeSplitting: {
          groups: [{ name: 'preact', test: /node_modules[\\/](preact|wouter)[\\/]/, priority: 2 }],
        },
      },
    },
  },
});
