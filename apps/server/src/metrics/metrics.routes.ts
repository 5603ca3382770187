import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_MESSAGE } from '@thoughtful/shared';
import { errorBody } from '../http/error-handler';
import { UnauthorizedError } from '../http/errors';
import { UNMATCHED_ROUTE, type ServerMetrics } from './server-metrics';

/** Where Prometheus scrapes, outside /api: it is the operator's, not the web app's. */
export const METRICS_PATH = '/metrics';

/** The 401's words: the token is missing or not METRICS_TOKEN. */
export const METRICS_TOKEN_MESSAGE = 'A valid metrics token is required (Authorization: Bearer …)';

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the header holds, its length included.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const given = crypto
    .createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  const wanted = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, wanted) && match !== null;
}

/**
 * With METRICS_TOKEN set, times every answer by its route's pattern and serves `GET /metrics`
 * (Prometheus' text format) to requests that carry it; otherwise the path is not found, like any
 * unknown one. Called on the root app before the routes are registered, so the hook sees them all.
 * No rate limit applies: the token is the gate, and a scraper comes every few seconds.
 */
export function registerMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  // Timed only when someone may read the figures: a hook on every answer costs /api/health a
  // tenth of its rate (bench:http, docs/benchmarks.md), for nothing when METRICS_TOKEN is unset.
  if (app.config.metricsToken !== undefined) {
    app.addHook('onResponse', async (request, reply) => {
      // The pattern (`/api/ideas/:id`), never the URL: one series per route, not per inTell.
      // No route matched (a 404, the web app's pages): one series for them all.
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      metrics.requestObserved(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (token === undefined) return reply.status(404).send(errorBody([NOT_FOUND_MESSAGE]));
    // Figures about the server are the operator's: answered and cached for nobody else.
    void reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      void reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedError(METRICS_TOKEN_MESSAGE);
    }
    const text = await metrics.metrics();
    return reply.type(metrics.contentType).send(text);
  });
}
