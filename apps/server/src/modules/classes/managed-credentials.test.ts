import { describe, expect, it } from 'vitest';
import { ACCOUNT_WORDS } from './account-words';
import { newLoginId, newManagedPassword } from './managed-credentials';

describe('managed accounts’ credentials', () => {
  it('draws from 476 distinct short lower-case words (the entropy the decisions record)', () => {
    expect(ACCOUNT_WORDS).toHaveLength(476);
    expect(new Set(ACCOUNT_WORDS).size).toBe(ACCOUNT_WORDS.length);
    for (const word of ACCOUNT_WORDS) expect(word).toMatch(/^[a-z]{2,8}$/);
  });

  it('makes IDs word-word-number and passwords of three words and a number', () => {
    const ids = Array.from({ length: 200 }, newLoginId);
    for (const id of ids) expect(id).toMatch(/^[a-z]+-[a-z]+-[1-9]\d$/);
    // Drawn independently: 200 draws from 20 million IDs practically never repeat.
    expect(new Set(ids).size).toBeGreaterThan(195);
    const password = newManagedPassword();
    const parts = password.split('-');
    expect(parts).toHaveLength(4);
    expect(parts.slice(0, 3).every((w) => ACCOUNT_WORDS.includes(w))).toBe(true);
    expect(parts[3]).toMatch(/^[1-9]\d$/);
  });
});
