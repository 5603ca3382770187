/**
 * A class's join code (DESIGN.md §10): 10 characters from 30 that cannot be misread for each
 * other (no 0/O, 1/I/L, U), so 49 bits: guessing one is as hard as guessing a password, and the
 * join route is rate limited per address besides. Shown in two groups of five (`K7QDM-2XP9A`);
 * typed in any case, with or without the dash and spaces.
 */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const JOIN_CODE_LENGTH = 10;

/** The code as stored, from what was typed or scanned; null when it cannot be one. */
export function normalizeJoinCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== JOIN_CODE_LENGTH) return null;
  for (const char of code) if (!JOIN_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** The code as shown and printed: two groups of five. */
export function formatJoinCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
