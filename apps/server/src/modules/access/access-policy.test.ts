import { AUTH_MESSAGES, type Actor } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { AccessPolicy, OPERATOR, toActor } from './access-policy';

/**
 * The server's wrapper only: refusals as its HTTP errors, user rows read as actors. The decisions
 * and their whole matrix are tested where they live (packages/shared/src/access).
 */

const student: Actor = { id: 'student', isStudent: true, isAdmin: false, banned: false };
const teacher: Actor = { id: 'teacher', isStudent: false, isAdmin: false, banned: false };

describe('AccessPolicy.require', () => {
  const policy = new AccessPolicy({ education: true });

  it('throws 401 for nobody and 403 with the reason for the refused', () => {
    expect(() => policy.require(null, 'idea.read')).toThrow(
      expect.objectContaining({ statusCode: 401, messages: [AUTH_MESSAGES.TOKEN_MISSING] }),
    );
    expect(() => policy.require(student, 'agent.create')).toThrow(
      expect.objectContaining({ statusCode: 403, messages: [AUTH_MESSAGES.STUDENTS_FORBIDDEN] }),
    );
    expect(() => policy.require(teacher, 'invitation.manage')).toThrow(
      expect.objectContaining({ statusCode: 403, messages: [AUTH_MESSAGES.ADMINS_ONLY] }),
    );
    expect(() => policy.require(teacher, 'idea.create')).not.toThrow();
  });

  it('reads a user row’s flags', () => {
    const row = { id: 'r', is_student: 1, is_admin: 0, banned: 0 };
    expect(toActor(row)).toEqual({ id: 'r', isStudent: true, isAdmin: false, banned: false });
    expect(policy.canUser(row, 'idea.read')).toBe(true);
    expect(policy.canUser(row, 'link.create')).toBe(false);
    expect(() => policy.requireUser(row, 'link.create')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => policy.requireUser({ ...row, banned: 1 }, 'idea.read')).toThrow(
      expect.objectContaining({ statusCode: 403, messages: [AUTH_MESSAGES.BANNED] }),
    );
  });

  it('decides by its configuration: outside the education build a student row is a member', () => {
    const row = { id: 'r', is_student: 1, is_admin: 0, banned: 0 };
    expect(new AccessPolicy({ education: false }).canUser(row, 'link.create')).toBe(true);
  });

  it('treats the operator as an admin', () => {
    expect(policy.canUser(OPERATOR, 'invitation.manage')).toBe(true);
    expect(policy.canUser(OPERATOR, 'report.read')).toBe(true);
  });
});
