/**
 * The words of the accounts screens (spec accounts §2, §8). Validation messages and server answers
 * come from `@thoughtful/shared` (AUTH_VALIDATION, AUTH_MESSAGES); where the spec only paraphrases a
 * message, the wording here is ours (docs/decisions/2026-11-21-accounts.md, "Confirmation
 * wording").
 */
export const LOGIN_TEXT = {
  tagline:
    'A platform for structured, good-faith dialogue: post ideas, link them as causes and effects, and rate them.',
  heading: 'Sign in',
  loginIdLabel: 'Your login ID',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  submit: 'Login',
  register: 'Register',
  forgotPassword: 'Forgot my password',
  /** Anonymous mode: teachers and the admin ask for the password field themselves. */
  usePassword: 'Sign in with a password',
  useIdOnly: 'Sign in with my ID only',
  /** The school's OpenID provider (OIDC_NAME), above the password form. */
  signInWith: (provider: string) => `Sign in with ${provider}`,
  /** Between the provider's button and the password form. */
  or: 'or',
} as const;

/** `/signin`, where a school sign-in's ticket is traded for the token (DESIGN.md §13). */
export const SCHOOL_SIGN_IN_TEXT = {
  signingIn: 'Signing you in…',
  failedHeading: 'The sign-in did not work',
  /** No ticket in the address: the page was opened by itself, or reloaded after use. */
  noTicket: 'This sign-in link is incomplete or was already used. Please sign in again.',
  backToLogin: 'Go to the login page',
} as const;

export const REGISTER_TEXT = {
  heading: 'Create your account',
  nameLabel: 'User name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  password2Label: 'Confirm password',
  termsBefore: 'I accept the ',
  termsLink: 'Terms of Use',
  termsNewTab: '(opens in a new tab)',
  submit: 'Submit',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
} as const;

export const FORGOT_PASSWORD_TEXT = {
  heading: 'Forgot my password',
  intro:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  emailLabel: 'Email',
  submit: 'Reset Password',
  backToLogin: 'Back to login',
} as const;

export const CONFIRM_TEXT = {
  loading: 'Checking your link…',
  signIn: 'Sign in',
  newPasswordHeading: 'Choose a new password',
  newPasswordLabel: 'New password',
  newPassword2Label: 'Confirm new password',
  setPassword: 'Change password',
  /** After a password reset the status is 1, as after confirming (spec accounts §7), but the words say what happened. */
  passwordChanged: {
    heading: 'Password changed',
    message: 'Your new password is set. You can now sign in with it.',
  },
} as const;

/** Heading and message per confirmation status (spec accounts §8), 200 aside: it shows a form. */
export const CONFIRMATION_STATUS_TEXT = {
  0: {
    heading: 'Registration successful',
    message:
      'We have sent you an email. Please open the link in it to confirm your email address. If you cannot find it, check your spam folder.',
  },
  1: {
    heading: 'Email address confirmed',
    message: 'Thank you. You can now sign in.',
  },
  201: {
    heading: 'Your account is confirmed',
    message: 'This email address has already been confirmed. You can sign in.',
  },
  [-100]: {
    heading: 'Email address banned',
    message: 'Your email address has been banned from the platform.',
  },
  [-101]: {
    heading: 'Not on the invitation list',
    message:
      'This email address does not match the invitation list for this exploration. Please use the email address you were given, or write to your provider to join or to correct your details.',
  },
  [-200]: {
    heading: 'Password change failed',
    message: 'Did you use the latest email confirmation we sent you?',
  },
  [-201]: {
    heading: 'Confirmation email resent',
    message:
      'We have just sent you another email. Please open the link in it to complete your registration. If you cannot find it, check your spam folder.',
  },
  [-202]: {
    heading: 'Something went wrong',
    // The spelling is the product's (spec accounts §8).
    message: 'Unexepected error. Try requesting a password change again.',
  },
} as const;

export const LOGOUT_TEXT = {
  signingOut: 'Signing out…',
  /** After a school sign-in whose provider offers no logout (Google): issue 41. */
  loggedOut: 'You are logged out of Thoughtful',
  providerStillSignedIn: (name: string) =>
    `But you are still signed in with ${name} in this browser: whoever uses it next and chooses 'Sign in with ${name}' gets in as you, without a password.`,
  closeTheBrowser: 'On a shared computer, close every window of this browser before you leave.',
  logInAgain: 'Log in again',
} as const;

export const GUARD_TEXT = {
  checking: 'Checking your access…',
} as const;
