import { ApiError } from '../../lib/api-client';
import { localizeServerError } from '../../lib/i18n';
import { UNEXPECTED_ERROR_MESSAGE } from './alerts-text';

/**
 * The texts to show for a failure, in the reader's language: the server's own messages when it
 * sent any (by their codes, issue 44), else the app's own.
 */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.errors.length > 0) {
    return error.errors.map(localizeServerError);
  }
  return [localizeServerError({ msg: UNEXPECTED_ERROR_MESSAGE })];
}
