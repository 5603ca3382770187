import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@thoughtful/shared';
import { pingDatabase } from '../../db/database';
import { AppError } from '../../http/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, async (request) => {
    try {
      await pingDatabase(app.database.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      throw new AppError(503, 'Database unavailable');
    }
    // Redis down is no outage: limits fall back to in-process counts (decisions.md "Rate limits").
    const redis = app.rateLimits.redisState;
    return {
      status: redis === 'down' ? ('degraded' as const) : ('ok' as const),
      database: app.database.dialect,
      redis,
    };
  });
};
