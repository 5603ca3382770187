import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The headers helmet sets for these options, worked out once. Helmet's middleware rebuilds them
 * on every request (it re-parses the CSP directives and calls `setHeader` a dozen times: 11% of
 * `/api/health`'s time, docs/benchmarks.md); they never change while the server runs, so they
 * are computed at start-up by running the middleware once against a stand-in response.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const failures: Error[] = [];
  helmet(options)(
    { headers: {} } as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error !== undefined && error !== null) {
        failures.push(
          error instanceof Error ? error : new Error('helmet could not set its headers'),
        );
      }
    },
  );
  const [failure] = failures;
  if (failure !== undefined) throw failure;
  return Object.freeze(headers);
}

/** Sets the security headers on every answer (routes may still replace one, as media does). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
