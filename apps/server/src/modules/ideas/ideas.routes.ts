import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateIdeaBody,
  CreateKeyPointBody,
  CreateQuoteBody,
  IdeaDto,
  IdeaListQuery,
  IdeaSummaryList,
  IdParams,
  SimilarIdeas,
  SimilarIdeasQuery,
} from '@thoughtful/shared';
import { sendSplicedJson } from '../../http/spliced-gzip';
import { enforceUserLimit, limitPerUser } from '../../security/user-limits';
import { authenticate, authenticateReading, currentUser } from '../auth';

/**
 * inTells (content spec §7). Every signed-in user reads them (students too: activities show
 * them); only non-students create them here (DESIGN.md §3: students create through activities).
 */
export const ideaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ideas, ideaReads, similarIdeas } = app.services;

  app.get(
    '/ideas',
    {
      // The lists are kept at the 'ideas' counter, read with the member in one statement.
      preHandler: authenticateReading('ideas'),
      schema: { querystring: IdeaListQuery, response: { 200: IdeaSummaryList } },
    },
    // Sent as the JSON the service makes or keeps, already checked against its schema.
    async (request, reply) => {
      const json = await ideaReads.listJson(
        currentUser(request),
        request.query,
        request.counterAtAuth,
      );
      return reply.type('application/json; charset=utf-8').send(json as unknown as IdeaSummaryList);
    },
  );

  // The inTells most like the one being written (issue 45): every signed-in member, in her scope.
  app.get(
    '/ideas/similar',
    {
      preHandler: authenticate,
      schema: { querystring: SimilarIdeasQuery, response: { 200: SimilarIdeas } },
    },
    async (request) => similarIdeas.similar(currentUser(request), request.query),
  );

  app.get(
    '/ideas/:id',
    {
      preHandler: authenticate,
      schema: { params: IdParams, response: { 200: IdeaDto } },
    },
    // Sent as the bytes the service keeps, already checked against IdeaDto, gzipped when the
    // client accepts it (hundreds of links make it large; gzipped it is a sixth): a Buffer goes
    // out as it is, past the response schema's serialiser, which still documents the answer.
    async (request, reply) => {
      return sendSplicedJson(
        request,
        reply,
        await ideaReads.read(currentUser(request), request.params.id),
      );
    },
  );

  app.post(
    '/ideas',
    {
      preHandler: [
        authenticate,
        limitPerUser('content'),
        // Posted linked to another inTell (issue 45): the link counts as links made elsewhere do.
        async (request) => {
          if (request.body.linkTo) await enforceUserLimit(request, 'link');
        },
      ],
      schema: { body: CreateIdeaBody, response: { 201: IdeaDto } },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const id = await ideas.create(actor, request.body);
      return reply.status(201).send(await ideaReads.dto(id, actor.id));
    },
  );

  // Quotes and key points are inTells too: the same people create them
  // (docs/decisions/2026-11-21-quotes-and-key-points.md).
  app.post(
    '/ideas/:id/quotes',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { params: IdParams, body: CreateQuoteBody, response: { 201: IdeaDto } },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const id = await ideas.createQuote(actor, request.params.id, request.body);
      return reply.status(201).send(await ideaReads.dto(id, actor.id));
    },
  );

  app.post(
    '/ideas/:id/keyPoints',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { params: IdParams, body: CreateKeyPointBody, response: { 201: IdeaDto } },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const id = await ideas.createKeyPoint(actor, request.params.id, request.body);
      return reply.status(201).send(await ideaReads.dto(id, actor.id));
    },
  );
};
