/**
 * Typed errors with stable messages. Services throw these; the one error handler turns them into
 * `{ errors: [{ msg }] }` with the status the class carries (DESIGN.md §4).
 */
export class AppError extends Error {
  readonly messages: string[];

  constructor(
    readonly statusCode: number,
    messages: string | string[],
  ) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join('; '));
    this.name = new.target.name;
    this.messages = list;
  }
}

export class BadRequestError extends AppError {
  constructor(messages: string | string[]) {
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
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable; please try again shortly.';
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
    message = 'Too many requests. Please wait a moment and try again.',
  ) {
    super(429, message);
  }
}
