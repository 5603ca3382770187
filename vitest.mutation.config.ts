import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The test run StrykerJS uses (`npm run test:mutation`): the shared rules' own tests and the
 * server's tests on SQLite. `@thoughtful/shared` is aliased to this folder's copy, so the mutants
 * Stryker writes into its sandbox's shared package reach the server's tests too (the workspace
 * link in node_modules would lead back to the unmutated original).
 */
const shared = path.resolve(import.meta.dirname, 'packages/shared/src/index.ts');

export default defineConfig({
  resolve: { alias: { '@thoughtful/shared': shared } },
  test: {
    projects: [
      {
        resolve: { alias: { '@thoughtful/shared': shared } },
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@thoughtful/shared': shared } },
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Speed, not safety: benchmarks of several servers and Redis add minutes per mutant.
          exclude: ['test/rate-limits-redis.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
