import {
  can,
  type AccessContext,
  type Action,
  type Actor,
  type PolicyOptions,
  type SessionUser,
} from '@thoughtful/shared';

/** The flags the policy reads, as every user object the web holds carries them. */
export type AccessUser = Pick<SessionUser, '_id' | 'isStudent' | 'isAdmin'>;

/**
 * The signed-in user as the policy sees them. Never banned: the server refuses a banned member's
 * token, so no user the web holds is.
 */
export function actorOf(user: AccessUser): Actor {
  return { id: user._id, isStudent: user.isStudent, isAdmin: user.isAdmin, banned: false };
}

/**
 * Whether `user` (null: nobody is signed in) may do `action`. The server decides with the same
 * shared policy, so a screen shows what the server allows.
 */
export type Can = (user: AccessUser | null, action: Action, context?: AccessContext) => boolean;

/** The shared access policy with one installation's flags (the education build or not). */
export function canWith(flags: PolicyOptions): Can {
  return (user, action, context) =>
    can(flags, user === null ? null : actorOf(user), action, context);
}
