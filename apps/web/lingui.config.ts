import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { SUPPORTED_LANGUAGES } from '../../packages/shared/src/i18n/languages.ts';

/**
 * The web app's message catalogues (docs/decisions/2026-12-06-languages.md 'The web app'): one
 * PO file per language under src/locales, English the spec's own words. `npx lingui extract`
 * (from apps/web) adds what the code says; translators fill in es/messages.po. The catalogue
 * check (src/lib/i18n/catalogues.test.ts) fails when a message is missing or untranslated.
 */
export const linguiConfig = defineConfig({
  sourceLocale: 'en',
  locales: [...SUPPORTED_LANGUAGES],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    },
  ],
  // Where a file is used, without line numbers: a line moved elsewhere in a file would otherwise
  // change every catalogue, and helpers converting screens side by side would conflict there.
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: 'messageId',
});

// The CLI and the Vite plugin read the config file's default export.
export default linguiConfig;
