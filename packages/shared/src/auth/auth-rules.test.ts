import { describe, expect, it } from 'vitest';
import { isInvitationEntry } from '../invitations/invitation-entries';
import { AUTH_VALIDATION } from './auth-messages';
import { RegisterBody } from './auth-schemas';
import { isValidEmail, normalizeEmail, validateRegistration } from './auth-rules';

/** Registration takes exactly the addresses the invitation list takes. */
const SAMPLES = [
  'ana@school.org',
  'Ana.Lopez+class@School.org',
  ' ben@school.org ',
  '<a@b.org>',
  'a,b@x.org',
  'a;b@x.org',
  '"a"@b.org',
  'ana lopez <ana@b.org>',
  'a(b)@x.org',
  'a[b]@x.org',
  'a\\b@x.org',
  'a:b@x.org',
  'no-at-sign.org',
  'a@b',
];

describe('isValidEmail', () => {
  it.each(['<a@b.org>', 'a,b@x.org', 'a;b@x.org', '"a"@b.org', 'ana lopez <ana@b.org>'])(
    'refuses %s, which no invitation list can hold',
    (address) => {
      expect(isValidEmail(address)).toBe(false);
      const errors = validateRegistration(
        { name: '', email: address, password: 'secret123', password2: 'secret123', terms: true },
        { nameField: false },
      );
      expect(errors).toEqual([{ field: 'email', msg: AUTH_VALIDATION.EMAIL_INVALID }]);
      const parsed = RegisterBody.safeParse({ email: address, password: 'secret123' });
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([AUTH_VALIDATION.EMAIL_INVALID]);
    },
  );

  it.each(SAMPLES)('agrees with the invitation list on %j', (address) => {
    expect(isValidEmail(address)).toBe(isInvitationEntry(normalizeEmail(address), 'email'));
  });
});
