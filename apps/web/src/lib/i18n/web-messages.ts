import { msg } from '@lingui/core/macro';

/**
 * The web app's own failure messages, made where no component is (lib/api-client.ts, the alerts):
 * they stay English constants there, like the server's `msg`, and `localizeServerError` finds
 * them in the catalogue by their words. Listed here so that extraction puts them there; a test
 * checks each constant has its entry.
 */
export const WEB_MESSAGES = [
  msg`Unable to reach the server. Please try again later.`,
  msg`The server could not answer just now. Please try again later.`,
  msg`Unexpected response from the server.`,
  msg`Something went wrong. Please try again later.`,
];

/**
 * The same messages' English by their catalogue ids (Lingui's hashes of the words), so that
 * another language finds them by their words without the English shell catalogue, which only an
 * English reader loads (i18n.ts). `i18n.test.ts` holds these to `WEB_MESSAGES`.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the English by which another language finds them */
export const WEB_ENGLISH: Readonly<Record<string, string>> = {
  '40DLpg': 'Unable to reach the server. Please try again later.',
  SbLmdw: 'The server could not answer just now. Please try again later.',
  '2lQoLc': 'Unexpected response from the server.',
  'lkE00/': 'Something went wrong. Please try again later.',
};
/* eslint-enable lingui/no-unlocalized-strings */
