import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScrapeQuery, ScrapeResponse } from '@thoughtful/shared';
import { authenticate, currentUser } from '../auth';
import { enforceUserLimit } from '../../security/user-limits';

/** `GET /api/scrape?url=`: a page's title and images, fetched by the server (DESIGN.md §4). */
export const scrapeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pages } = app.services;
  if (app.config.scrape.allowLoopback) {
    app.log.warn('SCRAPE_ALLOW_LOOPBACK is on: the scraper may reach this machine (tests only)');
  }

  app.get(
    '/scrape',
    {
      preHandler: authenticate,
      schema: { querystring: ScrapeQuery, response: { 200: ScrapeResponse } },
    },
    async (request) => {
      await enforceUserLimit(request, 'scrape');
      return pages.fetch(currentUser(request), request.query.url, (error) =>
        request.log.info({ err: error, url: request.query.url }, 'page fetch failed'),
      );
    },
  );
};
