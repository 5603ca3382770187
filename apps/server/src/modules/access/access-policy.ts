import { AUTH_MESSAGES } from '@thoughtful/shared';
import { ForbiddenError, UnauthorizedError } from '../../http/errors';

/**
 * Who may do what (DESIGN.md §3), decided in one place. Services ask it first, with the context
 * they know (the owner of the thing, the activity the request comes through); routes only
 * authenticate. Pure: no I/O, no clock, so one table-driven test holds the whole matrix.
 */

/** The signed-in user as the policy sees them; null is an anonymous caller. */
export interface Actor {
  id: string;
  isStudent: boolean;
  isAdmin: boolean;
  banned: boolean;
}

/** Anything with a user row's flags can act: the policy reads only these. */
export interface ActorRow {
  id: string;
  is_student: number;
  is_admin: number;
  banned: number;
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

/** What an activity may ask a student to add (content §3 'Activity', §4). */
export type ActivityAsk = 'idea' | 'interpretation' | 'linkRating' | 'keyPoint';

/** The activity a request comes through, as far as the policy needs it. */
export interface ActivityContext {
  enabled: boolean;
  asks: readonly ActivityAsk[];
}

export const ACTIONS = [
  // Reading: every signed-in user (students read inTells, waveMakers and links in activities).
  'account.read',
  'idea.read',
  'agent.read',
  'link.read',
  'setting.read',
  'activity.read',
  // Content: members; students only through an enabled activity that asks for it.
  'idea.create',
  'keyPoint.create',
  'agent.create',
  'link.create',
  'link.rate',
  'idea.interpret',
  'agent.rate',
  // Files and pages fetched for a post; students too (their activities add inTells with them).
  'upload.create',
  'page.fetch',
  'report.create',
  // Members' own spaces.
  'profile.read',
  'profile.edit',
  // Running the class.
  'activity.manage',
  'activity.complete',
  // Every interpretation of an inTell at once, free texts included (the CSV download).
  'interpretation.export',
  // The default waveMaker list (non-students).
  'setting.manage',
  // Running the site.
  'invitation.manage',
  'report.read',
] as const;

export type Action = (typeof ACTIONS)[number];

export interface AccessContext {
  /** The user whose thing it is: a profile, a completion record. */
  ownerId?: string;
  /** The activity the request comes through, when it does. */
  activity?: ActivityContext;
}

export type Decision = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

const ALLOW: Decision = { allowed: true };
const deny = (message: string, status: 401 | 403 = 403): Decision => ({
  allowed: false,
  status,
  message,
});

/** What a student may add inside an activity, by action. */
const ACTIVITY_ASK_FOR: Partial<Record<Action, ActivityAsk>> = {
  'idea.create': 'idea',
  'keyPoint.create': 'keyPoint',
  'link.create': 'linkRating',
  'link.rate': 'linkRating',
  'idea.interpret': 'interpretation',
};

function activityAsks(activity: ActivityContext | undefined, ask: ActivityAsk): boolean {
  return activity !== undefined && activity.enabled && activity.asks.includes(ask);
}

export interface PolicyOptions {
  /** The education build: students exist and are held to activities. Otherwise all are members. */
  education: boolean;
}

/** The decision for `actor` doing `action` in `context`, with the refusal's status and words. */
export function decide(
  options: PolicyOptions,
  actor: Actor | null,
  action: Action,
  context: AccessContext = {},
): Decision {
  if (actor === null) return deny(AUTH_MESSAGES.TOKEN_MISSING, 401);
  if (actor.banned) return deny(AUTH_MESSAGES.BANNED);
  const student = options.education && actor.isStudent;

  switch (action) {
    case 'account.read':
    case 'idea.read':
    case 'agent.read':
    case 'link.read':
    case 'setting.read':
    case 'activity.read':
    case 'upload.create':
    case 'page.fetch':
    case 'report.create':
      return ALLOW;

    // An interpretation is content too (it is plotted and its note listed): since activities
    // carry students' interpretations, the free route is closed to them (decisions.md).
    case 'idea.create':
    case 'keyPoint.create':
    case 'link.create':
    case 'link.rate':
    case 'idea.interpret': {
      if (!student) return ALLOW;
      const ask = ACTIVITY_ASK_FOR[action];
      return ask && activityAsks(context.activity, ask)
        ? ALLOW
        : deny(AUTH_MESSAGES.STUDENTS_FORBIDDEN);
    }

    // The default waveMaker list (setting.manage) is non-students', teachers too (content §2, §6).
    case 'agent.create':
    case 'agent.rate':
    case 'profile.read':
    case 'activity.manage':
    case 'interpretation.export':
    case 'setting.manage':
      return student ? deny(AUTH_MESSAGES.STUDENTS_FORBIDDEN) : ALLOW;

    case 'profile.edit':
      if (student) return deny(AUTH_MESSAGES.STUDENTS_FORBIDDEN);
      return context.ownerId === actor.id ? ALLOW : deny(AUTH_MESSAGES.NOT_YOURS);

    case 'activity.complete':
      // A student records his own completion of an enabled activity; nobody records another's.
      if (context.ownerId !== actor.id) return deny(AUTH_MESSAGES.NOT_YOURS);
      return context.activity?.enabled === true ? ALLOW : deny(AUTH_MESSAGES.ACTIVITY_NOT_OPEN);

    case 'invitation.manage':
    case 'report.read':
      return actor.isAdmin ? ALLOW : deny(AUTH_MESSAGES.ADMINS_ONLY);
  }
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

  /** `require` for a user row, the form services hold. */
  requireUser(user: ActorRow, action: Action, context?: AccessContext): void {
    this.require(toActor(user), action, context);
  }
}
