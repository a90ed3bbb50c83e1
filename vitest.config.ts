import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    // slow, they start real server processes (one is killed 20 times): `npm run test:reliability` runs them
    exclude: [
      ...configDefaults.exclude,
      'apps/server/src/reliability/durability.test.ts',
      'apps/server/src/reliability/logs.test.ts',
      // two server processes behind nginx: `npm run test:scale`
      'apps/server/src/scale/**',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
