import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { INTERNAL_ERROR_MESSAGE, type ErrorBody } from '@thoughtful/shared';
import { AppError, DatabaseUnavailableError, TooManyRequestsError } from './errors';
import type { ValidationIssue } from './validation';

/** Clearer words for the framework's own client errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body cannot be empty when content-type is set to application/json.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length.',
};

export function errorBody(messages: string[]): ErrorBody {
  return { errors: messages.map((msg) => ({ msg })) };
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
    return reply.status(error.statusCode).send(errorBody(error.messages));
  }
  if (isValidationError(error)) {
    const messages = error.validation.map((v) => v.message || 'Invalid input');
    return reply.status(400).send(errorBody(messages.length ? messages : ['Invalid input']));
  }
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
    return reply.status(400).send(errorBody([FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!]));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
    return reply.status(status).send(errorBody([message || 'Bad request']));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody([INTERNAL_ERROR_MESSAGE]));
}
