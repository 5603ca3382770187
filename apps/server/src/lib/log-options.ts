import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';

/** Secrets that never reach a log line. */
const REDACT = ['req.headers["x-auth-token"]', 'req.headers.authorization'];

/**
 * The server's log: one JSON object a line for machines (a log collector, a file, a
 * pipe), readable lines for a person at a terminal: `12:03:04 INFO: Thoughtful is running at …`.
 * Requests are not logged one by one at `info` (a person would see nothing else); each is a
 * `debug` line (`LOG_LEVEL=debug`), and failed ones are logged as errors where they fail.
 */
export function logOptions(
  level: string,
  pretty: boolean,
  /** Where the lines go; standard output unless given (tests). */
  destination?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  if (!pretty) {
    return destination ? { level, redact: REDACT, stream: destination } : { level, redact: REDACT };
  }
  return {
    level,
    redact: REDACT,
    stream: pinoPretty({
      ...(destination ? { destination } : {}),
      colorize: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
      sync: true,
    }),
  };
}
