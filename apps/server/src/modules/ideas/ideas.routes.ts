import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateIdeaBody,
  CreateKeyPointBody,
  CreateQuoteBody,
  IdeaDto,
  IdeaListQuery,
  IdeaSummaryList,
  IdParams,
} from '@thoughtful/shared';
import { sendSplicedJson } from '../../http/spliced-gzip';
import { limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth';

/**
 * inTells (content spec §7). Every signed-in user reads them (students too: activities show
 * them); only non-students create them here (DESIGN.md §3: students create through activities).
 */
export const ideaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ideas } = app.services;

  app.get(
    '/ideas',
    {
      preHandler: authenticate,
      schema: { querystring: IdeaListQuery, response: { 200: IdeaSummaryList } },
    },
    // Sent as the JSON the service makes or keeps, already checked against its schema.
    async (request, reply) => {
      const json = await ideas.listJson(
        currentUser(request),
        request.query,
        request.contentVersions,
      );
      return reply.type('application/json; charset=utf-8').send(json as unknown as IdeaSummaryList);
    },
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
        await ideas.readParts(currentUser(request), request.params.id),
      );
    },
  );

  app.post(
    '/ideas',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { body: CreateIdeaBody, response: { 201: IdeaDto } },
    },
    async (request, reply) =>
      reply.status(201).send(await ideas.create(currentUser(request), request.body)),
  );

  // Quotes and key points are inTells too: the same people create them (decisions.md).
  app.post(
    '/ideas/:id/quotes',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { params: IdParams, body: CreateQuoteBody, response: { 201: IdeaDto } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await ideas.createQuote(currentUser(request), request.params.id, request.body)),
  );

  app.post(
    '/ideas/:id/keyPoints',
    {
      preHandler: [authenticate, limitPerUser('content')],
      schema: { params: IdParams, body: CreateKeyPointBody, response: { 201: IdeaDto } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await ideas.createKeyPoint(currentUser(request), request.params.id, request.body)),
  );
};
