import { z } from 'zod';
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
 * `POST /api/auth/login-id`: in anonymous mode the login screen asks whether a typed ID needs a
 * password (the admin ID, accounts with a password, IDs invited as teachers) before it shows the
 * password field. The server answers rate limited, so IDs cannot be probed in bulk.
 */
export const LoginIdBody = LoginBody.pick({ email: true });
export type LoginIdBody = z.infer<typeof LoginIdBody>;
export const LoginIdResponse = z.object({ passwordRequired: z.boolean() });
export type LoginIdResponse = z.infer<typeof LoginIdResponse>;

export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

export const MessageResponse = z.object({ msg: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

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

export const AddInvitationsResponse = z.object({
  added: z.array(z.string()),
  updated: z.array(z.string()),
  invalid: z.array(z.string()),
});
export type AddInvitationsResponse = z.infer<typeof AddInvitationsResponse>;
