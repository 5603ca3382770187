import {
  decide,
  type AccessContext,
  type Action,
  type Actor,
  type PolicyOptions,
} from '@thoughtful/shared';
import { ForbiddenError, UnauthorizedError } from '../../http/errors';

/**
 * The server's face of the shared access policy (`packages/shared/src/access`, DESIGN.md §3):
 * services ask it first, with what they know, and a refusal becomes the server's 401 or 403.
 * Routes only authenticate. The decisions themselves, and their matrix test, are shared with the
 * web, so the screens show what the server allows.
 */

/** Anything with a user row's flags can act: the policy reads only these. */
export interface ActorRow {
  id: string;
  is_student: number;
  is_admin: number;
  banned: number;
  /**
   * Her stored language (issue 44), where the caller read it (a signed-in request's row does):
   * the mails she causes to someone without an account, such as an invitation, are in it.
   */
  language?: string | null;
}

/**
 * The operator at the server's command line (`npm run cli`): whoever can run it owns the
 * database anyway, so the policy treats them as an admin who is no member.
 */
export const OPERATOR: ActorRow = { id: '', is_student: 0, is_admin: 1, banned: 0 };

export function toActor(row: ActorRow): Actor {
  return {
    id: row.id,
    isStudent: row.is_student === 1,
    isAdmin: row.is_admin === 1,
    banned: row.banned === 1,
  };
}

/** The policy of one configuration, as services use it. */
export class AccessPolicy {
  constructor(private readonly options: PolicyOptions) {}

  can(actor: Actor | null, action: Action, context?: AccessContext): boolean {
    return decide(this.options, actor, action, context).allowed;
  }

  /** Throws the refusal (401 for nobody, 403 otherwise) unless `actor` may do `action`. */
  require(actor: Actor | null, action: Action, context?: AccessContext): void {
    const decision = decide(this.options, actor, action, context);
    if (decision.allowed) return;
    throw decision.status === 401
      ? new UnauthorizedError(decision.message)
      : new ForbiddenError(decision.message);
  }

  /** `can` for a user row, the form services hold. */
  canUser(user: ActorRow, action: Action, context?: AccessContext): boolean {
    return this.can(toActor(user), action, context);
  }

  /** `require` for a user row, the form services hold. */
  requireUser(user: ActorRow, action: Action, context?: AccessContext): void {
    this.require(toActor(user), action, context);
  }
}
