import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddInvitationsBody,
  AddInvitationsResponse,
  INVITATION_MESSAGES,
  inputString,
  InvitationList,
  MessageResponse,
  normalizeEmail,
  RemoveInvitationsBody,
  RemoveInvitationsResponse,
} from '@thoughtful/shared';
import type { BudgetHolder } from '../../security/hourly-budget';
import { consumeOrRefuse } from '../../security/rate-limit-store';
import { invitationMailBudget } from './invitation-mail-budget';
import { authenticate, currentUser } from '../auth';

const EmailParams = z.object({ email: inputString().min(1).max(254) });

/** The invitation list, for admins only (DESIGN.md §3): the service checks 'invitation.manage'. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invitations } = app.services;
  const adminOnly = { preHandler: authenticate };
  const mailsAreSent = !app.config.flags.anonymous;
  const budget = invitationMailBudget(app);
  const withinMailBudget = (admin: BudgetHolder, mails: number) => budget.reserve(admin, mails);

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
    async (request) => {
      const actor = currentUser(request);
      // The role check first: a teacher's request is a 403, never a 429.
      invitations.requireManager(actor);
      if (mailsAreSent) await withinMailBudget(actor, request.body.emails.length);
      const result = await invitations.add(actor, request.body.emails, request.body.role);
      if (mailsAreSent && result.added.length > 0) {
        await budget.spend(actor, result.added.length);
      }
      return result;
    },
  );

  app.post(
    '/invitations/remove',
    {
      ...adminOnly,
      schema: { body: RemoveInvitationsBody, response: { 200: RemoveInvitationsResponse } },
    },
    async (request) => invitations.removeMany(currentUser(request), request.body.emails),
  );

  app.post(
    '/invitations/:email/mail',
    { ...adminOnly, schema: { params: EmailParams, response: { 200: MessageResponse } } },
    async (request) => {
      const actor = currentUser(request);
      invitations.requireManager(actor);
      if (mailsAreSent) {
        await withinMailBudget(actor, 1);
        await consumeOrRefuse(
          budget.perAddress,
          normalizeEmail(request.params.email),
          INVITATION_MESSAGES.RESEND_TOO_SOON,
        );
      }
      const email = await invitations.sendAgain(actor, request.params.email);
      await budget.spend(actor, 1);
      return { msg: INVITATION_MESSAGES.mailSent(email) };
    },
  );

  app.delete(
    '/invitations/:email',
    { ...adminOnly, schema: { params: EmailParams, response: { 200: MessageResponse } } },
    async (request) => {
      await invitations.remove(currentUser(request), request.params.email);
      return { msg: INVITATION_MESSAGES.REMOVED };
    },
  );
};
