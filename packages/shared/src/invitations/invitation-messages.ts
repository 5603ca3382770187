import type { InvitationEntryKind } from './invitation-entries';

/** The server's answers about the invitation list; the spec has no words for them (plain ones). */
export const INVITATION_MESSAGES = {
  NOT_FOUND: 'Invitation not found',
  REMOVED: 'Invitation removed',
  notAnEntry: (entry: string, kind: InvitationEntryKind) =>
    kind === 'email' ? `Not an email address: ${entry}` : `Not a login ID: ${entry}`,
  /** More refused entries than are worth one message each. */
  moreNotEntries: (count: number) => `…and ${count} more`,
  mailSent: (email: string) => `Invitation mail sent to ${email}`,
  NO_MAIL_IN_ANONYMOUS_MODE: 'Login IDs have no mailbox, so no invitation mail is sent.',
  ALREADY_REGISTERED: 'This address has registered already; no invitation mail is needed.',
  RESEND_TOO_SOON:
    'An invitation mail went to this address a short while ago. Please wait before sending another.',
  MAIL_BUDGET_SPENT: 'Too many invitation mails this hour. Please wait before inviting more.',
} as const;
