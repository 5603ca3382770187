/**
 * Whether a member has gone on from About (its first-steps Continue, or one of the ways on beside
 * it), on this device. Until then the home screen sends a new account to About (content §2, the
 * 600 rule); from then on it never does (for ten minutes a new member could reach
 * neither home nor search). Kept in the browser, per member: nothing on the server needs it, and a
 * second device at worst shows About once more in the account's first ten minutes.
 */
const KEY_PREFIX = 'thoughtfulAboutContinued:';

export function hasContinuedFromAbout(userId: string): boolean {
  try {
    return localStorage.getItem(KEY_PREFIX + userId) === 'true';
  } catch {
    // Storage refused (private mode, blocked): the spec's rule alone, as before.
    return false;
  }
}

export function recordContinuedFromAbout(userId: string): void {
  try {
    localStorage.setItem(KEY_PREFIX + userId, 'true');
  } catch {
    // Nothing to keep it in: the redirect ends with the account's first ten minutes anyway.
  }
}
