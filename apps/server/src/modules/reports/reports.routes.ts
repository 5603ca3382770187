import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponse, ReportBody } from '@thoughtful/shared';
import { newId } from '../../lib/ids';
import { limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth/auth.hooks';

/** `POST /api/report`: a signed-in user's bug report or suggestion. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/report',
    {
      preHandler: [authenticate, limitPerUser('report')],
      schema: { body: ReportBody, response: { 201: MessageResponse } },
    },
    async (request, reply) => {
      await app.database.db
        .insertInto('reports')
        .values({
          id: newId(),
          user_id: currentUser(request).id,
          message: request.body.message,
          created_at: new Date().toISOString(),
        })
        .execute();
      return reply.status(201).send({ msg: 'Thank you. Your report has been received.' });
    },
  );
};
