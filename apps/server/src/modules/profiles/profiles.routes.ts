import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, ProfileDto, ProfileList, UpdateProfileBody } from '@thoughtful/shared';
import { authenticate, currentUser } from '../auth';

/**
 * Public profiles (content spec §7). The profile screens are closed to students in the education
 * build (spec §2), so these endpoints are too; a member edits only their own (spec §6).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;
  const members = { preHandler: authenticate };

  app.get('/profile', { ...members, schema: { response: { 200: ProfileList } } }, async (request) =>
    profiles.list(currentUser(request)),
  );

  app.get(
    '/profile/user/:id',
    { ...members, schema: { params: IdParams, response: { 200: ProfileDto } } },
    async (request) => profiles.getForUser(currentUser(request), request.params.id),
  );

  app.post(
    '/profile',
    { ...members, schema: { body: UpdateProfileBody, response: { 200: ProfileDto } } },
    async (request) => profiles.saveOwn(currentUser(request), request.body),
  );
};
