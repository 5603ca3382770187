import { NEW_ACCOUNT_REDIRECT_AGE_SECONDS } from '@thoughtful/shared';

/**
 * Content spec §2: a user whose account is younger than 600 seconds is sent from the home screen
 * to /about. An unreadable join date never redirects.
 */
export function isNewAccount(joined: string, nowMs: number): boolean {
  const joinedMs = Date.parse(joined);
  if (Number.isNaN(joinedMs)) return false;
  return nowMs - joinedMs < NEW_ACCOUNT_REDIRECT_AGE_SECONDS * 1_000;
}
