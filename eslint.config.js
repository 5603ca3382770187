// Type-aware linting for every workspace (CONVENTIONS.md, habit 11).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// Server boundaries (CONVENTIONS.md, habit 17), for apps/server only. A module (a folder of
// src/modules/) uses another only through that module's index.ts, its public surface; the
// lower layers (db, http, lib, mail, security) know no module. Only the composition root
// (services.ts, app.ts) and the command line (cli/) build services from their files. Module
// folders are read from the disk, so a new one is covered at once.
// ---------------------------------------------------------------------------------------------
const SERVER = `${import.meta.dirname}/apps/server/src`;
const serverModules = readdirSync(`${SERVER}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** import-x/no-restricted-paths zones of apps/server. */
const serverZones = [
  ...serverModules.map((name) => ({
    target: `${SERVER}/modules/${name}`,
    from: `${SERVER}/modules`,
    except: [
      `./${name}`,
      ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: 'A module uses another module only through its index.ts, never its repository.',
  })),
  ...['db', 'http', 'lib', 'mail', 'security', 'config.ts'].map((lower) => ({
    target: `${SERVER}/${lower}`,
    from: `${SERVER}/modules`,
    message: 'The lower layers know no module: modules build on them, not the other way.',
  })),
];

// ---------------------------------------------------------------------------------------------
// Web boundaries (CONVENTIONS.md, habit 17), for apps/web only. Imports flow one way:
//   lib/ -> config/ -> components/ -> features/ -> app/
// A feature (a folder of features/, its sub-folders included) uses another only through that
// feature's public index.ts; app/ composes features through their index.ts and lazy screens/.
// testing/ is for tests, and tests may also build what app/ builds (providers, query client).
// Feature folders are read from the disk, so a new one is covered at once.
// ---------------------------------------------------------------------------------------------
const WEB = `${import.meta.dirname}/apps/web/src`;
const webFeatures = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** import-x/no-restricted-paths zones of apps/web. */
function webZones({ forTests }) {
  const zone = (target, from, message) => ({
    target: `${WEB}/${target}`,
    from: from.map((folder) => `${WEB}/${folder}`),
    message,
  });
  return [
    ...webFeatures.map((name) => ({
      target: `${WEB}/features/${name}`,
      from: `${WEB}/features`,
      except: [
        `./${name}`,
        ...webFeatures.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
      ],
      message: 'A feature uses another feature only through its public index.ts.',
    })),
    {
      target: `${WEB}/app`,
      from: `${WEB}/features/**`,
      except: [`${WEB}/features/*/index.ts`, `${WEB}/features/**/screens/*`],
      message: "app/ uses a feature through its index.ts, and loads the feature's screens.",
    },
    zone('lib', ['config', 'components', 'features', 'app'], 'lib/ sits below everything else.'),
    zone(
      'config',
      ['components', 'features', 'app'],
      'config/ sits below components and features.',
    ),
    zone('components', ['features', 'app'], 'Shared components know no feature and no app/.'),
    ...(forTests
      ? []
      : [
          zone('features', ['app'], 'Features do not import app/: app/ composes them.'),
          zone('', ['testing'], 'testing/ is for tests only.'),
        ]),
  ];
}

const WEB_TEST_FILES = ['apps/web/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'];

// ---------------------------------------------------------------------------------------------
// Languages (issue 44): every user-visible string of the web app is a message of the catalogues
// (src/locales), never a literal. `lingui/no-unlocalized-strings` fails a literal text in the
// folders below, the ones converted so far: a helper converting a folder adds it here
// (docs/decisions/2026-12-06-languages.md 'The web app'). Tests are exempt: they assert words.
// ---------------------------------------------------------------------------------------------
const WEB_LOCALIZED = [
  'apps/web/src/lib/i18n/**/*.{ts,tsx}',
  'apps/web/src/components/language-switch.tsx',
  'apps/web/src/features/activities/api/**/*.{ts,tsx}',
  'apps/web/src/features/activities/manager/**/*.{ts,tsx}',
  'apps/web/src/features/activities/screens/**/*.{ts,tsx}',
  'apps/web/src/features/classes/**/*.{ts,tsx}',
  'apps/web/src/features/notifications/**/*.{ts,tsx}',
  'apps/web/src/features/accounts/invitations/**/*.{ts,tsx}',
  'apps/web/src/features/accounts/profiles/**/*.{ts,tsx}',
  'apps/web/src/features/learning-platforms/**/*.{ts,tsx}',
  'apps/web/src/components/language-select.tsx',
  'apps/web/src/components/alerts/**/*.{ts,tsx}',
  'apps/web/src/app/**/*.{ts,tsx}',
  'apps/web/src/features/accounts/auth/**/*.{ts,tsx}',
  'apps/web/src/features/ideas/community/**/*.{ts,tsx}',
  'apps/web/src/features/ideas/summary/**/*.{ts,tsx}',
  'apps/web/src/features/welcome/**/*.{ts,tsx}',
  'apps/web/src/features/activities/student/**/*.{ts,tsx}',
  'apps/web/src/components/widgets/**/*.{ts,tsx}',
  'apps/web/src/components/avatar.tsx',
  'apps/web/src/components/loading-indicator.tsx',
  'apps/web/src/components/viewpoints/**/*.{ts,tsx}',
  'apps/web/src/lib/api-client.ts',
  'apps/web/src/lib/use-coarse-pointer.ts',
  'apps/web/src/features/ideas/interpretation/**/*.{ts,tsx}',
  'apps/web/src/features/ideas/quotes/**/*.{ts,tsx}',
  'apps/web/src/features/ideas/viewpoints/**/*.{ts,tsx}',
  'apps/web/src/features/ideas/understood/**/*.{ts,tsx}',
  'apps/web/src/features/ideas/components/**/*.{ts,tsx}',
  'apps/web/src/features/ideas/screens/**/*.{ts,tsx}',
  'apps/web/src/features/ideas/api/**/*.{ts,tsx}',
  'apps/web/src/features/ideas/ideas-text.ts',
  'apps/web/src/features/ideas/idea-card-model.ts',
  'apps/web/src/features/ideas/create-idea/**/*.{ts,tsx}',
  'apps/web/src/features/ideas/create-web-idea/**/*.{ts,tsx}',
  'apps/web/src/features/links/**/*.{ts,tsx}',
  'apps/web/src/features/search/**/*.{ts,tsx}',
  'apps/web/src/features/scrape/**/*.{ts,tsx}',
  'apps/web/src/features/media/**/*.{ts,tsx}',
  'apps/web/src/features/agents/**/*.{ts,tsx}',
  'apps/web/src/features/about/**/*.{ts,tsx}',
  'apps/web/src/features/terms/**/*.{ts,tsx}',
  'apps/web/src/features/report/**/*.{ts,tsx}',
  'apps/web/src/features/live/**/*.{ts,tsx}',
];

/** What no-unlocalized-strings lets through: code's own words, not a reader's. */
const UNLOCALIZED_STRINGS_OPTIONS = {
  // One word not starting with a capital (a key, an id, a path, a MIME type), or no letter.
  ignore: ['^[^A-Z\\s]\\S*$', '^[^A-Za-z]*$'],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|class|style|type|role|variant|id|key|name|href|to|src|as|rel|target|method|htmlFor|autoComplete|inputMode|size|bg|expand|placement|align|direction|lang|dir|data-.*|aria-(?!label|description|valuetext|roledescription|placeholder).*|queryKey|mutationKey|testId)$',
      },
    },
    { regex: { pattern: '^[A-Z0-9_]+_(KEY|PATH|URL|ROUTE)$' } },
  ],
  ignoreFunctions: [
    'console.*',
    'Error',
    'TypeError',
    'apiFetch',
    // A lazy screen's export name.
    'lazyScreen',
    'apiDownload',
    // Its argument is a shared message's code ('ACTIVITY_ALERTS.addFailed'), not words.
    'sharedMessage',
    'fetch',
    'navigate',
    'useNavigate',
    'document.querySelector',
    'document.querySelectorAll',
    'document.getElementById',
    'localStorage.*',
    'sessionStorage.*',
    'addEventListener',
    'removeEventListener',
    '*.addEventListener',
    '*.removeEventListener',
    'matchMedia',
    'window.matchMedia',
    'URLSearchParams',
    '*.get',
    '*.set',
    '*.has',
    '*.getAttribute',
    '*.setAttribute',
    'new URL',
    'URL',
  ],
  useTsTypes: true,
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'apps/server/build.mjs',
            'e2e/support/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and handlers are async by convention, awaited or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['**/*.config.ts', '**/*.config.js', '**/*.config.mjs', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  // -------------------------------------------------------------------------------------------
  // Web app: module boundaries (webZones above) and no import cycles.
  // -------------------------------------------------------------------------------------------
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions no-cycle would not follow imports into .ts/.tsx files.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: webZones({ forTests: false }) }],
    },
  },
  {
    files: WEB_TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones({ forTests: true }) }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-single-tag-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
  {
    files: WEB_LOCALIZED,
    ignores: WEB_TEST_FILES,
    rules: { 'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_STRINGS_OPTIONS] },
  },
  // -------------------------------------------------------------------------------------------
  // Server: module boundaries (serverZones above) and no import cycles.
  // -------------------------------------------------------------------------------------------
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },
  {
    // Scripts are plain JavaScript: type-aware rules need types they do not have.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
