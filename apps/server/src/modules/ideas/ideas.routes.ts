import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddIdeaScaleBody,
  CreateIdeaBody,
  CreateKeyPointBody,
  CreateQuoteBody,
  IdeaDto,
  IdeaListQuery,
  IdeaSummaryList,
  IdParams,
} from '@thoughtful/shared';
import { fullTextSearchFor } from '../../db/full-text-search';
import { authenticate, currentUser, requireNonStudent } from '../auth/auth.hooks';
import { limitPerUser } from '../../security/user-limits';
import { IdeaScalesService } from './idea-scales.service';
import { IdeasService } from './ideas.service';

/**
 * inTells (content spec §7). Every signed-in user reads them (students too: activities show
 * them); only non-students create them here (DESIGN.md §3: students create through activities).
 */
export const ideaRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = fullTextSearchFor(app.database.dialect);
  const ideas = new IdeasService(app.database.db, search);
  const scales = new IdeaScalesService(app.database.db, search, {
    education: app.config.flags.education,
  });

  app.get(
    '/ideas',
    {
      preHandler: authenticate,
      schema: { querystring: IdeaListQuery, response: { 200: IdeaSummaryList } },
    },
    async (request) => ideas.list(request.query),
  );

  app.get(
    '/ideas/:id',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: IdeaDto } } },
    async (request) => ideas.get(request.params.id, currentUser(request).id),
  );

  app.post(
    '/ideas',
    {
      preHandler: [authenticate, requireNonStudent, limitPerUser('content')],
      schema: { body: CreateIdeaBody, response: { 201: IdeaDto } },
    },
    async (request, reply) =>
      reply.status(201).send(await ideas.create(currentUser(request), request.body)),
  );

  // Quotes and key points are inTells too: the same people create them (decisions.md).
  app.post(
    '/ideas/:id/quotes',
    {
      preHandler: [authenticate, requireNonStudent, limitPerUser('content')],
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
      preHandler: [authenticate, requireNonStudent, limitPerUser('content')],
      schema: { params: IdParams, body: CreateKeyPointBody, response: { 201: IdeaDto } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await ideas.createKeyPoint(currentUser(request), request.params.id, request.body)),
  );

  // Every signed-in member interprets, students too: their activities interpret inTells.
  app.post(
    '/ideas/scale/:id',
    {
      preHandler: [authenticate, limitPerUser('interpretation')],
      schema: { params: IdParams, body: AddIdeaScaleBody, response: { 200: IdeaDto } },
    },
    async (request) => scales.add(currentUser(request), request.params.id, request.body),
  );
};
