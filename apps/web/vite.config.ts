import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * @app/shared declares constants, helpers and zod schemas; only its index (which imports
 * zod-locale.ts) and zod-locale.ts act on import. Saying so lets the bundler drop the schemas a
 * bundle does not use, which keeps zod out of the sign-in bundle.
 */
const sharedSideEffects = (id: string): boolean | undefined =>
  /[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id) ? /(zod-locale|index)\.ts$/.test(id) : undefined;

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: api },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: sharedSideEffects },
      output: {
        // Every screen is a lazy route, so MUI X (grid, pickers, charts) lands in chunks that only
        // those screens load. Named groups for MUI X were tried and dropped: without their
        // dependencies they break execution order, with them they drag MUI core out of the entry.
        codeSplitting: {
          groups: [
            // React and the router change rarely: a chunk of their own stays cached across releases.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
