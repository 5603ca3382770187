import {
  decideAccess,
  type ProductFlags,
  type RouteAccess,
  type SessionUser,
} from '@thoughtful/shared';

/** Who may enter a group of routes (spec accounts §2 route table). */
export interface RouteRule {
  access: RouteAccess;
  /** "authenticated or loading user": the screen draws while the user is still loading. */
  allowWhileLoading?: boolean;
  /** Admins only (the invitation list, DESIGN.md §3). */
  adminOnly?: boolean;
}

export type GuardOutcome =
  | { kind: 'render' }
  /** Not decidable yet: the user or the configuration is loading. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

export interface GuardState {
  user: SessionUser | null;
  loading: boolean;
  /** Null while the configuration loads. */
  flags: ProductFlags | null;
}

/**
 * Where a signed-in user who may not enter a screen goes: a student of the education build to the
 * activities, everyone else to the home screen.
 */
export function deniedRedirectPath(user: SessionUser, flags: ProductFlags): string {
  return flags.education && user.isStudent ? '/activity-students' : '/welcome';
}

function isEducationOnly(access: RouteAccess): boolean {
  return access === 'authenticated-education' || access === 'authenticated-education-non-student';
}

/** The browser's route guard (the server enforces the same rules on every endpoint). */
export function guardOutcome(rule: RouteRule, { user, loading, flags }: GuardState): GuardOutcome {
  if (rule.access === 'anyone') return { kind: 'render' };
  if (loading) {
    if (!rule.allowWhileLoading) return { kind: 'wait' };
    if (!isEducationOnly(rule.access)) return { kind: 'render' };
    if (!flags) return { kind: 'wait' };
    return flags.education ? { kind: 'render' } : { kind: 'not-found' };
  }
  if (!flags) return { kind: 'wait' };
  const decision = decideAccess(rule.access, user, flags);
  switch (decision) {
    case 'login':
      return { kind: 'redirect', to: '/login' };
    case 'not-found':
      return { kind: 'not-found' };
    case 'forbidden':
      return user ? { kind: 'redirect', to: deniedRedirectPath(user, flags) } : { kind: 'wait' };
    case 'allow':
      if (rule.adminOnly && user && !user.isAdmin) {
        return { kind: 'redirect', to: deniedRedirectPath(user, flags) };
      }
      return { kind: 'render' };
  }
}
