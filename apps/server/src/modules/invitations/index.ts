/** The invitations module's public surface: who is invited (and as what) and who is banned. */
export { findInvitation, isBanned } from './invitations.repository';
