import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { CLASS_MESSAGES } from '../classes/class-messages';
import {
  ACTIONS,
  can,
  decide,
  type AccessContext,
  type Action,
  type Actor,
  type ActivityContext,
  type ClassRole,
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
type Cell = 'Y' | 'S' | 'A' | 'O' | 'C' | 'N' | 'B' | 'J' | 'T' | 'F';
const MESSAGES: Record<Exclude<Cell, 'Y'>, { status: number; message: string }> = {
  S: { status: 403, message: AUTH_MESSAGES.STUDENTS_FORBIDDEN },
  A: { status: 403, message: AUTH_MESSAGES.ADMINS_ONLY },
  O: { status: 403, message: AUTH_MESSAGES.NOT_YOURS },
  C: { status: 403, message: AUTH_MESSAGES.ACTIVITY_NOT_OPEN },
  N: { status: 401, message: AUTH_MESSAGES.TOKEN_MISSING },
  B: { status: 403, message: AUTH_MESSAGES.BANNED },
  J: { status: 403, message: CLASS_MESSAGES.ONLY_STUDENTS_JOIN },
  T: { status: 403, message: CLASS_MESSAGES.NOT_YOUR_CLASS },
  F: { status: 403, message: CLASS_MESSAGES.NOT_FOUND },
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
  'content.browse': 'N S Y Y B Y S Y',
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
  'class.create': 'N S Y Y B Y S Y',
  'class.read': 'N Y Y Y B Y Y Y',
  'class.manage': 'N S Y Y B Y S Y',
  'class.join': 'N Y J J B J Y J',
  'activity.manage': 'N S Y Y B Y S Y',
  'activity.complete': 'N O O O B C C O',
  'interpretation.export': 'N S Y Y B Y S Y',
  'interpretation.readByName': 'N S Y Y B Y Y Y',
  'invitation.manage': 'N A A Y B A A A',
  'setting.manage': 'N S Y Y B Y S Y',
  'report.read': 'N A A Y B A A A',
  'platform.manage': 'N A A Y B A A A',
};

// EDUCATION=false: nobody is a student, whatever the row's flag says.
const MEMBERS_ONLY: Record<Action, string> = {
  ...EDUCATION,
  'content.browse': 'N Y Y Y B Y Y Y',
  'idea.create': 'N Y Y Y B Y Y Y',
  'keyPoint.create': 'N Y Y Y B Y Y Y',
  'agent.create': 'N Y Y Y B Y Y Y',
  'link.create': 'N Y Y Y B Y Y Y',
  'link.rate': 'N Y Y Y B Y Y Y',
  'idea.interpret': 'N Y Y Y B Y Y Y',
  'agent.rate': 'N Y Y Y B Y Y Y',
  'profile.read': 'N Y Y Y B Y Y Y',
  'profile.edit': 'N O O O B Y Y O',
  'class.create': 'N Y Y Y B Y Y Y',
  'class.manage': 'N Y Y Y B Y Y Y',
  'class.join': 'N J J J B J J J',
  'activity.manage': 'N Y Y Y B Y Y Y',
  'interpretation.export': 'N Y Y Y B Y Y Y',
  'interpretation.readByName': 'N Y Y Y B Y Y Y',
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
  const policy = {
    can: (actor: Actor | null, action: Action, context?: AccessContext) =>
      can({ education: true }, actor, action, context),
  };

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
      'content.browse',
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

/**
 * Every role against every class action, with the class in question (DESIGN.md §10). A managed
 * student and an anonymous-mode student are students to the policy: they differ in how they log
 * in, not in what they may do, so each has its column all the same.
 */
describe('the class matrix', () => {
  const CLASS_ROLES: Record<string, { actor: Actor; classRole: ClassRole | null }> = {
    teacherOfThisClass: { actor: ROLES.teacher, classRole: 'teacher' },
    teacherOfAnother: { actor: ROLES.otherMember, classRole: null },
    admin: { actor: ROLES.admin, classRole: null },
    studentInIt: { actor: ROLES.student, classRole: 'student' },
    studentElsewhere: { actor: { ...ROLES.student, id: 'elsewhere' }, classRole: null },
    managedStudent: { actor: { ...ROLES.student, id: 'managed' }, classRole: 'student' },
    anonymousModeStudent: { actor: { ...ROLES.student, id: 'kid-owl' }, classRole: 'student' },
  };
  // Columns in the order above.
  const TABLE: Partial<Record<Action, string>> = {
    'class.read': 'Y F Y Y F Y Y',
    'class.manage': 'Y T Y S S S S',
    'activity.manage': 'Y T Y S S S S',
    'class.join': 'J J J Y Y Y Y',
    'class.create': 'Y Y Y S S S S',
  };
  for (const [action, line] of Object.entries(TABLE) as [Action, string][]) {
    it(action, () => {
      const cells = line.split(' ') as Cell[];
      const names = Object.keys(CLASS_ROLES);
      expect(cells).toHaveLength(names.length);
      names.forEach((name, i) => {
        const { actor, classRole } = CLASS_ROLES[name]!;
        const decision = decide({ education: true }, actor, action, { classRole });
        const cell = cells[i]!;
        if (cell === 'Y') expect(decision, `${name} ${action}`).toEqual({ allowed: true });
        else expect(decision, `${name} ${action}`).toEqual({ allowed: false, ...MESSAGES[cell] });
      });
    });
  }
});
