import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES, type ErrorBody } from '@thoughtful/shared';
import {
  AppError,
  DatabaseUnavailableError,
  TooManyRequestsError,
  type ErrorMessage,
} from './errors';
import { FRAMEWORK_MESSAGES } from './http-messages';
import { MESSAGE_CODES } from './message-codes';
import type { ValidationIssue } from './validation';

/**
 * The one serialiser of refusals: each message keeps its English `msg` and carries the `code` of
 * the message constant holding it (issue 44, contract 1), looked up in the registry built at
 * start-up, so no call site names codes but those of function messages.
 */
export function errorBody(messages: readonly ErrorMessage[]): ErrorBody {
  return { errors: messages.map((message) => MESSAGE_CODES.itemOf(message)) };
}

function isValidationError(error: unknown): error is { validation: ValidationIssue[] } {
  return (
    typeof error === 'object' &&
    error !== null &&
    Array.isArray((error as { validation?: unknown }).validation)
  );
}

/**
 * The one place an error becomes an answer: `{ errors: [{ msg }] }` with a fitting status.
 * Client errors say what was wrong; a 500 says nothing but a generic sentence and is logged whole.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error instanceof TooManyRequestsError || error instanceof DatabaseUnavailableError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof DatabaseUnavailableError) {
      // Not the request's fault, and not a bug: a warning with the driver's own error.
      request.log.warn({ err: error.cause }, 'request failed: the database is unavailable');
    }
    return reply.status(error.statusCode).send(errorBody(error.items));
  }
  if (isValidationError(error)) {
    const messages = error.validation.map((v) => v.message || HTTP_MESSAGES.INVALID_INPUT);
    return reply
      .status(400)
      .send(errorBody(messages.length ? messages : [HTTP_MESSAGES.INVALID_INPUT]));
  }
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
    return reply.status(400).send(errorBody([FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!]));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
    return reply.status(status).send(errorBody([message || HTTP_MESSAGES.BAD_REQUEST]));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody([HTTP_MESSAGES.INTERNAL]));
}
