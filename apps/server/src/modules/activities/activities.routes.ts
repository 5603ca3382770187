import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTIVITY_MESSAGES,
  ActivitiesLiveBody,
  ActivityAnswers,
  ActivityDto,
  ActivityList,
  ActivityListQuery,
  CopySequenceBody,
  CreateActivityBody,
  DuplicateActivityBody,
  EditActivityBody,
  IdParams,
  UpdateActivityBody,
} from '@thoughtful/shared';
import { BadRequestError } from '../../http/errors';
import { enforceUserLimit, limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth';

/**
 * What a `POST /api/activity/{id}` asks for: a teacher's changes (Go Live, a new place, activities
 * added after it), a completion with what the activity asks for, or both. Content sent without a
 * completion, or a body that asks for nothing, is refused.
 */
function whatIsAsked(id: string, body: UpdateActivityBody): 'changes' | 'completion' | 'both' {
  if (body.activityID != null && body.activityID !== id) {
    throw new BadRequestError(ACTIVITY_MESSAGES.ID_MISMATCH);
  }
  const changes = body.enabled != null || body.order != null || body.newActivities != null;
  const hasContent =
    body.addIdea != null || body.addIdeaScale != null || body.addLinkIdeaIdeaScale != null;
  const completes = body.studentIDCompleted != null;
  if (hasContent && !completes) throw new BadRequestError(ACTIVITY_MESSAGES.COMPLETION_REQUIRED);
  if (!changes && !completes) throw new BadRequestError(ACTIVITY_MESSAGES.NOTHING_TO_DO);
  return !completes ? 'changes' : changes ? 'both' : 'completion';
}

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
 * Activities (content spec §7; DESIGN.md §8): reading, managing and completing are use cases of
 * their own, and `POST /api/activity/{id}` hands the request to the one it asks for. Who may do
 * what is the policy's to say (the use cases ask it, with the activity as context for what a
 * student adds); the routes only authenticate.
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, management, completion } = app.services.activities;

  app.get(
    '/activity',
    {
      preHandler: authenticate,
      schema: { querystring: ActivityListQuery, response: { 200: ActivityList } },
    },
    async (request) => reads.list(currentUser(request), request.query),
  );

  app.post(
    '/activity',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { body: CreateActivityBody, response: { 201: ActivityDto } },
    },
    async (request, reply) =>
      reply.status(201).send(await management.create(currentUser(request), request.body)),
  );

  app.post(
    '/activity/:id',
    {
      preHandler: [authenticate, async (request) => limitCompletionContent(request, request.body)],
      schema: { params: IdParams, body: UpdateActivityBody, response: { 200: ActivityList } },
    },
    async (request) => {
      const actor = currentUser(request);
      const { params, body } = request;
      switch (whatIsAsked(params.id, body)) {
        case 'changes':
          return management.update(actor, params.id, body);
        case 'completion':
          return completion.complete(actor, params.id, body);
        case 'both':
          return completion.completeAfterChanges(actor, params.id, body);
      }
    },
  );

  // Reuse (DESIGN.md §14; docs/decisions/2026-11-23-teacher-activity-manager.md 'Reuse').
  app.put(
    '/activity/:id',
    {
      preHandler: authenticate,
      schema: { params: IdParams, body: EditActivityBody, response: { 200: ActivityList } },
    },
    async (request) => management.edit(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/activity/:id/duplicate',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { params: IdParams, body: DuplicateActivityBody, response: { 201: ActivityDto } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await management.duplicate(currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/classes/:id/activities/live',
    {
      preHandler: authenticate,
      schema: { params: IdParams, body: ActivitiesLiveBody, response: { 200: ActivityList } },
    },
    async (request) => management.setLive(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/classes/:id/activities/copy',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { params: IdParams, body: CopySequenceBody, response: { 201: ActivityList } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await management.copySequence(currentUser(request), request.params.id, request.body)),
  );

  app.get(
    '/activity/:id/answers',
    {
      preHandler: authenticate,
      schema: { params: IdParams, response: { 200: ActivityAnswers } },
    },
    async (request) => reads.answers(currentUser(request), request.params.id),
  );

  app.delete(
    '/activity/:id',
    {
      preHandler: authenticate,
      schema: { params: IdParams, response: { 200: ActivityList } },
    },
    async (request) => management.remove(currentUser(request), request.params.id),
  );
};
