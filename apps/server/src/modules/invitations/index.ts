/** The invitations module's public surface: who is invited (and as what) and who is banned. */
export { findInvitation, isBanned } from './invitations.repository';
export { INVITATION_MAIL_LIMITS, invitationMailBudget } from './invitation-mail-budget';
export type { ClassInvitationsOf } from './invitations.service';
