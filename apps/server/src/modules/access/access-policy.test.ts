import { AUTH_MESSAGES } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  AccessPolicy,
  decide,
  toActor,
  type AccessContext,
  type Action,
  type Actor,
  type ActivityContext,
} from './access-policy';

/**
 * The whole matrix: every role against every action, written out by hand (not derived from the
 * code), in the education build and outside it, with and without an activity.
 */

const OWNER_ID = 'owner';
const ROLES = {
  anonymous: null,
  student: { id: 'student', isStudent: true, isAdmin: false, banned: false },
  teacher: { id: 'teacher', isStudent: false, isAdmin: false, banned: false },
  admin: { id: 'admin', isStudent: false, isAdmin: true, banned: false },
  banned: { id: 'banned', isStudent: false, isAdmin: true, banned: true },
  owner: { id: OWNER_ID, isStudent: false, isAdmin: false, banned: false },
  ownerStudent: { id: OWNER_ID, isStudent: true, isAdmin: false, banned: false },
  otherMember: { id: 'other', isStudent: false, isAdmin: false, banned: false },
} satisfies Record<string, Actor | null>;
type Role = keyof typeof ROLES;

/** Y: allowed; S: 'Students cannot do that'; A: admins only; O: not yours; C: activity not open. */
type Cell = 'Y' | 'S' | 'A' | 'O' | 'C' | 'N' | 'B';
const MESSAGES: Record<Exclude<Cell, 'Y'>, { status: number; message: string }> = {
  S: { status: 403, message: AUTH_MESSAGES.STUDENTS_FORBIDDEN },
  A: { status: 403, message: AUTH_MESSAGES.ADMINS_ONLY },
  O: { status: 403, message: AUTH_MESSAGES.NOT_YOURS },
  C: { status: 403, message: AUTH_MESSAGES.ACTIVITY_NOT_OPEN },
  N: { status: 401, message: AUTH_MESSAGES.TOKEN_MISSING },
  B: { status: 403, message: AUTH_MESSAGES.BANNED },
};

// Columns: anonymous, student, teacher, admin, banned, owner, ownerStudent, otherMember.
// Context: the owner's thing (ownerId = 'owner'), no activity, education build.
const EDUCATION: Record<Action, string> = {
  'account.read': 'N Y Y Y B Y Y Y',
  'idea.read': 'N Y Y Y B Y Y Y',
  'agent.read': 'N Y Y Y B Y Y Y',
  'link.read': 'N Y Y Y B Y Y Y',
  'setting.read': 'N Y Y Y B Y Y Y',
  'activity.read': 'N Y Y Y B Y Y Y',
  'idea.create': 'N S Y Y B Y S Y',
  'keyPoint.create': 'N S Y Y B Y S Y',
  'agent.create': 'N S Y Y B Y S Y',
  'link.create': 'N S Y Y B Y S Y',
  'link.rate': 'N S Y Y B Y S Y',
  'idea.interpret': 'N S Y Y B Y S Y',
  'agent.rate': 'N S Y Y B Y S Y',
  'upload.create': 'N Y Y Y B Y Y Y',
  'page.fetch': 'N Y Y Y B Y Y Y',
  'report.create': 'N Y Y Y B Y Y Y',
  'profile.read': 'N S Y Y B Y S Y',
  'profile.edit': 'N S O O B Y S O',
  'activity.manage': 'N S Y Y B Y S Y',
  'activity.complete': 'N O O O B C C O',
  'interpretation.export': 'N S Y Y B Y S Y',
  'invitation.manage': 'N A A Y B A A A',
  'setting.manage': 'N S Y Y B Y S Y',
  'report.read': 'N A A Y B A A A',
};

// EDUCATION=false: nobody is a student, whatever the row's flag says.
const MEMBERS_ONLY: Record<Action, string> = {
  ...EDUCATION,
  'idea.create': 'N Y Y Y B Y Y Y',
  'keyPoint.create': 'N Y Y Y B Y Y Y',
  'agent.create': 'N Y Y Y B Y Y Y',
  'link.create': 'N Y Y Y B Y Y Y',
  'link.rate': 'N Y Y Y B Y Y Y',
  'idea.interpret': 'N Y Y Y B Y Y Y',
  'agent.rate': 'N Y Y Y B Y Y Y',
  'profile.read': 'N Y Y Y B Y Y Y',
  'profile.edit': 'N O O O B Y Y O',
  'activity.manage': 'N Y Y Y B Y Y Y',
  'interpretation.export': 'N Y Y Y B Y Y Y',
  'setting.manage': 'N Y Y Y B Y Y Y',
};

function row(line: string): Record<Role, Cell> {
  const cells = line.split(' ') as Cell[];
  const roles = Object.keys(ROLES) as Role[];
  expect(cells).toHaveLength(roles.length);
  return Object.fromEntries(roles.map((role, i) => [role, cells[i]!])) as Record<Role, Cell>;
}

function expectCell(
  education: boolean,
  role: Role,
  action: Action,
  ctx: AccessContext,
  cell: Cell,
) {
  const decision = decide({ education }, ROLES[role], action, ctx);
  const where = `${education ? 'education' : 'members only'}: ${role} ${action}`;
  if (cell === 'Y') {
    expect(decision, where).toEqual({ allowed: true });
  } else {
    expect(decision, where).toEqual({ allowed: false, ...MESSAGES[cell] });
  }
}

describe('the access policy matrix', () => {
  it('lists every action once in each table', () => {
    expect(Object.keys(EDUCATION).sort()).toEqual([...ACTIONS].sort());
    expect(Object.keys(MEMBERS_ONLY).sort()).toEqual([...ACTIONS].sort());
  });

  for (const [education, table] of [
    [true, EDUCATION],
    [false, MEMBERS_ONLY],
  ] as const) {
    for (const action of ACTIONS) {
      it(`${education ? 'education build' : 'EDUCATION=false'}: ${action}`, () => {
        const cells = row(table[action]);
        for (const role of Object.keys(ROLES) as Role[]) {
          expectCell(education, role, action, { ownerId: OWNER_ID }, cells[role]);
        }
      });
    }
  }
});

describe('the activity rule: a student adds content only through an enabled activity that asks', () => {
  const asking = (asks: ActivityContext['asks'], enabled = true): AccessContext => ({
    activity: { enabled, asks },
  });
  const student = ROLES.student;
  const policy = new AccessPolicy({ education: true });

  const cases: [Action, ActivityContext['asks'][number]][] = [
    ['idea.create', 'idea'],
    ['keyPoint.create', 'keyPoint'],
    ['link.create', 'linkRating'],
    ['link.rate', 'linkRating'],
    ['idea.interpret', 'interpretation'],
  ];
  for (const [action, ask] of cases) {
    it(`${action}: allowed when an enabled activity asks for '${ask}', refused otherwise`, () => {
      expect(policy.can(student, action, asking([ask]))).toBe(true);
      expect(policy.can(student, action, asking([ask], false))).toBe(false);
      const others = (['idea', 'interpretation', 'linkRating', 'keyPoint'] as const).filter(
        (a) => a !== ask,
      );
      expect(policy.can(student, action, asking(others))).toBe(false);
      expect(policy.can(student, action, asking([]))).toBe(false);
      // A member needs no activity, and one does not hold them back.
      expect(policy.can(ROLES.teacher, action, asking([]))).toBe(true);
      expect(policy.can(ROLES.teacher, action, asking([ask], false))).toBe(true);
    });
  }

  it('never lets an activity open what only members or admins do', () => {
    const everything = asking(['idea', 'interpretation', 'linkRating', 'keyPoint']);
    for (const action of [
      'agent.create',
      'agent.rate',
      'activity.manage',
      'profile.read',
      'interpretation.export',
      'setting.manage',
    ] as const) {
      expect(policy.can(student, action, everything), action).toBe(false);
    }
    for (const action of ['invitation.manage', 'report.read'] as const) {
      expect(policy.can(ROLES.teacher, action, everything), action).toBe(false);
    }
    expect(policy.can(ROLES.banned, 'idea.read', everything)).toBe(false);
    expect(policy.can(null, 'idea.read', everything)).toBe(false);
  });

  it('lets a student record his own completion of an enabled activity only', () => {
    const open = { ownerId: 'student', activity: { enabled: true, asks: [] } };
    expect(policy.can(student, 'activity.complete', open)).toBe(true);
    expect(policy.can(student, 'activity.complete', { ...open, ownerId: 'someone-else' })).toBe(
      false,
    );
    expect(
      policy.can(student, 'activity.complete', { ...open, activity: { enabled: false, asks: [] } }),
    ).toBe(false);
    expect(policy.can(student, 'activity.complete', { ownerId: 'student' })).toBe(false);
  });
});

describe('AccessPolicy.require', () => {
  const policy = new AccessPolicy({ education: true });

  it('throws 401 for nobody and 403 with the reason for the refused', () => {
    expect(() => policy.require(null, 'idea.read')).toThrow(
      expect.objectContaining({ statusCode: 401, messages: [AUTH_MESSAGES.TOKEN_MISSING] }),
    );
    expect(() => policy.require(ROLES.student, 'agent.create')).toThrow(
      expect.objectContaining({ statusCode: 403, messages: [AUTH_MESSAGES.STUDENTS_FORBIDDEN] }),
    );
    expect(() => policy.require(ROLES.teacher, 'invitation.manage')).toThrow(
      expect.objectContaining({ statusCode: 403, messages: [AUTH_MESSAGES.ADMINS_ONLY] }),
    );
    expect(() => policy.require(ROLES.teacher, 'idea.create')).not.toThrow();
  });

  it('reads a user row’s flags', () => {
    const row = { id: 'r', is_student: 1, is_admin: 0, banned: 0 };
    expect(toActor(row)).toEqual({ id: 'r', isStudent: true, isAdmin: false, banned: false });
    expect(() => policy.requireUser(row, 'link.create')).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => policy.requireUser({ ...row, banned: 1 }, 'idea.read')).toThrow(
      expect.objectContaining({ statusCode: 403, messages: [AUTH_MESSAGES.BANNED] }),
    );
  });
});
