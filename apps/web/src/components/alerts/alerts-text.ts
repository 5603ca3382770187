/** Shown when something other than an API answer failed (a bug, or a chunk that did not load). */
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
export const CLOSE_ALERT_LABEL = 'Close alert';
