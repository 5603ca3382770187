import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClassGroupBody,
  ClassGroupParams,
  ClassGroups,
  ClassIdParams,
  RosterStudentParams,
  SplitClassBody,
  StudentGroupBody,
} from '@thoughtful/shared';
import { authenticate, currentUser } from '../auth';

/**
 * Small groups inside a class (issue 43): for its teachers and admins; every write answers the
 * class's groups as `GET` does, so the screen shows what the server holds.
 */
export const classGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { classGroups } = app.services;
  const signedIn = { preHandler: authenticate };

  app.get(
    '/classes/:id/groups',
    { ...signedIn, schema: { params: ClassIdParams, response: { 200: ClassGroups } } },
    async (request) => classGroups.list(currentUser(request), request.params.id),
  );

  app.post(
    '/classes/:id/groups',
    {
      ...signedIn,
      schema: { params: ClassIdParams, body: ClassGroupBody, response: { 201: ClassGroups } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await classGroups.create(currentUser(request), request.params.id, request.body)),
  );

  // Before '/classes/:id/groups/:groupId', which would otherwise take 'split' for an id.
  app.post(
    '/classes/:id/groups/split',
    {
      ...signedIn,
      schema: { params: ClassIdParams, body: SplitClassBody, response: { 200: ClassGroups } },
    },
    async (request) =>
      classGroups.split(currentUser(request), request.params.id, request.body.count),
  );

  app.post(
    '/classes/:id/groups/:groupId',
    {
      ...signedIn,
      schema: { params: ClassGroupParams, body: ClassGroupBody, response: { 200: ClassGroups } },
    },
    async (request) => {
      const { id, groupId } = request.params;
      return classGroups.rename(currentUser(request), id, groupId, request.body);
    },
  );

  app.delete(
    '/classes/:id/groups/:groupId',
    { ...signedIn, schema: { params: ClassGroupParams, response: { 200: ClassGroups } } },
    async (request) => {
      const { id, groupId } = request.params;
      return classGroups.remove(currentUser(request), id, groupId);
    },
  );

  app.post(
    '/classes/:id/roster/:userId/group',
    {
      ...signedIn,
      schema: {
        params: RosterStudentParams,
        body: StudentGroupBody,
        response: { 200: ClassGroups },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      return classGroups.assign(currentUser(request), id, userId, request.body.groupId);
    },
  );
};
