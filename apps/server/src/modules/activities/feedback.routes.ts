import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassAnswersCsvQuery,
  ClassGrades,
  FeedbackDto,
  GiveFeedbackBody,
  IdParams,
  ReleasedFeedback,
  ReleaseFeedbackBody,
} from '@thoughtful/shared';
import { limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth';

/**
 * Feedback and grades, and a class's answers as CSV (DESIGN.md §14). Who may is the services' to
 * check (a class's teachers and admins); the routes only authenticate.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feedback, classAnswersCsv, classGrades } = app.services.activities;

  app.post(
    '/activity/:id/feedback',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { params: IdParams, body: GiveFeedbackBody, response: { 200: FeedbackDto } },
    },
    async (request) => feedback.give(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/classes/:id/release',
    {
      preHandler: authenticate,
      schema: { params: IdParams, body: ReleaseFeedbackBody, response: { 200: ReleasedFeedback } },
    },
    async (request) => feedback.release(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/classes/:id/answers.csv',
    {
      preHandler: [authenticate, limitPerUser('export')],
      schema: { params: IdParams, querystring: ClassAnswersCsvQuery },
    },
    async (request, reply) => {
      const csv = await classAnswersCsv(
        currentUser(request),
        request.params.id,
        request.query.timeZone,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .send(Readable.from(csv.lines, { objectMode: false }));
    },
  );

  app.get(
    '/classes/:id/grades',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: ClassGrades } } },
    async (request) => classGrades(currentUser(request), request.params.id),
  );
};
