import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClassIdParams,
  ClassViewpoints,
  Id,
  IdeaCruxes,
  IdeaViewpoints,
  IdParams,
  ID_PATTERN,
  VIEWPOINT_MAX_COMBINED_CLASSES,
} from '@thoughtful/shared';
import { authenticate, currentUser } from '../auth';
import { VIEWPOINT_MESSAGES } from './viewpoint-messages';

/** `?classId=`: read inside a class, with that class's students' answers and map. */
export const ViewpointsQuery = z.object({ classId: Id.optional() });

/** Class ids, comma-separated: the other classes the class is read together with. */
const OTHER_CLASSES = new RegExp(
  `^${ID_PATTERN.source.slice(1, -1)}(,${ID_PATTERN.source.slice(1, -1)}){0,${VIEWPOINT_MAX_COMBINED_CLASSES - 2}}$`,
);

/**
 * `?with=`: classes taught together (a year group) read as one map with the class (issue 43), by
 * their ids, comma-separated; the class's own map without it.
 */
export const ClassViewpointsQuery = z.object({
  with: z
    .string({ error: VIEWPOINT_MESSAGES.WITH_INVALID })
    .regex(OTHER_CLASSES, VIEWPOINT_MESSAGES.WITH_INVALID)
    .optional()
    .describe(
      `Other classes of the teacher's to read together with this one as one map (a year group), by id, comma-separated; at most ${VIEWPOINT_MAX_COMBINED_CLASSES - 1}.`,
    ),
});

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
    {
      ...signedIn,
      schema: {
        params: ClassIdParams,
        querystring: ClassViewpointsQuery,
        response: { 200: ClassViewpoints },
      },
    },
    async (request) =>
      viewpoints.classViewpoints(
        currentUser(request),
        request.params.id,
        request.query.with?.split(',') ?? [],
      ),
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
