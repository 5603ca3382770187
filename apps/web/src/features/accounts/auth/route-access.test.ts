import { can, type ProductFlags, type SessionUser } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { actorOf } from './access';
import { guardOutcome, type GuardState, type RouteRule } from './route-access';

const education: ProductFlags = {
  education: true,
  anonymous: false,
  inviteOnly: true,
  nameField: false,
};
const plain: ProductFlags = { ...education, education: false };

const student: SessionUser = { _id: 's', isStudent: true, isAdmin: false, date: '2020-01-01' };
const teacher: SessionUser = { _id: 't', isStudent: false, isAdmin: false, date: '2020-01-01' };
const admin: SessionUser = { _id: 'a', isStudent: false, isAdmin: true, date: '2020-01-01' };

// As app/router.tsx guards its groups of routes (spec accounts §2 route table).
const RULES = {
  about: { action: 'account.read', allowWhileLoading: true },
  activityStudents: { action: 'activity.read', educationOnly: true, allowWhileLoading: true },
  activityEdit: { action: 'activity.manage', educationOnly: true, allowWhileLoading: true },
  welcome: { action: 'content.browse' },
  create: { action: 'account.read' },
  invitations: { action: 'invitation.manage' },
  reports: { action: 'report.read' },
} satisfies Record<string, RouteRule>;

function state(user: SessionUser | null, flags: ProductFlags | null = education): GuardState {
  return { user, loading: false, flags };
}

describe('guardOutcome: anonymous visitors', () => {
  it.each(Object.entries(RULES))('sends them from %s to /login', (_name, rule) => {
    expect(guardOutcome(rule, state(null))).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('guardOutcome: students of the education build', () => {
  it.each(['about', 'activityStudents', 'create'] as const)('may enter %s', (name) => {
    expect(guardOutcome(RULES[name], state(student))).toEqual({ kind: 'render' });
  });

  it.each(['welcome', 'activityEdit', 'invitations', 'reports'] as const)(
    'are sent from %s to /activity-students',
    (name) => {
      expect(guardOutcome(RULES[name], state(student))).toEqual({
        kind: 'redirect',
        to: '/activity-students',
      });
    },
  );
});

describe('guardOutcome: non-students', () => {
  it.each(['about', 'activityStudents', 'activityEdit', 'welcome', 'create'] as const)(
    'may enter %s',
    (name) => {
      expect(guardOutcome(RULES[name], state(teacher))).toEqual({ kind: 'render' });
    },
  );

  it.each(['invitations', 'reports'] as const)(
    'sends a non-admin from %s to /welcome, and lets an admin in',
    (name) => {
      expect(guardOutcome(RULES[name], state(teacher))).toEqual({
        kind: 'redirect',
        to: '/welcome',
      });
      expect(guardOutcome(RULES[name], state(admin))).toEqual({ kind: 'render' });
    },
  );
});

describe('guardOutcome: outside the education build', () => {
  it.each(['activityStudents', 'activityEdit'] as const)('%s does not exist', (name) => {
    expect(guardOutcome(RULES[name], state(teacher, plain))).toEqual({ kind: 'not-found' });
    expect(guardOutcome(RULES[name], state(null, plain))).toEqual({ kind: 'not-found' });
    expect(guardOutcome(RULES[name], { user: null, loading: true, flags: plain })).toEqual({
      kind: 'not-found',
    });
  });

  it('lets a member (isStudent is meaningless there) into the non-student screens', () => {
    expect(guardOutcome(RULES.welcome, state(student, plain))).toEqual({ kind: 'render' });
  });

  it('sends a student-flagged member from an admin screen home to /welcome', () => {
    expect(guardOutcome(RULES.invitations, state(student, plain))).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
  });
});

describe('guardOutcome: while loading', () => {
  const loading = (flags: ProductFlags | null): GuardState => ({
    user: null,
    loading: true,
    flags,
  });

  it.each(['about', 'activityStudents', 'activityEdit'] as const)(
    'draws %s ("authenticated or loading")',
    (name) => {
      expect(guardOutcome(RULES[name], loading(education))).toEqual({ kind: 'render' });
    },
  );

  it.each(['welcome', 'create', 'invitations'] as const)('waits on %s, never redirects', (name) => {
    expect(guardOutcome(RULES[name], loading(education))).toEqual({ kind: 'wait' });
  });

  it('waits for the config before deciding what needs the flags', () => {
    expect(guardOutcome(RULES.welcome, state(teacher, null))).toEqual({ kind: 'wait' });
    expect(guardOutcome(RULES.activityStudents, loading(null))).toEqual({ kind: 'wait' });
    expect(guardOutcome(RULES.about, loading(null))).toEqual({ kind: 'render' });
  });
});

describe('guardOutcome: one decider', () => {
  // Once the user and the flags are known, a screen opens exactly when the shared access policy
  // (the server's too) allows its action: the guard adds only routes the build does not have.
  const users = { student, teacher, admin };
  for (const [build, flags] of [
    ['education build', education],
    ['EDUCATION=false', plain],
  ] as const) {
    for (const [name, rule] of Object.entries(RULES)) {
      for (const [role, user] of Object.entries(users)) {
        it(`${build}: ${role} on ${name} as the policy says`, () => {
          const outcome = guardOutcome(rule, state(user, flags));
          if ('educationOnly' in rule && !flags.education) {
            expect(outcome).toEqual({ kind: 'not-found' });
          } else if (can(flags, actorOf(user), rule.action)) {
            expect(outcome).toEqual({ kind: 'render' });
          } else {
            expect(outcome).toMatchObject({ kind: 'redirect' });
          }
        });
      }
    }
  }
});
