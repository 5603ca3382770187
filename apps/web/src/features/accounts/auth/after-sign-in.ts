import { homePathFor, type ProductFlags, type SessionUser } from '@thoughtful/shared';

/**
 * Where a visitor goes once signed in, when a screen sent him to sign in first: only a join link
 * (DESIGN.md §10), so that a student with an account who opened one is in the class after
 * signing in. Kept for the tab (sessionStorage); the join screen forgets it once it has run.
 */
const KEY = 'thoughtfulAfterSignIn';
const JOIN_PATH = /^\/join\/[\w-]{1,40}$/;

export function rememberPathAfterSignIn(path: string) {
  try {
    if (JOIN_PATH.test(path)) sessionStorage.setItem(KEY, path);
  } catch {
    // Without storage the student opens the link again after signing in.
  }
}

export function pathAfterSignIn(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    return path !== null && JOIN_PATH.test(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetPathAfterSignIn() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Where a school sign-in (an OpenID provider's, an LTI launch's) goes once its ticket is traded:
 * the `next` it carried unless that is the home page; else as a password login goes, except that a
 * student goes to her activities at once, even on her first day (her school sent her to her class,
 * not to the about page a newly registered member reads first).
 */
export function pathAfterSchoolSignIn(
  next: string,
  user: SessionUser,
  flags: ProductFlags,
): string {
  if (next !== '/') return next;
  const remembered = pathAfterSignIn();
  if (remembered !== null) return remembered;
  if (flags.education && user.isStudent && !user.isAdmin) return '/activity-students';
  return homePathFor(user, flags);
}
