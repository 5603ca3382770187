import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './apps/web/build/lingui-macro.ts';

/**
 * Test files in parallel. Vitest's own default is one fewer than the cores (one worker on CI's
 * two), but the API tests spend much of their time waiting on PostgreSQL, timers and child
 * processes: VITEST_MAX_WORKERS overrides (docs/testing.md, 'Where the time goes').
 */
const maxWorkers =
  Number(process.env.VITEST_MAX_WORKERS) || Math.max(3, os.availableParallelism() - 1);

// One runner, three projects: pure domain rules, the API against real databases, and web units.
export default defineConfig({
  test: {
    maxWorkers,
    // CI's log names every test, so the PostgreSQL runs ('… on postgres') can be seen there.
    reporters: process.env.CI ? ['verbose'] : ['default'],
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // The PostgreSQL run: a database per worker (test/helpers/worker-database.ts).
          setupFiles: ['./test/helpers/worker-database.ts'],
          globalSetup: ['./test/helpers/worker-databases-teardown.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The web app's messages: Lingui's macros compiled, its catalogues imported (vite.config.ts).
        plugins: linguiPlugins(),
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
