import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityAnswers,
  ActivityDto,
  ActivityList,
  ActivityListQuery,
  CreateActivityBody,
  IdParams,
  UpdateActivityBody,
} from '@thoughtful/shared';
import { enforceUserLimit, limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth';

/**
 * A completion that adds content counts against the member's hourly caps like the same content
 * sent on its own: an inTell or key point as content, an interpretation or a rating as one.
 */
async function limitCompletionContent(request: FastifyRequest, body: UpdateActivityBody) {
  if (body.addIdea != null) await enforceUserLimit(request, 'content');
  if (
    body.addIdeaScale != null ||
    body.addLinkIdeaIdeaScale != null ||
    body.addIdea?.addIdeaScale
  ) {
    await enforceUserLimit(request, 'interpretation');
  }
}

/**
 * Activities (content spec §7; DESIGN.md §8). Who may do what is the policy's to say (the service
 * asks it, with the activity as context for what a student adds); the routes only authenticate.
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { activities } = app.services;

  app.get(
    '/activity',
    {
      preHandler: authenticate,
      schema: { querystring: ActivityListQuery, response: { 200: ActivityList } },
    },
    async (request) => activities.list(currentUser(request), request.query),
  );

  app.post(
    '/activity',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { body: CreateActivityBody, response: { 201: ActivityDto } },
    },
    async (request, reply) =>
      reply.status(201).send(await activities.create(currentUser(request), request.body)),
  );

  app.post(
    '/activity/:id',
    {
      preHandler: [authenticate, async (request) => limitCompletionContent(request, request.body)],
      schema: { params: IdParams, body: UpdateActivityBody, response: { 200: ActivityList } },
    },
    async (request) => activities.update(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/activity/:id/answers',
    {
      preHandler: authenticate,
      schema: { params: IdParams, response: { 200: ActivityAnswers } },
    },
    async (request) => activities.answers(currentUser(request), request.params.id),
  );

  app.delete(
    '/activity/:id',
    {
      preHandler: authenticate,
      schema: { params: IdParams, response: { 200: ActivityList } },
    },
    async (request) => activities.remove(currentUser(request), request.params.id),
  );
};
