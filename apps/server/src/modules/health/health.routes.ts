import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthDownResponse, HealthResponse } from '@thoughtful/shared';
import { pingDatabase } from '../../db/database';
import { errorBody } from '../../http/error-handler';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseUnavailableError,
} from '../../http/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthResponse, 503: HealthDownResponse } } },
    async (request, reply) => {
      // Redis down is no outage: limits fall back to in-process counts
      // (docs/decisions/2026-11-21-accounts.md "Rate limits").
      const redis = app.rateLimits.redisState;
      try {
        await pingDatabase(app.database.db);
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) {
          request.log.warn({ err: error.cause }, 'health check: the database is unavailable');
        } else {
          request.log.error({ err: error }, 'health check: database did not answer');
        }
        // A load balancer takes this server out of rotation; it comes back by itself.
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({
            ...errorBody([DATABASE_UNAVAILABLE_MESSAGE]),
            status: 'down' as const,
            database: app.database.dialect,
            redis,
          });
      }
      return {
        status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
        database: app.database.dialect,
        redis,
      };
    },
  );
};
