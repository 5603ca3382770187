import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies argon2id hashes', async () => {
    const hash = await hashPassword('right-password');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'right-password')).toBe(true);
    expect(await verifyPassword(hash, 'wrong-password')).toBe(false);
  });

  it('refuses every password against a hash it cannot read', async () => {
    for (const hash of ['', 'not-a-hash', '$argon2id$v=19$m=19456,t=2,p=1$broken']) {
      expect(await verifyPassword(hash, 'right-password'), hash).toBe(false);
      expect(await verifyPassword(hash, ''), hash).toBe(false);
    }
  });

  it('answers an unknown account with false, whatever the password', async () => {
    expect(await verifyAgainstDummy('not-a-real-password-just-for-timing')).toBe(false);
    expect(await verifyAgainstDummy('')).toBe(false);
  });
});
