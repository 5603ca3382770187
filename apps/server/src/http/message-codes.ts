import * as shared from '@thoughtful/shared';
import {
  codedMessage,
  MESSAGE_MODULES,
  messageCodesOf,
  messageConstantsOf,
  type ErrorItem,
} from '@thoughtful/shared';
import { CLIENT_ERROR_MESSAGES, FRAMEWORK_MESSAGES } from './http-messages';

/**
 * The server's own message constants (every `export const *_MESSAGES` under src: a test reads the
 * sources and fails when one is missing here). A module's messages live in the shared package,
 * where the web app's catalogue reads them too; only the HTTP layer's are the server's own.
 */
export const SERVER_MESSAGE_CONSTANTS = { CLIENT_ERROR_MESSAGES, FRAMEWORK_MESSAGES };

/**
 * Every message constant's code (issue 44, contract 1), built once at start-up: each `*_MESSAGES`
 * the shared package exports, every constant of its message files (`*messages*.ts`, as the web
 * app's catalogue takes them: AUTH_VALIDATION's words are answered too), and the server's own.
 * The error serialiser attaches a code to every `msg` one of them holds.
 */
export const MESSAGE_CODES = messageCodesOf(
  messageConstantsOf(shared),
  ...Object.values(MESSAGE_MODULES).map((module) => messageConstantsOf(module, true)),
  SERVER_MESSAGE_CONSTANTS,
);

/**
 * A function message with its code and arguments, for a call site to throw:
 * `new BadRequestError(coded(INVITATION_MESSAGES.notAnEntry, entry, kind))`.
 */
export function coded<A extends (string | number)[]>(
  fn: (...args: A) => string,
  ...args: A
): ErrorItem {
  return codedMessage(MESSAGE_CODES, fn, ...args);
}
