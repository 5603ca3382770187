import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ClassIdParams, RosterSyncResult } from '@thoughtful/shared';
import { limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth';

/**
 * `POST /api/classes/{id}/lti/roster-sync` (DESIGN.md §13): the class's teachers and admins fill
 * its roster from the linked course. Each sync fetches from another site for the member, so it
 * counts against the member's page-fetching limit.
 */
export const ltiServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ltiRoster } = app.services;

  app.post(
    '/classes/:id/lti/roster-sync',
    {
      preHandler: [authenticate, limitPerUser('scrape')],
      schema: { params: ClassIdParams, response: { 200: RosterSyncResult } },
    },
    async (request) => ltiRoster.sync(currentUser(request), request.params.id),
  );
};
