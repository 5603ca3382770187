import { z } from 'zod';
import { StoredLanguage } from '../i18n/language-schemas';
import { inputString } from '../api/common-schemas';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { AUTH_VALIDATION } from './auth-messages';
import { isValidEmail } from './auth-rules';

/** The accounts API contract (spec accounts §3 and §7). The server uses these as route schemas. */

const Email = inputString({ error: AUTH_VALIDATION.EMAIL_INVALID })
  .trim()
  .max(254, AUTH_VALIDATION.EMAIL_INVALID)
  .refine(isValidEmail, AUTH_VALIDATION.EMAIL_INVALID);

const Password = inputString({ error: AUTH_VALIDATION.PASSWORD_TOO_SHORT })
  .min(MIN_PASSWORD_LENGTH, AUTH_VALIDATION.PASSWORD_TOO_SHORT)
  // argon2 hashes any length, but a cap stops a megabyte "password" from costing server time.
  .max(200, 'Password too long - must be at most 200 characters');

/** `POST /api/users`. The name is optional unless the name option is on (checked by the service). */
export const RegisterBody = z.object({
  name: inputString()
    .trim()
    .max(100, 'User name too long - must be at most 100 characters')
    .optional(),
  email: Email,
  password: Password,
  /** A class's join code (DESIGN.md §10): the visitor joins it, and it counts as the invitation. */
  classCode: inputString().max(40).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/**
 * `POST /api/auth`. `email` is the login ID: an e-mail, or in anonymous mode a student's ID. The
 * password is absent for anonymous students.
 */
export const LoginBody = z.object({
  email: inputString({ error: AUTH_VALIDATION.LOGIN_ID_REQUIRED })
    .trim()
    .min(1, AUTH_VALIDATION.LOGIN_ID_REQUIRED)
    .max(254, 'Login ID too long'),
  password: inputString().max(200, 'Password too long - must be at most 200 characters').optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const PasswordResetBody = z.object({ email: Email });
export type PasswordResetBody = z.infer<typeof PasswordResetBody>;

export const PasswordChangeBody = z.object({
  userId: inputString().min(1).max(100),
  confirmationString: inputString().min(1).max(200),
  password: Password,
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;

export const ConfirmParams = z.object({
  id: inputString().min(1).max(100),
  code: inputString().min(1).max(200),
});

/**
 * `POST /api/auth/login-id`: whether the login form must ask for a password. The answer is the
 * same for every ID (true, except false in anonymous mode, where only the login tells), so it
 * reveals no admin's or teacher's ID; it is rate limited all the same.
 */
export const LoginIdBody = LoginBody.pick({ email: true });
export type LoginIdBody = z.infer<typeof LoginIdBody>;
export const LoginIdResponse = z.object({ passwordRequired: z.boolean() });
export type LoginIdResponse = z.infer<typeof LoginIdResponse>;

export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** `POST /api/auth/ticket`: a school sign-in's single-use ticket, traded for the token. */
export const SignInTicketBody = z.object({ ticket: z.string().min(1).max(200) });
export type SignInTicketBody = z.infer<typeof SignInTicketBody>;
export const SignInTicketResponse = z.object({ token: z.string(), next: z.string() });
export type SignInTicketResponse = z.infer<typeof SignInTicketResponse>;

export const MessageResponse = z.object({ msg: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * `POST /api/auth/logout`: the session has ended. `provider` only for a session that came from the
 * school's OpenID provider: `logoutUrl` is where the browser goes to end the provider's session
 * too (OpenID RP-initiated logout), null when the provider offers none (or did not answer): the
 * school account is then still signed in at the provider in this browser.
 */
export const LogoutResponse = z.object({
  msg: z.string(),
  provider: z.object({ name: z.string(), logoutUrl: z.string().nullable() }).optional(),
});
export type LogoutResponse = z.infer<typeof LogoutResponse>;

/** `GET /api/auth`: the signed-in user. */
export const UserDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isStudent: z.boolean(),
  isAdmin: z.boolean(),
  /** Joined, ISO-8601. */
  date: z.string(),
  reputation: z.number(),
  /**
   * Whether the member is a student of a class (education build): her activities are her home
   * from her first sign-in, not the about page a new account lands on.
   */
  inClass: z.boolean(),
  /** Her chosen language (issue 44); null: never chosen, the installation's default applies. */
  language: StoredLanguage,
});
export type UserDto = z.infer<typeof UserDto>;

// Invitation list (admins only).

export const InvitationRole = z.enum(['student', 'teacher']);
export type InvitationRole = z.infer<typeof InvitationRole>;

export const InvitationDto = z.object({
  email: z.string(),
  role: InvitationRole,
  date: z.string(),
  /** Whether an account with this e-mail exists, and whether it is confirmed. */
  registered: z.boolean(),
  confirmed: z.boolean(),
});
export type InvitationDto = z.infer<typeof InvitationDto>;

export const InvitationList = z.array(InvitationDto);

/** `POST /api/invitations`: many e-mails (or anonymous-mode IDs) at once with one role. */
export const AddInvitationsBody = z.object({
  emails: z
    .array(inputString().trim().min(1).max(254))
    .min(1, 'Enter at least one email address')
    .max(1000, 'At most 1000 entries at once'),
  role: InvitationRole,
});
export type AddInvitationsBody = z.infer<typeof AddInvitationsBody>;

/**
 * What was added and what was on the list already (it takes the role given). An entry that is not
 * an e-mail (in anonymous mode: a login ID) refuses the whole request with 400, storing nothing.
 */
export const AddInvitationsResponse = z.object({
  added: z.array(z.string()),
  updated: z.array(z.string()),
});
export type AddInvitationsResponse = z.infer<typeof AddInvitationsResponse>;

/** `POST /api/invitations/remove`: withdraws many entries at once (one summary, not n alerts). */
export const RemoveInvitationsBody = z.object({
  emails: z
    .array(inputString().trim().min(1).max(254))
    .min(1, 'Choose at least one entry to remove')
    .max(1000, 'At most 1000 entries at once'),
});
export type RemoveInvitationsBody = z.infer<typeof RemoveInvitationsBody>;

export const RemoveInvitationsResponse = z.object({
  removed: z.array(z.string()),
  /** Asked for but not on the list (removed meanwhile, say): not an error. */
  notListed: z.array(z.string()),
});
export type RemoveInvitationsResponse = z.infer<typeof RemoveInvitationsResponse>;
