import {
  CONFIRMATION_STATUS,
  EDUCATION_ACCOUNT_AGE_SECONDS,
  MIN_PASSWORD_LENGTH,
} from '../constants';
import type { ConfirmationStatus } from '../constants';
import { hasControlCharacters } from '../control-characters';
import { AUTH_MESSAGES, AUTH_VALIDATION } from './auth-messages';

/**
 * Pure rules of accounts, used by the browser (forms, redirects) and the server (the same checks,
 * enforced); who may do what is the access policy's (`access/access-policy.ts`). No Zod here:
 * these run in the login route's first bundle.
 */

/** A standard e-mail pattern: something@something.tld, no spaces, one @. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Characters a mail client puts around or between addresses; never part of an address anyone uses
// (RFC 5322 allows some of them quoted, which no school's mail system hands out).
const NOT_IN_AN_ADDRESS = /[\s<>()[\]\\,;:"]/;

/**
 * An address that can be registered, invited and mailed: the standard pattern, none of a mail
 * client's brackets, quotes or separators (registration took `<a@b.org>` and `a,b@x.org`,
 * which the invitation list refuses), and no control characters
 * (docs/decisions/2026-11-23-security-review.md 'Control characters'). Surrounding white space is
 * ignored, as the forms and schemas trim it.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return (
    value.length <= 254 &&
    !hasControlCharacters(value) &&
    EMAIL_PATTERN.test(address) &&
    !NOT_IN_AN_ADDRESS.test(address)
  );
}

/** Lower-cased and trimmed: how e-mails and login IDs are compared and stored. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export interface FieldError<F extends string> {
  field: F;
  msg: string;
}

export type RegistrationField = 'name' | 'email' | 'password' | 'password2' | 'terms';

export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  password2: string;
  terms: boolean;
}

/** Spec accounts §5, in the order of the form. */
export function validateRegistration(
  values: RegistrationValues,
  options: { nameField: boolean },
): FieldError<RegistrationField>[] {
  const errors: FieldError<RegistrationField>[] = [];
  if (options.nameField && values.name.trim() === '') {
    errors.push({ field: 'name', msg: AUTH_VALIDATION.NAME_REQUIRED });
  }
  if (!isValidEmail(values.email))
    errors.push({ field: 'email', msg: AUTH_VALIDATION.EMAIL_INVALID });
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.push({ field: 'password', msg: AUTH_VALIDATION.PASSWORD_TOO_SHORT });
  }
  if (values.password2 !== values.password) {
    errors.push({ field: 'password2', msg: AUTH_VALIDATION.PASSWORDS_DIFFER });
  }
  if (!values.terms) errors.push({ field: 'terms', msg: AUTH_VALIDATION.TERMS_REQUIRED });
  return errors;
}

export type LoginField = 'email' | 'password';

export function validateLogin(
  values: { email: string; password: string },
  options: { passwordShown: boolean },
): FieldError<LoginField>[] {
  const errors: FieldError<LoginField>[] = [];
  if (values.email.trim() === '')
    errors.push({ field: 'email', msg: AUTH_VALIDATION.LOGIN_ID_REQUIRED });
  if (options.passwordShown && values.password.length < MIN_PASSWORD_LENGTH) {
    errors.push({ field: 'password', msg: AUTH_VALIDATION.LOGIN_PASSWORD_TOO_SHORT });
  }
  return errors;
}

export type NewPasswordField = 'password' | 'password2';

export function validateNewPassword(values: {
  password: string;
  password2: string;
}): FieldError<NewPasswordField>[] {
  const errors: FieldError<NewPasswordField>[] = [];
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    errors.push({ field: 'password', msg: AUTH_VALIDATION.NEW_PASSWORD_TOO_SHORT });
  }
  if (values.password2 !== values.password) {
    errors.push({ field: 'password2', msg: AUTH_VALIDATION.NEW_PASSWORDS_DIFFER });
  }
  return errors;
}

/** Spec accounts §7: the confirm call's error text → confirmation status. */
export function confirmationStatusFromError(text: string): ConfirmationStatus {
  if (text.includes('already been confirmed')) return CONFIRMATION_STATUS.ALREADY_CONFIRMED;
  if (text.includes('banned')) return CONFIRMATION_STATUS.BANNED;
  if (text.includes('Resent')) return CONFIRMATION_STATUS.RESENT;
  if (text.includes('Password change attempt failed'))
    return CONFIRMATION_STATUS.PASSWORD_CHANGE_FAILED;
  if (text.includes('not invited')) return CONFIRMATION_STATUS.NOT_INVITED;
  return CONFIRMATION_STATUS.UNKNOWN_ERROR;
}

/** Spec accounts §7: the confirm call's success text → confirmation status (null: not a success). */
export function confirmationStatusFromSuccess(text: string): ConfirmationStatus {
  if (text.includes('Email address confirmed')) return CONFIRMATION_STATUS.CONFIRMED;
  if (text.includes('acknowledged')) return CONFIRMATION_STATUS.RESET_ACKNOWLEDGED;
  return CONFIRMATION_STATUS.UNKNOWN_ERROR;
}

/** Spec accounts §4: a login failure carrying the confirm-your-e-mail notice moves to status 0. */
export function isUnconfirmedLoginError(text: string): boolean {
  return text.includes(AUTH_MESSAGES.CONFIRM_EMAIL_NOTICE);
}

export interface ProductFlags {
  education: boolean;
  anonymous: boolean;
  inviteOnly: boolean;
  nameField: boolean;
}

export interface SessionUser {
  _id: string;
  isStudent: boolean;
  isAdmin: boolean;
  /** Joined, ISO-8601. */
  date: string;
  /** Whether she is a student of a class (`GET /api/auth`). */
  inClass?: boolean;
}

/**
 * Spec accounts §2 (login screen): where a signed-in user goes. In the education build a non-admin
 * goes to activities once the account is older than 3600 s, and to the about page before that;
 * a student of a class goes to her activities from her first sign-in (issue 43: her teacher made
 * her account minutes before the lesson), and About stays for a new account with no class yet.
 */
export function homePathFor(
  user: SessionUser,
  flags: ProductFlags,
  now: number = Date.now(),
): string {
  if (flags.education && !user.isAdmin) {
    if (user.isStudent && user.inClass === true) return '/activity-students';
    const ageSeconds = (now - new Date(user.date).getTime()) / 1000;
    return ageSeconds > EDUCATION_ACCOUNT_AGE_SECONDS ? '/activity-students' : '/about';
  }
  return '/welcome';
}

/** Register and forgot-password screens send a signed-in user here (spec accounts §2). */
export function signedInRedirectPath(flags: ProductFlags): string {
  return flags.education ? '/activity-students' : '/welcome';
}
