import { describe, expect, it } from 'vitest';
import { UpdateProfileBody } from './profile-schemas';
import { AKA_MAX_LENGTH, BIO_MAX_LENGTH, nameForTeachers, publicName } from './profile-rules';

describe('publicName', () => {
  it('shows only the part of an e-mail before the @', () => {
    expect(publicName('ann@example.org')).toBe('ann');
    expect(publicName(' Ann Smith ')).toBe('Ann Smith');
    expect(publicName('@handle')).toBe('@handle');
  });
});

describe('nameForTeachers', () => {
  it('adds a login ID (no @) beside the generated name, never an e-mail', () => {
    expect(nameForTeachers('Amber Heron 27', 'kid-fox-4821')).toBe('Amber Heron 27 (kid-fox-4821)');
    expect(nameForTeachers('ann@example.org', 'ann@example.org')).toBe('ann');
    expect(nameForTeachers('Ann Smith', 'ann@example.org')).toBe('Ann Smith');
  });
});

describe('profile limits (aka ≤ 60, bio ≤ 500)', () => {
  it('accepts the limits and refuses one more character', () => {
    const ok = UpdateProfileBody.safeParse({
      aka: 'a'.repeat(AKA_MAX_LENGTH),
      bio: 'b'.repeat(BIO_MAX_LENGTH),
    });
    expect(ok.success).toBe(true);
    const bad = UpdateProfileBody.safeParse({
      aka: 'a'.repeat(AKA_MAX_LENGTH + 1),
      bio: 'b'.repeat(BIO_MAX_LENGTH + 1),
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Alias too long - must be at most 60 characters',
      'Bio too long - must be at most 500 characters',
    ]);
  });
  it('trims, and treats absent or null as empty', () => {
    expect(UpdateProfileBody.parse({ aka: '  Al  ', bio: null })).toEqual({ aka: 'Al', bio: '' });
    expect(UpdateProfileBody.parse({})).toEqual({ aka: '', bio: '' });
  });
});
