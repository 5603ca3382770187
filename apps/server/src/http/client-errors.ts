import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { errorBody } from './error-handler';
import { CLIENT_ERROR_MESSAGES } from './http-messages';

export { CLIENT_ERROR_MESSAGES };

/** The parser's errors by code, as Node's own answers map them; anything else is a 400. */
const ANSWERS: Readonly<Record<string, { status: number; reason: string; message: string }>> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: CLIENT_ERROR_MESSAGES.headersTooLarge,
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: 'Payload Too Large',
    message: CLIENT_ERROR_MESSAGES.chunkExtensionsTooLarge,
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: CLIENT_ERROR_MESSAGES.timeout,
  },
};
const BAD_REQUEST = {
  status: 400,
  reason: 'Bad Request',
  message: CLIENT_ERROR_MESSAGES.badRequest,
};

/** The part of Node's socket that tells whether a response has begun on it. */
type ServerSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError' event): the request never became one, so
 * the answer is written to the socket by hand, with the same `{ errors: [{ msg }] }` body as every
 * other refusal, and the connection is closed.
 */
export function answerClientError(
  this: { log: FastifyBaseLogger },
  error: NodeJS.ErrnoException,
  socket: ServerSocket,
): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = (error.code && ANSWERS[error.code]) || BAD_REQUEST;
  this.log.debug({ err: error, status: answer.status }, 'client error');
  // A response already under way on this connection cannot be followed by another.
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const body = JSON.stringify(errorBody([answer.message]));
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
