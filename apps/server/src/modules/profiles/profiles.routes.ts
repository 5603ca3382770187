import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, ProfileDto, ProfileList, UpdateProfileBody } from '@thoughtful/shared';
import { authenticate, currentUser, requireNonStudent } from '../auth/auth.hooks';
import { ProfilesService } from './profiles.service';

/**
 * Public profiles (content spec §7). The profile screens are closed to students in the education
 * build (spec §2), so these endpoints are too; a member edits only their own (spec §6).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = new ProfilesService(app.database.db);
  const members = { preHandler: [authenticate, requireNonStudent] };

  app.get('/profile', { ...members, schema: { response: { 200: ProfileList } } }, async () =>
    profiles.list(),
  );

  app.get(
    '/profile/user/:id',
    { ...members, schema: { params: IdParams, response: { 200: ProfileDto } } },
    async (request) => profiles.getForUser(request.params.id),
  );

  app.post(
    '/profile',
    { ...members, schema: { body: UpdateProfileBody, response: { 200: ProfileDto } } },
    async (request) => profiles.saveOwn(currentUser(request), request.body),
  );
};
