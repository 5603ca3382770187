import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponse, ReportBody, ReportsPage, ReportsQuery } from '@thoughtful/shared';
import { limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth';

/**
 * `POST /api/report`: a signed-in user's bug report or suggestion; `GET /api/report`: the admins
 * read them, newest first (beyond the spec).
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.services;
  app.post(
    '/report',
    {
      preHandler: [authenticate, limitPerUser('report')],
      schema: { body: ReportBody, response: { 201: MessageResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ msg: await reports.create(currentUser(request), request.body) }),
  );
  app.get(
    '/report',
    {
      preHandler: authenticate,
      schema: { querystring: ReportsQuery, response: { 200: ReportsPage } },
    },
    async (request) => reports.list(currentUser(request), request.query),
  );
};
