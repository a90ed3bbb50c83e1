import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `npm run test:scale` (issue 12): two instances on one PostgreSQL server behind Debian's nginx.
 * Needs the PostgreSQL server (TEST_DATABASE_URL) and nginx; `npm test` leaves it out.
 */
export default defineConfig({
  test: {
    include: ['apps/server/src/scale/**/*.test.ts'],
    exclude: configDefaults.exclude,
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
