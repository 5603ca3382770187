import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** The command line's logger: warnings and errors only, to standard error. */
export function quietLog(): FastifyBaseLogger {
  return pino({ level: 'warn' }, pino.destination(2));
}
