import type { FastifyInstance } from 'fastify';
import { INVITATION_MESSAGES } from '@thoughtful/shared';
import { hourlyBudget } from '../../security/hourly-budget';

const HOUR = 60 * 60_000;

/**
 * Invitation mails are sent for admins (the invitation list) and teachers (a class's roster), but
 * a mail goes to someone else's mailbox. A teacher invites a class at a time: 120 mails an hour,
 * four classes of thirty; an admin, who invites a school, two full pastes' worth. One address is
 * sent 'again' at most three times an hour. So neither a slip nor a script turns the server into a
 * spammer (docs/decisions/2026-11-21-accounts.md 'Rate limits').
 */
export const INVITATION_MAIL_LIMITS = Object.freeze({
  perTeacher: 120,
  perAdmin: 2000,
  perAddress: { max: 3, windowMs: HOUR },
});

/** The hourly mail budget of each inviter, shared by every route that sends invitation mails. */
export function invitationMailBudget(app: FastifyInstance) {
  return {
    ...hourlyBudget(
      app,
      'invitation-mail',
      INVITATION_MAIL_LIMITS,
      INVITATION_MESSAGES.MAIL_BUDGET_SPENT,
    ),
    perAddress: app.rateLimits.limiter(
      'invitation-mail:address',
      INVITATION_MAIL_LIMITS.perAddress,
    ),
  };
}
