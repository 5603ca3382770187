import { msg } from '@lingui/core/macro';

/**
 * The words of the accounts screens (spec accounts §2, §8). Validation messages and server answers
 * come from `@thoughtful/shared` (AUTH_VALIDATION, AUTH_MESSAGES); where the spec only paraphrases a
 * message, the wording here is ours (docs/decisions/2026-11-21-accounts.md, "Confirmation
 * wording").
 */
export const LOGIN_TEXT = {
  tagline: msg`A platform for structured, good-faith dialogue: post ideas, link them as causes and effects, and rate them.`,
  heading: msg`Sign in`,
  loginIdLabel: msg`Your login ID`,
  emailLabel: msg`Email`,
  passwordLabel: msg`Password`,
  submit: msg`Login`,
  register: msg`Register`,
  forgotPassword: msg`Forgot my password`,
  /** Anonymous mode: teachers and the admin ask for the password field themselves. */
  usePassword: msg`Sign in with a password`,
  useIdOnly: msg`Sign in with my ID only`,
  /** The school's OpenID provider (OIDC_NAME), above the password form. */
  signInWith: (provider: string) => msg`Sign in with ${provider}`,
  /** Between the provider's button and the password form. */
  or: msg`or`,
} as const;

/** `/signin`, where a school sign-in's ticket is traded for the token (DESIGN.md §13). */
export const SCHOOL_SIGN_IN_TEXT = {
  signingIn: msg`Signing you in…`,
  failedHeading: msg`The sign-in did not work`,
  /** No ticket in the address: the page was opened by itself, or reloaded after use. */
  noTicket: msg`This sign-in link is incomplete or was already used. Please sign in again.`,
  backToLogin: msg`Go to the login page`,
} as const;

export const REGISTER_TEXT = {
  heading: msg`Create your account`,
  nameLabel: msg`User name`,
  emailLabel: msg`Email`,
  passwordLabel: msg`Password`,
  password2Label: msg`Confirm password`,
  submit: msg`Submit`,
  haveAccount: msg`Already have an account?`,
  signIn: msg`Sign in`,
} as const;

export const FORGOT_PASSWORD_TEXT = {
  heading: msg`Forgot my password`,
  intro: msg`Enter the email address of your account and we will send you a link to choose a new password.`,
  emailLabel: msg`Email`,
  submit: msg`Reset Password`,
  backToLogin: msg`Back to login`,
} as const;

export const CONFIRM_TEXT = {
  loading: msg`Checking your link…`,
  signIn: msg`Sign in`,
  newPasswordHeading: msg`Choose a new password`,
  newPasswordLabel: msg`New password`,
  newPassword2Label: msg`Confirm new password`,
  setPassword: msg`Change password`,
  /** After a password reset the status is 1, as after confirming (spec accounts §7), but the words say what happened. */
  passwordChanged: {
    heading: msg`Password changed`,
    message: msg`Your new password is set. You can now sign in with it.`,
  },
} as const;

/** Heading and message per confirmation status (spec accounts §8), 200 aside: it shows a form. */
export const CONFIRMATION_STATUS_TEXT = {
  0: {
    heading: msg`Registration successful`,
    message: msg`We have sent you an email. Please open the link in it to confirm your email address. If you cannot find it, check your spam folder.`,
  },
  1: {
    heading: msg`Email address confirmed`,
    message: msg`Thank you. You can now sign in.`,
  },
  201: {
    heading: msg`Your account is confirmed`,
    message: msg`This email address has already been confirmed. You can sign in.`,
  },
  [-100]: {
    heading: msg`Email address banned`,
    message: msg`Your email address has been banned from the platform.`,
  },
  [-101]: {
    heading: msg`Not on the invitation list`,
    message: msg`This email address does not match the invitation list for this exploration. Please use the email address you were given, or write to your provider to join or to correct your details.`,
  },
  [-200]: {
    heading: msg`Password change failed`,
    message: msg`Did you use the latest email confirmation we sent you?`,
  },
  [-201]: {
    heading: msg`Confirmation email resent`,
    message: msg`We have just sent you another email. Please open the link in it to complete your registration. If you cannot find it, check your spam folder.`,
  },
  [-202]: {
    heading: msg`Something went wrong`,
    // The spelling is the product's (spec accounts §8).
    message: msg`Unexepected error. Try requesting a password change again.`,
  },
} as const;

export const LOGOUT_TEXT = {
  signingOut: msg`Signing out…`,
  /** After a school sign-in whose provider offers no logout (Google): issue 41. */
  loggedOut: msg`You are logged out of Thoughtful`,
  providerStillSignedIn: (name: string) =>
    msg`But you are still signed in with ${name} in this browser: whoever uses it next and chooses 'Sign in with ${name}' gets in as you, without a password.`,
  closeTheBrowser: msg`On a shared computer, close every window of this browser before you leave.`,
  logInAgain: msg`Log in again`,
} as const;

export const GUARD_TEXT = {
  checking: msg`Checking your access…`,
} as const;
