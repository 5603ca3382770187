/**
 * Accounts and access: password length, account-age rules, confirmation codes and the terms' date
 * (A§9).
 *
 * Citations: "A§n" is section n of spec/accounts-and-access.md, "C§n" section n of
 * spec/content-and-learning.md, "D§n" section n of DESIGN.md.
 */

/** Minimum password length, at registration, login and new password (A§5, A§9). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Education build: at login a non-admin whose account is older than this (seconds) goes to
 * /activity-students, otherwise to /about (A§2, A§9). The comparison is strictly "older than".
 */
export const EDUCATION_ACCOUNT_AGE_SECONDS = 3_600;

/** Terms of Use effective date, as printed (A§9). */
export const TERMS_EFFECTIVE_DATE = 'June 1, 2023';

/** `confirmationStatus` of the auth state; every value clears the token (A§4, A§7, A§8). */
export const CONFIRMATION_STATUS = Object.freeze({
  UNKNOWN: null,
  WAITING: 0,
  CONFIRMED: 1,
  RESET_ACKNOWLEDGED: 200,
  ALREADY_CONFIRMED: 201,
  BANNED: -100,
  NOT_INVITED: -101,
  PASSWORD_CHANGE_FAILED: -200,
  RESENT: -201,
  UNKNOWN_ERROR: -202,
} as const);
export type ConfirmationStatus = (typeof CONFIRMATION_STATUS)[keyof typeof CONFIRMATION_STATUS];

/**
 * Home screen: an account younger than this is redirected to /about (C§2, C§9). The spec leaves
 * the unit to an unshown date helper; seconds, as for the login age rule (A§9).
 */
export const NEW_ACCOUNT_REDIRECT_AGE_SECONDS = 600;
