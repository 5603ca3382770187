import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgentDto,
  AgentList,
  AgentListQuery,
  CreateAgentBody,
  IdParams,
  RateAgentBody,
} from '@thoughtful/shared';
import { fullTextSearchFor } from '../../db/full-text-search';
import { authenticate, currentUser, requireNonStudent } from '../auth/auth.hooks';
import { limitPerUser } from '../../security/user-limits';
import { AgentsService } from './agents.service';

/**
 * waveMakers (content spec §7): read by every signed-in user; created and rated by non-students
 * (students reach no agent screen, spec §2; they make content through activities).
 */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const agents = new AgentsService(app.database.db, fullTextSearchFor(app.database.dialect));

  app.get(
    '/agents',
    {
      preHandler: authenticate,
      schema: { querystring: AgentListQuery, response: { 200: AgentList } },
    },
    async (request) => agents.list(request.query),
  );

  app.get(
    '/agents/:id',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: AgentDto } } },
    async (request) => agents.get(request.params.id, currentUser(request).id),
  );

  app.post(
    '/agents',
    {
      preHandler: [authenticate, requireNonStudent, limitPerUser('content')],
      schema: { body: CreateAgentBody, response: { 201: AgentDto } },
    },
    async (request, reply) =>
      reply.status(201).send(await agents.create(currentUser(request), request.body)),
  );

  app.post(
    '/agents/scale/:id',
    {
      preHandler: [authenticate, requireNonStudent, limitPerUser('interpretation')],
      schema: { params: IdParams, body: RateAgentBody, response: { 200: AgentDto } },
    },
    async (request) => agents.rate(currentUser(request), request.params.id, request.body),
  );
};
