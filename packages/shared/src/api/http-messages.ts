import { INTERNAL_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from './errors';

/**
 * The server's general answers, not of one feature, as a message constant, so that each carries a
 * code the web app translates (issue 44).
 */
export const HTTP_MESSAGES = {
  INTERNAL: INTERNAL_ERROR_MESSAGE,
  NOT_FOUND: NOT_FOUND_MESSAGE,
  INVALID_INPUT: 'Invalid input',
  BAD_REQUEST: 'Bad request',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a moment and try again.',
  DATABASE_UNAVAILABLE: 'The database is unavailable; please try again shortly.',
} as const;
