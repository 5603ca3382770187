import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddIdeaScaleBody, AgentDto, IdeaDto, IdParams, RateAgentBody } from '@thoughtful/shared';
import { limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth';

/**
 * Interpreting an inTell on its scales and rating a waveMaker on its plane (content §7). Who may
 * do which is the policy's to say (the service asks it); the route only authenticates.
 */
export const interpretationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { interpretations } = app.services;

  app.post(
    '/ideas/scale/:id',
    {
      preHandler: [authenticate, limitPerUser('interpretation')],
      schema: { params: IdParams, body: AddIdeaScaleBody, response: { 200: IdeaDto } },
    },
    async (request) =>
      interpretations.interpretIdea(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/agents/scale/:id',
    {
      preHandler: [authenticate, limitPerUser('interpretation')],
      schema: { params: IdParams, body: RateAgentBody, response: { 200: AgentDto } },
    },
    async (request) =>
      interpretations.rateAgent(currentUser(request), request.params.id, request.body),
  );
};
