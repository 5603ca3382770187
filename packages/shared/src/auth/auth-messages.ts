/**
 * The words of accounts and access, kept in one place (CONVENTIONS.md, habit 13). Server answers
 * and client checks share these, so a phrase the client looks for (spec accounts §7) cannot drift
 * from the phrase the server sends.
 */

/** Server answers. Where the client matches a phrase, the phrase is quoted in the comment. */
export const AUTH_MESSAGES = {
  /** Contains 'Email address confirmed' → confirmation status 1. */
  EMAIL_CONFIRMED: 'Email address confirmed',
  /** Contains 'acknowledged' → confirmation status 200 (the new-password form). */
  RESET_ACKNOWLEDGED: 'Password reset acknowledged. Please choose a new password.',
  /** Contains 'already been confirmed' → 201. */
  ALREADY_CONFIRMED: 'This email address has already been confirmed.',
  /** Contains 'banned' → -100 (confirmation) or a plain register failure. */
  BANNED: 'This email address has been banned from the platform.',
  /** Contains 'Resent' → -201. */
  CONFIRMATION_RESENT:
    'Resent: the confirmation link had expired, so a new one has been sent to your email address.',
  /** Contains 'Password change attempt failed' → -200. */
  PASSWORD_CHANGE_FAILED: 'Password change attempt failed',
  /** Contains 'not invited' → -101 (confirmation link of an e-mail since removed from the list). */
  NOT_INVITED: 'This email address is not invited to this exploration.',
  /** Registration refused by the invitation list → -101. */
  USER_NOT_INVITED: 'User not invited',
  /** Login of an account whose e-mail is not confirmed yet → status 0 (the client looks for this). */
  CONFIRM_EMAIL_NOTICE: 'Please confirm your email address',
  /** The login of an unconfirmed account mailed the link again (it said so, and did not). */
  UNCONFIRMED_LOGIN:
    'Please confirm your email address before logging in. We have just sent you a new email with the link: check your inbox (and spam folder).',
  /** The same, past the limit of mails again (CONFIRMATION_RESEND_LIMIT): nothing was sent. */
  UNCONFIRMED_LOGIN_LAST_MAIL_VALID:
    'Please confirm your email address before logging in. The link in the last email we sent you is still valid: check your inbox (and spam folder).',
  INVALID_CREDENTIALS: 'Invalid credentials',
  /** A sign-in ticket (school sign-in, LTI launch) unknown, spent or older than a minute. */
  SIGN_IN_TICKET_INVALID: 'This sign-in has expired. Please sign in again.',
  USER_EXISTS: 'User already exists',
  REGISTERED: 'Registration successful. Please confirm the email we sent you.',
  /** The same answer whether or not the e-mail belongs to an account. */
  RESET_REQUESTED:
    'If an account exists for that email address, a link to reset its password has been sent.',
  PASSWORD_CHANGED: 'Password changed',
  /** `POST /api/auth/logout`: that session has ended on the server. */
  LOGGED_OUT: 'Logged out',
  INVALID_LINK: 'This link is not valid.',
  TOKEN_MISSING: 'No token, authorization denied',
  TOKEN_INVALID: 'Token is not valid',
  USER_GONE: 'User not found',
  STUDENTS_FORBIDDEN: 'Students cannot do that',
  ADMINS_ONLY: 'Only admins can do that',
  /** Someone else's profile or completion record. */
  NOT_YOURS: 'You are not allowed to do that',
  /** An activity that is not live (enabled) yet, or no longer. */
  ACTIVITY_NOT_OPEN: 'This activity is not open',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** Client-side validation messages (spec accounts §5), word for word. */
export const AUTH_VALIDATION = {
  NAME_REQUIRED: 'Invalid User Name - mandatory field',
  EMAIL_INVALID: 'Please enter a valid email address',
  PASSWORD_TOO_SHORT: 'Password too short - must be at least 6 characters',
  PASSWORDS_DIFFER: 'Passwords entered do not match. Please enter again.',
  TERMS_REQUIRED: 'Registration requires acceptance of our "Terms of Use"',
  LOGIN_ID_REQUIRED: 'Invalid - mandatory field',
  LOGIN_PASSWORD_TOO_SHORT: 'Invalid Password - must be at least 6 characters',
  NEW_PASSWORD_TOO_SHORT: 'Invalid Password - must be at least 6 characters',
  NEW_PASSWORDS_DIFFER: 'Invalid - passwords must match',
} as const;

/** Alert texts the client shows after a call (spec accounts §7). */
export const AUTH_ALERTS = {
  PASSWORD_CHANGE_SUCCESSFUL: 'Password change successful',
  LOAD_USER_ERROR_PREFIX: 'Load user server error: ',
} as const;
