import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgentDto, AgentList, AgentListQuery, CreateAgentBody, IdParams } from '@thoughtful/shared';
import { authenticate, currentUser } from '../auth';
import { limitPerUser } from '../../security/user-limits';

/**
 * waveMakers (content spec §7): read by every signed-in user; created and rated by non-students
 * (students reach no agent screen, spec §2; they make content through activities).
 */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { agents, agentReads } = app.services;

  app.get(
    '/agents',
    {
      preHandler: authenticate,
      schema: { querystring: AgentListQuery, response: { 200: AgentList } },
    },
    async (request) => agents.list(currentUser(request), request.query),
  );

  app.get(
    '/agents/:id',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: AgentDto } } },
    async (request) => agentReads.read(currentUser(request), request.params.id),
  );

  app.post(
    '/agents',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { body: CreateAgentBody, response: { 201: AgentDto } },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const id = await agents.create(actor, request.body);
      return reply.status(201).send(await agentReads.get(id, actor.id));
    },
  );
};
