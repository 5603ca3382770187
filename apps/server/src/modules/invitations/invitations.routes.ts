import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddInvitationsBody,
  AddInvitationsResponse,
  inputString,
  InvitationList,
  MessageResponse,
} from '@thoughtful/shared';
import { authenticate, currentUser, requireAdmin } from '../auth/auth.hooks';
import { InvitationsService } from './invitations.service';

/** The invitation list, for admins only (DESIGN.md §3). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const invitations = new InvitationsService(app.database.db, {
    anonymous: app.config.flags.anonymous,
  });
  const adminOnly = { preHandler: [authenticate, requireAdmin] };

  app.get(
    '/invitations',
    { ...adminOnly, schema: { response: { 200: InvitationList } } },
    async () => invitations.list(),
  );

  app.post(
    '/invitations',
    {
      ...adminOnly,
      schema: { body: AddInvitationsBody, response: { 200: AddInvitationsResponse } },
    },
    async (request) =>
      invitations.add(request.body.emails, request.body.role, currentUser(request).id),
  );

  app.delete(
    '/invitations/:email',
    {
      ...adminOnly,
      schema: {
        params: z.object({ email: inputString().min(1).max(254) }),
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await invitations.remove(request.params.email);
      return { msg: 'Invitation removed' };
    },
  );
};
