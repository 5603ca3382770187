import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateLinkAgentAgentBody,
  CreateLinkIdeaAgentBody,
  CreateLinkIdeaIdeaBody,
  IdParams,
  LinkAgentAgentDto,
  LinkIdeaAgentDto,
  LinkIdeaIdeaDto,
  RateLinkIdeaIdeaBody,
  WithdrawnLinkAgentAgent,
  WithdrawnLinkIdeaAgent,
  WithdrawnLinkIdeaIdea,
} from '@thoughtful/shared';
import { authenticate, currentUser } from '../auth';
import { limitPerUser } from '../../security/user-limits';

/**
 * Links (content spec §7): read by every signed-in user (the link pages), created, rated and
 * their ratings withdrawn from the link pages by non-students only, since students make content
 * only through activities (DESIGN.md §3).
 */
export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { links } = app.services;
  const create = [authenticate, limitPerUser('link')];

  app.post(
    '/linkIdeaIdeas',
    {
      preHandler: create,
      schema: { body: CreateLinkIdeaIdeaBody, response: { 201: LinkIdeaIdeaDto } },
    },
    async (request, reply) =>
      reply.status(201).send(await links.createIdeaIdea(currentUser(request), request.body)),
  );
  app.post(
    '/linkIdeaAgents',
    {
      preHandler: create,
      schema: { body: CreateLinkIdeaAgentBody, response: { 201: LinkIdeaAgentDto } },
    },
    async (request, reply) =>
      reply.status(201).send(await links.createIdeaAgent(currentUser(request), request.body)),
  );
  app.post(
    '/linkAgentAgents',
    {
      preHandler: create,
      schema: { body: CreateLinkAgentAgentBody, response: { 201: LinkAgentAgentDto } },
    },
    async (request, reply) =>
      reply.status(201).send(await links.createAgentAgent(currentUser(request), request.body)),
  );

  // The link page's own rating call, `addLinkIdeaIdeaScale` without the id.
  app.post(
    '/linkIdeaIdeas/:id/scale',
    {
      preHandler: create,
      schema: { params: IdParams, body: RateLinkIdeaIdeaBody, response: { 200: LinkIdeaIdeaDto } },
    },
    async (request) => links.rateIdeaIdea(currentUser(request), request.params.id, request.body),
  );

  // The reader withdraws his or her own rating; any body is ignored.
  app.delete(
    '/linkIdeaIdeas/:id/scale',
    { preHandler: create, schema: { params: IdParams, response: { 200: WithdrawnLinkIdeaIdea } } },
    async (request) => links.withdrawIdeaIdea(currentUser(request), request.params.id),
  );
  app.delete(
    '/linkIdeaAgents/:id/scale',
    { preHandler: create, schema: { params: IdParams, response: { 200: WithdrawnLinkIdeaAgent } } },
    async (request) => links.withdrawIdeaAgent(currentUser(request), request.params.id),
  );
  app.delete(
    '/linkAgentAgents/:id/scale',
    {
      preHandler: create,
      schema: { params: IdParams, response: { 200: WithdrawnLinkAgentAgent } },
    },
    async (request) => links.withdrawAgentAgent(currentUser(request), request.params.id),
  );

  app.get(
    '/linkIdeaIdeas/:id',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: LinkIdeaIdeaDto } } },
    async (request) => links.readIdeaIdea(currentUser(request), request.params.id),
  );
  app.get(
    '/linkIdeaAgents/:id',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: LinkIdeaAgentDto } } },
    async (request) => links.readIdeaAgent(currentUser(request), request.params.id),
  );
  app.get(
    '/linkAgentAgents/:id',
    {
      preHandler: authenticate,
      schema: { params: IdParams, response: { 200: LinkAgentAgentDto } },
    },
    async (request) => links.readAgentAgent(currentUser(request), request.params.id),
  );
};
