import type { ProductFlags, SessionUser } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
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

const RULES = {
  about: { access: 'authenticated', allowWhileLoading: true },
  activityStudents: { access: 'authenticated-education', allowWhileLoading: true },
  activityEdit: { access: 'authenticated-education-non-student', allowWhileLoading: true },
  welcome: { access: 'non-student' },
  create: { access: 'authenticated' },
  invitations: { access: 'authenticated', adminOnly: true },
} satisfies Record<string, RouteRule>;

function state(user: SessionUser | null, flags: ProductFlags | null = education): GuardState {
  return { user, loading: false, flags };
}

describe('guardOutcome: anonymous visitors', () => {
  it.each(Object.entries(RULES))('sends them from %s to /login', (_name, rule) => {
    expect(guardOutcome(rule, state(null))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets anyone through an open route, even before the config loads', () => {
    expect(guardOutcome({ access: 'anyone' }, state(null, null))).toEqual({ kind: 'render' });
  });
});

describe('guardOutcome: students of the education build', () => {
  it.each(['about', 'activityStudents', 'create'] as const)('may enter %s', (name) => {
    expect(guardOutcome(RULES[name], state(student))).toEqual({ kind: 'render' });
  });

  it.each(['welcome', 'activityEdit', 'invitations'] as const)(
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

  it('sends a non-admin from the invitation list to /welcome, and lets an admin in', () => {
    expect(guardOutcome(RULES.invitations, state(teacher))).toEqual({
      kind: 'redirect',
      to: '/welcome',
    });
    expect(guardOutcome(RULES.invitations, state(admin))).toEqual({ kind: 'render' });
  });
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
