import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClassIdParams,
  ClassViewpoints,
  Id,
  IdeaCruxes,
  IdeaViewpoints,
  IdParams,
} from '@thoughtful/shared';
import { authenticate, currentUser } from '../auth';

/** `?classId=`: read inside a class, with that class's students' answers and map. */
export const ViewpointsQuery = z.object({ classId: Id.optional() });

/**
 * Viewpoint groups, bridging and cruxes (DESIGN.md §12). The routes authenticate; who may read
 * what is the service's question (an inTell's readers; a class's members; its teachers).
 */
export const viewpointRoutes: FastifyPluginAsyncZod = async (app) => {
  const { viewpoints } = app.services;
  const signedIn = { preHandler: authenticate };

  app.get(
    '/ideas/:id/viewpoints',
    {
      ...signedIn,
      schema: { params: IdParams, querystring: ViewpointsQuery, response: { 200: IdeaViewpoints } },
    },
    async (request) =>
      viewpoints.ideaViewpoints(currentUser(request), request.params.id, request.query.classId),
  );

  app.get(
    '/ideas/:id/cruxes',
    {
      ...signedIn,
      schema: { params: IdParams, querystring: ViewpointsQuery, response: { 200: IdeaCruxes } },
    },
    async (request) =>
      viewpoints.ideaCruxes(currentUser(request), request.params.id, request.query.classId),
  );

  app.get(
    '/classes/:id/viewpoints',
    { ...signedIn, schema: { params: ClassIdParams, response: { 200: ClassViewpoints } } },
    async (request) => viewpoints.classViewpoints(currentUser(request), request.params.id),
  );

  app.post(
    '/classes/:id/viewpoints/release',
    { ...signedIn, schema: { params: ClassIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await viewpoints.releaseClassFigures(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
