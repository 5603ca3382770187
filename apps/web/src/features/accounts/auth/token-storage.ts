import { LOCAL_STORAGE_KEYS } from '@thoughtful/shared';

/**
 * The token lives in local storage under 'token' (spec accounts §4), where the api client reads it
 * for every request. Storage can be disabled by privacy settings; the app then works signed out.
 */
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(LOCAL_STORAGE_KEYS.TOKEN);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(LOCAL_STORAGE_KEYS.TOKEN, token);
  } catch {
    // Nothing to do: without storage the requests go out unauthenticated.
  }
}

export function clearStoredToken(): void {
  try {
    localStorage.removeItem(LOCAL_STORAGE_KEYS.TOKEN);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
