import { HTTP_MESSAGES, type ErrorItem } from '@thoughtful/shared';

/**
 * A message as services throw it: an English sentence (the error handler finds its code), or a
 * function message already carrying its code and values (`coded` in message-codes.ts).
 */
export type ErrorMessage = string | ErrorItem;

/**
 * Typed errors with stable messages. Services throw these; the one error handler turns them into
 * `{ errors: [{ msg, code? }] }` with the status the class carries (DESIGN.md §4).
 */
export class AppError extends Error {
  /** The English sentences, as the answer's `msg`s. */
  readonly messages: string[];
  /** The same, with the code and values of those thrown with theirs. */
  readonly items: readonly ErrorMessage[];

  constructor(
    readonly statusCode: number,
    messages: ErrorMessage | ErrorMessage[],
  ) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.map((m) => (typeof m === 'string' ? m : m.msg));
    super(texts.join('; '));
    this.name = new.target.name;
    this.messages = texts;
    this.items = list;
  }
}

export class BadRequestError extends AppError {
  constructor(messages: ErrorMessage | ErrorMessage[]) {
    super(400, messages);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'No token, authorization denied') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do that') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}
export class UnprocessableError extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}
/** Something the server depends on (a media store) did not answer; trying again may work. */
export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}
/** What a request answers while PostgreSQL cannot be reached (restarting, failing over). */
export const DATABASE_UNAVAILABLE_MESSAGE = HTTP_MESSAGES.DATABASE_UNAVAILABLE;
/** About as long as a PostgreSQL restart or failover takes, and the pool's connect timeout. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/**
 * The connection to PostgreSQL was lost or could not be made (db/database.ts turns the driver's
 * errors into this one): nothing is wrong with the request, and it may succeed in a few seconds.
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;

  constructor(cause?: unknown) {
    super(DATABASE_UNAVAILABLE_MESSAGE);
    this.cause = cause;
  }
}
/** A rate limit's refusal; the answer carries `Retry-After` with these whole seconds. */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = HTTP_MESSAGES.TOO_MANY_REQUESTS,
  ) {
    super(429, message);
  }
}
