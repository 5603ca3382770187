import { describe, expect, it } from 'vitest';
import { isNewAccount } from './welcome-rules';

describe('isNewAccount (content §2: under 600 seconds goes to /about)', () => {
  const joined = '2024-03-10T12:00:00.000Z';
  const at = (seconds: number) => Date.parse(joined) + seconds * 1_000;

  it('is new under 600 seconds, not from 600 on', () => {
    expect(isNewAccount(joined, at(0))).toBe(true);
    expect(isNewAccount(joined, at(599.999))).toBe(true);
    expect(isNewAccount(joined, at(600))).toBe(false);
    expect(isNewAccount(joined, at(86_400))).toBe(false);
  });

  it('never redirects for an unreadable date', () => {
    expect(isNewAccount('not a date', at(0))).toBe(false);
  });
});
