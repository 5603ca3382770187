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
