import { AUTH_MESSAGES } from './auth-messages';

/**
 * The words of a school sign-in through an OpenID provider (DESIGN.md §13) that fails: each is the
 * title and message of the page the person lands on instead of the app (the browser came back from
 * the provider, so a JSON error would be all she saw). `provider` is the button's name (OIDC_NAME).
 */
export interface SignInProblem {
  title: string;
  message: string;
}

export const OIDC_PROBLEMS = {
  /** `GET /api/auth/oidc/start` or the callback on a server with no provider configured. */
  notConfigured: (): SignInProblem => ({
    title: 'School sign-in is not available',
    message:
      'This site does not offer sign-in with a school account. Sign in with your e-mail address and password instead.',
  }),
  /** The provider's discovery document or token endpoint did not answer. */
  providerUnreachable: (provider: string): SignInProblem => ({
    title: `${provider} cannot be reached`,
    message: `We could not reach ${provider} to sign you in. Please try again in a few minutes.`,
  }),
  /** Too many sign-ins started from one address. */
  tooMany: (): SignInProblem => ({
    title: 'Too many sign-ins',
    message:
      'Too many sign-ins were started from your network. Please wait a few minutes and try again.',
  }),
  /** The provider answered the callback with `error` (the person cancelled, or it refused). */
  providerRefused: (provider: string): SignInProblem => ({
    title: 'Sign-in cancelled',
    message: `${provider} did not sign you in (the sign-in was cancelled or refused there). You can try again.`,
  }),
  /**
   * No state, a state this browser did not start (another browser's, or made up: a forged
   * callback), or no flow cookie (it expired, or the browser refuses cookies).
   */
  notThisBrowser: (): SignInProblem => ({
    title: 'This sign-in did not start here',
    message:
      'This sign-in was not started in this browser, or it took too long. Please start again from the login page.',
  }),
  /** The flow's state is unknown here: already used (a replayed callback) or over 10 minutes old. */
  flowGone: (): SignInProblem => ({
    title: 'This sign-in has expired',
    message:
      'This sign-in has already been used or has expired. Please start again from the login page.',
  }),
  /** The token endpoint refused the code (used already, expired, or not this flow's: invalid_grant). */
  codeRefused: (provider: string): SignInProblem => ({
    title: 'This sign-in has expired',
    message: `${provider} did not accept this sign-in any more (it may have been used already). Please start again from the login page.`,
  }),
  /** The provider's answer failed a check (the ID token's signature, issuer, audience, nonce, expiry). */
  answerInvalid: (provider: string): SignInProblem => ({
    title: 'The sign-in could not be checked',
    message: `The answer from ${provider} did not pass our checks, so we could not sign you in. Please try again; if it happens again, tell your teacher.`,
  }),
  /** No e-mail, or one the provider does not vouch for (`email_verified` not true): never linked. */
  emailNotVerified: (provider: string): SignInProblem => ({
    title: 'Your e-mail address is not confirmed',
    message: `${provider} did not confirm the e-mail address of your account, so we cannot tell which account here is yours. Ask your teacher or the site's administrator.`,
  }),
  /**
   * The e-mail's account was made by a learning platform (or is opened from one): a platform
   * could have claimed the address, so it is not linked by e-mail alone.
   */
  openedFromPlatform: (): SignInProblem => ({
    title: 'This account opens from your learning platform',
    message:
      'The account with this e-mail address is opened from a course in your learning platform (such as Moodle or Canvas). Open Thoughtful from your course there, or ask the site’s administrator to link your accounts.',
  }),
  /** A first sign-in of an e-mail that is neither invited nor of an allowed domain. */
  notInvited: (email: string): SignInProblem => ({
    title: 'No invitation for this e-mail address',
    message: `The e-mail address ${email} has no invitation here. Ask your teacher to add it to the class roster or the invitation list, then sign in again.`,
  }),
  banned: (): SignInProblem => ({
    title: 'Sign-in refused',
    message: AUTH_MESSAGES.BANNED,
  }),
  /** Anything else (the database did not answer): the sign-in did not happen. */
  failed: (): SignInProblem => ({
    title: 'The sign-in failed',
    message:
      'Something went wrong on our side while signing you in. Please try again in a few minutes.',
  }),
} as const;
