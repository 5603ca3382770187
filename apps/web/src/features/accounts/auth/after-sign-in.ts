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
