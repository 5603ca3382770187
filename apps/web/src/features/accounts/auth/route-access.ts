import type { Action, ProductFlags, SessionUser } from '@thoughtful/shared';
import { canWith } from './access';

/**
 * Who may enter a group of routes (spec accounts §2 route table): the access policy decides, as
 * it does on the server for every endpoint behind the screens.
 */
export interface RouteRule {
  /** What the signed-in user must be allowed to do to enter. */
  action: Action;
  /** The route exists only in the education build: elsewhere it is not found, for anyone. */
  educationOnly?: boolean;
  /** "authenticated or loading user": the screen draws while the user is still loading. */
  allowWhileLoading?: boolean;
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
 * Where a signed-in user who may not enter a screen goes: home to the members' screens when the
 * policy lets them browse content there, otherwise (a student of the education build) to the
 * activities.
 */
export function deniedRedirectPath(user: SessionUser, flags: ProductFlags): string {
  return canWith(flags)(user, 'content.browse') ? '/welcome' : '/activity-students';
}

/** The browser's route guard (the server enforces the same policy on every endpoint). */
export function guardOutcome(rule: RouteRule, { user, loading, flags }: GuardState): GuardOutcome {
  if (loading) {
    if (!rule.allowWhileLoading) return { kind: 'wait' };
    if (!rule.educationOnly) return { kind: 'render' };
    if (!flags) return { kind: 'wait' };
    return flags.education ? { kind: 'render' } : { kind: 'not-found' };
  }
  if (!flags) return { kind: 'wait' };
  if (rule.educationOnly && !flags.education) return { kind: 'not-found' };
  if (!user) return { kind: 'redirect', to: '/login' };
  return canWith(flags)(user, rule.action)
    ? { kind: 'render' }
    : { kind: 'redirect', to: deniedRedirectPath(user, flags) };
}
