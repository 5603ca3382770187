import { describe, expect, it } from 'vitest';
import { isInvitationEntry } from '../invitations/invitation-entries';
import { AUTH_VALIDATION } from './auth-messages';
import { RegisterBody } from './auth-schemas';
import { homePathFor, isValidEmail, normalizeEmail, validateRegistration } from './auth-rules';

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

describe('homePathFor (accounts §2, issue 43)', () => {
  const education = { education: true, anonymous: false, inviteOnly: false, nameField: false };
  const now = Date.parse('2026-12-05T09:00:00.000Z');
  const minutesOld = '2026-12-05T08:50:00.000Z';
  const daysOld = '2026-11-01T08:00:00.000Z';
  const member = (over: Partial<Parameters<typeof homePathFor>[0]>) => ({
    _id: 'u',
    isStudent: true,
    isAdmin: false,
    date: minutesOld,
    ...over,
  });

  it('sends a student of a class to her activities, though her account is minutes old', () => {
    expect(homePathFor(member({ inClass: true }), education, now)).toBe('/activity-students');
  });

  it('keeps the about page for a new account with no class yet, as the spec says', () => {
    expect(homePathFor(member({ inClass: false }), education, now)).toBe('/about');
    expect(homePathFor(member({ isStudent: false }), education, now)).toBe('/about');
    expect(homePathFor(member({ inClass: false, date: daysOld }), education, now)).toBe(
      '/activity-students',
    );
  });

  it('sends admins and everyone outside the education build to /welcome', () => {
    expect(homePathFor(member({ isAdmin: true, inClass: true }), education, now)).toBe('/welcome');
    expect(homePathFor(member({ inClass: true }), { ...education, education: false }, now)).toBe(
      '/welcome',
    );
  });
});
