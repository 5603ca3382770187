import { ApiError } from '../../lib/api-client';
import { UNEXPECTED_ERROR_MESSAGE } from './alerts-text';

/** The texts to show for a failure: the server's own messages when it sent any. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages;
  return [UNEXPECTED_ERROR_MESSAGE];
}
