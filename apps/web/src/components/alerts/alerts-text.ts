import { msg } from '@lingui/core/macro';

/**
 * Shown when something other than an API answer failed (a bug, or a chunk that did not load).
 * English, like a server's `msg`: `errorMessages` shows it in the reader's language through its
 * entry in lib/i18n/web-messages.ts.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- translated by its words (see above)
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
export const CLOSE_ALERT_LABEL = msg`Close alert`;
