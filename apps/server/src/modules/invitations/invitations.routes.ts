import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddInvitationsBody,
  AddInvitationsResponse,
  inputString,
  InvitationList,
  MessageResponse,
} from '@thoughtful/shared';
import { authenticate, currentUser } from '../auth';

/** The invitation list, for admins only (DESIGN.md §3). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invitations } = app.services;
  const adminOnly = { preHandler: authenticate };

  app.get(
    '/invitations',
    { ...adminOnly, schema: { response: { 200: InvitationList } } },
    async (request) => invitations.list(currentUser(request)),
  );

  app.post(
    '/invitations',
    {
      ...adminOnly,
      schema: { body: AddInvitationsBody, response: { 200: AddInvitationsResponse } },
    },
    async (request) =>
      invitations.add(currentUser(request), request.body.emails, request.body.role),
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
      await invitations.remove(currentUser(request), request.params.email);
      return { msg: 'Invitation removed' };
    },
  );
};
