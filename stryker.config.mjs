// @ts-check
/**
 * Mutation testing (`npm run test:mutation`, not part of `npm test`): StrykerJS changes one
 * operator or constant at a time in the rules people rely on (the shared package, the server's
 * access policy, accounts and limits) and runs the tests that cover it; a mutant that no test
 * notices is a test to write. The score and its date go into docs/testing.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'packages/shared/src/**/*.ts',
    'apps/server/src/modules/access/**/*.ts',
    'apps/server/src/modules/auth/**/*.ts',
    'apps/server/src/security/**/*.ts',
    '!**/*.test.ts',
    '!**/index.ts',
  ],
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
