import { useCallback, useState } from 'react';

/** Every draft's key starts with this, so signing out can clear them all on a shared device. */
const DRAFT_KEY_PREFIX = 'thoughtful.draft:';

function read<T>(key: string, isDraft: (value: unknown) => value is T): T | null {
  try {
    const stored = localStorage.getItem(DRAFT_KEY_PREFIX + key);
    if (stored === null) return null;
    const value: unknown = JSON.parse(stored);
    return isDraft(value) ? value : null;
  } catch {
    // Storage off, or a draft from an older shape: start afresh.
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(DRAFT_KEY_PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage off or full: the draft lives as long as the screen, as before.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(DRAFT_KEY_PREFIX + key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * Form state kept in local storage under `key` as it is typed, so that leaving the screen (a
 * link, the back button, a reload, a flat battery) does not lose it: it is there on return until
 * `clear` (after a successful submit). A stored value `isDraft` does not accept is ignored.
 */
export function useStoredDraft<T>(
  key: string,
  empty: T,
  isDraft: (value: unknown) => value is T,
): [T, (next: T) => void, () => void] {
  const [draft, setDraft] = useState<T>(() => read(key, isDraft) ?? empty);
  const update = useCallback(
    (next: T) => {
      setDraft(next);
      write(key, next);
    },
    [key],
  );
  const clear = useCallback(() => remove(key), [key]);
  return [draft, update, clear];
}

/** Removes every stored draft (at sign-out: the next person on the device must not find them). */
export function clearStoredDrafts(): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith(DRAFT_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage off: nothing was stored.
  }
}
