import type { FastifyInstance } from 'fastify';
import { INVITATION_MESSAGES } from '@thoughtful/shared';
import { TooManyRequestsError } from '../../http/errors';
import { retryAfterSeconds } from '../../security/rate-limit-store';

const HOUR = 60 * 60_000;

/**
 * Invitation mails are sent for admins (the invitation list) and teachers (a class's roster), but
 * a mail goes to someone else's mailbox: one inviter sends at most two full pastes' worth an hour,
 * and one address is sent 'again' at most three times an hour, so neither a slip nor a script
 * turns the server into a spammer.
 */
export const INVITATION_MAIL_LIMITS = Object.freeze({
  perAdmin: { max: 2000, windowMs: HOUR },
  perAddress: { max: 3, windowMs: HOUR },
});

/** The hourly mail budget of each inviter, shared by every route that sends invitation mails. */
export function invitationMailBudget(app: FastifyInstance) {
  const perInviter = app.rateLimits.limiter(
    'invitation-mail:admin',
    INVITATION_MAIL_LIMITS.perAdmin,
  );
  const perAddress = app.rateLimits.limiter(
    'invitation-mail:address',
    INVITATION_MAIL_LIMITS.perAddress,
  );
  return {
    perAddress,
    /** Refuses (429) a request that could take the inviter past the hour's mails. */
    async reserve(inviterId: string, mails: number): Promise<void> {
      const used = await perInviter.get(inviterId);
      if ((used?.consumedPoints ?? 0) + mails > perInviter.points) {
        throw new TooManyRequestsError(
          retryAfterSeconds(used?.msBeforeNext ?? INVITATION_MAIL_LIMITS.perAdmin.windowMs),
          INVITATION_MESSAGES.MAIL_BUDGET_SPENT,
        );
      }
    },
    /** Counts mails sent (or queued). */
    async spend(inviterId: string, mails: number): Promise<void> {
      if (mails > 0) await perInviter.penalty(inviterId, mails);
    },
  };
}
