import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * @app/shared declares constants, helpers and zod schemas; only its index (which imports
 * zod-locale.ts) and zod-locale.ts act on import. Saying so lets the bundler drop what a chunk does
 * not use: the home and the catalogue take a few helpers, the booking page the schemas.
 */
const sharedSideEffects = (id: string): boolean | undefined =>
  /[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? /(zod-locale|index)\.ts$/.test(id) : undefined;

/** The member site, served by the server under /area/ (SITE_DIST): every URL it makes starts there. */
export default defineConfig({
  base: '/area/',
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5174, strictPort: true, proxy: api },
  preview: { host: '127.0.0.1', port: 4174, strictPort: true, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: sharedSideEffects },
      output: {
        // React and the router change rarely: a chunk of their own stays cached across releases
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|wouter)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
