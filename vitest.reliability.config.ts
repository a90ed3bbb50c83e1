import { configDefaults, defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: issue 10's items 5–8 (apps/server/src/reliability/), the slow
 * durability test included (vitest.config.ts leaves it out of `npm test`).
 */
export default defineConfig({
  test: {
    include: ['apps/server/src/reliability/**/*.test.ts'],
    exclude: configDefaults.exclude,
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
