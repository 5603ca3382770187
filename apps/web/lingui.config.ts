import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { SUPPORTED_LANGUAGES } from '../../packages/shared/src/i18n/languages.ts';

/**
 * The web app's message catalogues (docs/decisions/2026-12-06-languages.md 'The web app'): one
 * PO file per language under src/locales, English the spec's own words. `npx lingui extract`
 * (from apps/web) adds what the code says; translators fill in es/messages.po. The catalogue
 * check (src/lib/i18n/catalogues.test.ts) fails when a message is missing or untranslated.
 */
const SHARED_MESSAGES = '<rootDir>/src/lib/i18n/shared-messages.generated.ts';
/** The shared messages only the screens show (src/lib/i18n/shared-messages.test.ts). */
const SCREENS_SHARED_MESSAGES = '<rootDir>/src/lib/i18n/screens-shared-messages.generated.ts';

/**
 * The folders whose words show only on their own screens: their catalogue loads with the first
 * such screen (src/app/lazy-screen.ts), so the login route carries only the shell's and the
 * account screens' words (its budget is 140 KB). A folder whose words show outside its screens
 * (the menu, alerts, dialogs the shell opens) stays in the app's catalogue.
 */
export const SCREEN_FOLDERS = [
  'features/activities',
  'features/agents',
  'features/about',
  'features/accounts/invitations',
  'features/accounts/profiles',
  'features/classes',
  'features/ideas',
  'features/learning-platforms',
  'features/links',
  'features/terms',
  'features/welcome',
  // Shown on the screens only (the bell's relative times are worded by Intl, not a catalogue).
  'components/widgets',
  'components/viewpoints',
  'features/search',
  'features/media',
  'features/scrape',
].map((folder) => `<rootDir>/src/${folder}`);

const NOT_MESSAGES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  SHARED_MESSAGES,
  SCREENS_SHARED_MESSAGES,
];

export const linguiConfig = defineConfig({
  sourceLocale: 'en',
  locales: [...SUPPORTED_LANGUAGES],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...NOT_MESSAGES, ...SCREEN_FOLDERS.map((folder) => `${folder}/**`)],
    },
    {
      path: '<rootDir>/src/locales/{locale}/screens',
      include: SCREEN_FOLDERS,
      exclude: NOT_MESSAGES,
    },
    // The shared package's messages by code: English shows them as the server or the constant
    // words them, so only another language loads these catalogues (src/lib/i18n/i18n.ts): those
    // the shell can show with the language, the rest with the screens' words.
    {
      path: '<rootDir>/src/locales/{locale}/shared',
      include: [SHARED_MESSAGES],
    },
    {
      path: '<rootDir>/src/locales/{locale}/screens-shared',
      include: [SCREENS_SHARED_MESSAGES],
    },
  ],
  // Where a file is used, without line numbers: a line moved elsewhere in a file would otherwise
  // change every catalogue, and helpers converting screens side by side would conflict there.
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: 'messageId',
});

// The CLI and the Vite plugin read the config file's default export.
export default linguiConfig;
