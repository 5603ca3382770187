export {
  issueSignInTicket,
  redeemSignInTicket,
  safeNextPath,
  SIGN_IN_TICKET_TTL_MS,
} from './sign-in-tickets';
export {
  createExternalUser,
  findIdentityUser,
  linkIdentity,
  ltiIssuerKey,
} from './external-identities';
export {
  clearedSignInCookie,
  cookieHeader,
  newBrowserBinding,
  readCookie,
  SIGN_IN_COOKIE,
  signInCookie,
} from './browser-binding';
