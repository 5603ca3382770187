import { AUTH_MESSAGES } from '../auth/auth-messages';
import { CLASS_MESSAGES } from '../classes/class-messages';

/**
 * Who may do what (DESIGN.md §3), decided in one place for the server and the web. The server's
 * services ask it first, with the context they know (the owner of the thing, the activity the
 * request comes through) and turn a refusal into their error; the web asks it wherever a screen
 * shows or hides something by role, and to guard routes. Pure: no I/O, no clock, no framework, so
 * one table-driven test holds the whole matrix.
 */

/** The signed-in user as the policy sees them; null is an anonymous caller. */
export interface Actor {
  id: string;
  isStudent: boolean;
  isAdmin: boolean;
  banned: boolean;
}

/** What an activity may ask a student to add (content §3 'Activity', §4). */
export type ActivityAsk = 'idea' | 'interpretation' | 'linkRating' | 'keyPoint';

/** The activity a request comes through, as far as the policy needs it. */
export interface ActivityContext {
  enabled: boolean;
  asks: readonly ActivityAsk[];
  /**
   * The class the activity belongs to (DESIGN.md §10): what a student adds through it is that
   * class's alone. The policy does not decide by it; the writes store it with the content.
   */
  classId?: string | null;
}

export const ACTIONS = [
  // Reading: every signed-in user (students read inTells, waveMakers and links in activities).
  'account.read',
  'idea.read',
  'agent.read',
  'link.read',
  'setting.read',
  'activity.read',
  // The members' screens (home, the submit screens, inTell, waveMaker and profile screens: spec
  // accounts §2 route table), where content is met outside any activity. No endpoint of its own:
  // the server refuses students what those screens do (creating, rating, profiles) action by
  // action, and students meet content through their activities.
  'content.browse',
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
  // Classes (DESIGN.md §10): any non-student starts one and teaches it; its teachers (and admins)
  // manage it, its roster and its activities; its students read it; students join with a code.
  'class.create',
  'class.read',
  'class.manage',
  'class.join',
  // Running the class.
  'activity.manage',
  'activity.complete',
  // Every interpretation of an inTell at once, free texts included (the CSV download).
  'interpretation.export',
  // Another member's interpretation under his or her name (notes with their authors). Students
  // read classmates' answers only as the class's aggregates and plots
  // (docs/decisions/2026-11-28-security-second-review.md 'Students read classmates' answers').
  'interpretation.readByName',
  // The default waveMaker list (non-students).
  'setting.manage',
  // Running the site.
  'invitation.manage',
  'report.read',
  // The learning platforms registered with the tool (DESIGN.md §13) and its signing keys.
  'platform.manage',
] as const;

export type Action = (typeof ACTIONS)[number];

export interface AccessContext {
  /** The user whose thing it is: a profile, a completion record. */
  ownerId?: string;
  /** The activity the request comes through, when it does. */
  activity?: ActivityContext;
  /**
   * How the actor stands to the class the request is about, when it is about one: its teacher,
   * its student, or neither (null). Absent: no class is in question (a screen's general check).
   */
  classRole?: ClassRole | null;
}

export type ClassRole = 'teacher' | 'student';

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
    // carry students' interpretations, the free route is closed to them
    // (docs/decisions/2026-11-23-activities.md).
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

    case 'class.create':
      return student ? deny(AUTH_MESSAGES.STUDENTS_FORBIDDEN) : ALLOW;

    case 'class.read':
      // A class others neither teach nor sit in is not theirs to know of: the caller says 404.
      return actor.isAdmin || context.classRole !== null ? ALLOW : deny(CLASS_MESSAGES.NOT_FOUND);

    case 'class.manage':
    case 'activity.manage':
      // A class's activities are its teachers' (and admins'); without a class in question, any
      // non-student may manage (he or she makes a class first).
      if (student) return deny(AUTH_MESSAGES.STUDENTS_FORBIDDEN);
      if (actor.isAdmin || context.classRole === undefined || context.classRole === 'teacher') {
        return ALLOW;
      }
      return deny(CLASS_MESSAGES.NOT_YOUR_CLASS);

    case 'class.join':
      return student ? ALLOW : deny(CLASS_MESSAGES.ONLY_STUDENTS_JOIN);

    // The default waveMaker list (setting.manage) is non-students', teachers too (content §2, §6).
    case 'content.browse':
    case 'agent.create':
    case 'agent.rate':
    case 'profile.read':
    case 'interpretation.export':
    case 'setting.manage':
      return student ? deny(AUTH_MESSAGES.STUDENTS_FORBIDDEN) : ALLOW;

    case 'profile.edit':
      if (student) return deny(AUTH_MESSAGES.STUDENTS_FORBIDDEN);
      return context.ownerId === actor.id ? ALLOW : deny(AUTH_MESSAGES.NOT_YOURS);

    case 'interpretation.readByName':
      if (!student || context.ownerId === actor.id) return ALLOW;
      return deny(AUTH_MESSAGES.STUDENTS_FORBIDDEN);

    case 'activity.complete':
      // A student records his own completion of an enabled activity; nobody records another's.
      if (context.ownerId !== actor.id) return deny(AUTH_MESSAGES.NOT_YOURS);
      return context.activity?.enabled === true ? ALLOW : deny(AUTH_MESSAGES.ACTIVITY_NOT_OPEN);

    case 'invitation.manage':
    case 'report.read':
    case 'platform.manage':
      return actor.isAdmin ? ALLOW : deny(AUTH_MESSAGES.ADMINS_ONLY);
  }
}

/** Whether `actor` may do `action` in `context`: the decision without its reasons. */
export function can(
  options: PolicyOptions,
  actor: Actor | null,
  action: Action,
  context?: AccessContext,
): boolean {
  return decide(options, actor, action, context).allowed;
}
