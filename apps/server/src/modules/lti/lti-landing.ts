import crypto from 'node:crypto';
import {
  activityPath,
  CLASS_NAME_MAX_LENGTH,
  hasControlCharacters,
  isValidEmail,
  LTI_PAGE_MESSAGES as M,
  normalizeEmail,
  STUDENT_ACTIVITIES_PATH,
} from '@thoughtful/shared';
import type { Writes } from '../../changes/changes';
import type { RecordedChanges } from '../../changes/changes';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { Db, UserRow } from '../../db/schema';
import { generateDisplayName } from '../../lib/display-names';
import { acceptedLanguage } from '../../mail/mail-language';
import { isBanned } from '../invitations';
import { createExternalUser, findIdentityUser, linkIdentity, ltiIssuerKey } from '../sign-in';
import { findUserByEmail } from '../users';
import { LaunchRefusal, type VerifiedLaunch } from './launch-checks';
import { ACTIVITY_ID_PARAMETER, courseRoleOf, type CourseRole } from './lti-claims';
import {
  activityInClass,
  findContext,
  insertContext,
  updateContextServices,
  upsertResourceLink,
  type PlatformRow,
} from './lti.repository';

/**
 * Where a verified launch lands (DESIGN.md §13): the member the platform's user is here, found by
 * the platform's identity, else made; the course's class, made by its first teacher's launch and
 * joined by its students; the placed link's activity; and the web app's page to open.
 */

/** What the classes module does for a course's launches, inside the LTI transaction. */
export interface CourseClasses {
  startCourseClassIn(
    trx: Db,
    changes: RecordedChanges,
    teacherId: string,
    name: string,
  ): Promise<string>;
  addCourseTeacherIn(
    trx: Db,
    changes: RecordedChanges,
    classId: string,
    userId: string,
  ): Promise<void>;
  enrolCourseStudentIn(
    trx: Db,
    changes: RecordedChanges,
    classId: string,
    userId: string,
  ): Promise<void>;
}

export interface LandingDeps {
  db: Db;
  writes: Writes;
  classes: CourseClasses;
  clock: () => Date;
}

/** The web app's pages a launch opens. */
export const LANDING_PATHS = {
  studentActivities: STUDENT_ACTIVITIES_PATH,
  /** A placed activity, opened itself. */
  activity: activityPath,
  classes: '/classes',
  classRoster: (classId: string) => `/classes/${encodeURIComponent(classId)}`,
  home: '/',
} as const;

/** The class name a course gives: its title, cut to what a class name may be. */
export function courseClassName(title: string | null): string {
  const name = (title ?? '').trim().replace(/\s+/g, ' ');
  return (name === '' ? 'Course' : name).slice(0, CLASS_NAME_MAX_LENGTH).trim();
}

/**
 * A login id for a member whose platform gave no e-mail: `users.email` is unique and is the
 * login id, so it must be one no address, managed login id (word-word-number) or typed id can
 * be: it holds a colon. Nobody logs in with it: the account's password is random and unknown.
 */
function placeholderLoginId(): string {
  return `lti:${crypto.randomBytes(12).toString('base64url')}`;
}

/** The launch's e-mail, if it is one. */
function launchEmail(launch: VerifiedLaunch): string | null {
  if (launch.email === null) return null;
  const email = normalizeEmail(launch.email);
  return isValidEmail(email) ? email : null;
}

/**
 * The launch's language, when the platform's `locale` ('es', 'es-ES', Moodle's 'es_mx') is one
 * this site speaks; else none, so the installation's default keeps applying.
 */
function launchLanguage(launch: VerifiedLaunch) {
  return launch.locale === null ? null : acceptedLanguage(launch.locale.replace(/_/g, '-'));
}

/** Rolls back a new account whose identity another launch linked first. */
class LinkedMeanwhile extends Error {}

/**
 * The member the platform's user is: the account linked to the platform's identity (issuer#client,
 * sub), else a new one linked now. A platform never signs in to an existing account by its
 * e-mail: it may name anyone's address (another school's teacher, an admin). The new account has
 * the launch's e-mail when no account has it, else a placeholder login id, as without an e-mail.
 * The course role makes a new account a teacher or a student and never changes an existing one;
 * the launch's locale is a new account's language, as a school sign-in's is (issue 44).
 */
export async function memberOf(
  deps: LandingDeps,
  platform: PlatformRow,
  launch: VerifiedLaunch,
  role: CourseRole,
): Promise<UserRow> {
  const issuer = ltiIssuerKey(platform.issuer, platform.client_id);
  const user =
    (await findIdentityUser(deps.db, issuer, launch.subject)) ??
    (await newMember(deps, issuer, launch, role));
  if (user.banned === 1) throw new LaunchRefusal(403, M.BANNED);
  return user;
}

/** A new account linked to the platform's identity, made and linked in one transaction. */
async function newMember(
  deps: LandingDeps,
  issuer: string,
  launch: VerifiedLaunch,
  role: CourseRole,
): Promise<UserRow> {
  const now = deps.clock();
  const email = launchEmail(launch);
  if (email !== null && (await isBanned(deps.db, email))) throw new LaunchRefusal(403, M.BANNED);
  const taken = email !== null && (await findUserByEmail(deps.db, email)) !== undefined;
  let loginId = email !== null && !taken ? email : placeholderLoginId();
  const name = launch.name ?? generateDisplayName();
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.writes.transaction(async (trx) => {
        const user = await createExternalUser(
          trx,
          { email: loginId, name, isStudent: role === 'student', language: launchLanguage(launch) },
          now,
        );
        await linkIdentity(trx, issuer, launch.subject, user.id, now);
        const linked = await findIdentityUser(trx, issuer, launch.subject);
        if (linked?.id !== user.id) throw new LinkedMeanwhile();
        return user;
      });
    } catch (error) {
      const lost = error instanceof LinkedMeanwhile || isUniqueViolation(error);
      if (!lost || attempt >= 3) throw error;
      // The same person's first launches at once: the other's account stands.
      const known = await findIdentityUser(deps.db, issuer, launch.subject);
      if (known) return known;
      // The address was taken meanwhile: it stays with that account.
      loginId = placeholderLoginId();
    }
  }
}

export interface Landing {
  user: UserRow;
  classId: string | null;
  nextPath: string;
}

/** The course's class for a teacher's launch: made on the first, the teacher added on later ones. */
async function teacherCourseClass(
  deps: LandingDeps,
  platform: PlatformRow,
  launch: VerifiedLaunch,
  context: { id: string; title: string | null },
  teacherId: string,
): Promise<string> {
  const services = {
    deployment_id: launch.deploymentId,
    memberships_url: launch.membershipsUrl,
    lineitems_url: launch.lineItemsUrl,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.writes.transaction(async (trx, changes) => {
        const found = await findContext(trx, platform.id, context.id);
        if (found) {
          await deps.classes.addCourseTeacherIn(trx, changes, found.class_id, teacherId);
          await updateContextServices(trx, platform.id, context.id, services);
          return found.class_id;
        }
        const classId = await deps.classes.startCourseClassIn(
          trx,
          changes,
          teacherId,
          courseClassName(context.title),
        );
        await insertContext(trx, {
          platform_id: platform.id,
          context_id: context.id,
          class_id: classId,
          ...services,
          created_at: deps.clock().toISOString(),
        });
        return classId;
      });
    } catch (error) {
      // Two teachers' first launches at once: one class is made, the other launch joins it.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Lands a resource link launch (the member is found or made by `memberOf`). */
export async function landResourceLink(
  deps: LandingDeps,
  platform: PlatformRow,
  launch: VerifiedLaunch,
): Promise<Landing> {
  const role = courseRoleOf(launch.roles);
  if (role === null) throw new LaunchRefusal(403, M.ROLE_NOT_ALLOWED);
  const context = launch.context;
  // A student's first launch into a course no teacher has opened makes no account either.
  if (role === 'student' && context !== null) {
    const found = await findContext(deps.db, platform.id, context.id);
    if (!found) throw new LaunchRefusal(409, M.TEACHER_FIRST);
  }
  const user = await memberOf(deps, platform, launch, role);
  const teaches = user.is_student !== 1;
  // The platform's role never makes a student's account a teacher: she is a learner here.
  const courseRole: CourseRole = role === 'teacher' && teaches ? 'teacher' : 'student';

  if (context === null) {
    return {
      user,
      classId: null,
      nextPath: teaches ? LANDING_PATHS.classes : LANDING_PATHS.studentActivities,
    };
  }
  let classId: string;
  if (courseRole === 'teacher') {
    classId = await teacherCourseClass(deps, platform, launch, context, user.id);
  } else {
    const found = await findContext(deps.db, platform.id, context.id);
    if (!found) throw new LaunchRefusal(409, M.TEACHER_FIRST);
    classId = found.class_id;
    await deps.writes.transaction(async (trx, changes) => {
      // A teacher's account here stays a teacher's: a learner in this course, not its student.
      if (!teaches && found.archived !== 1) {
        await deps.classes.enrolCourseStudentIn(trx, changes, classId, user.id);
      }
      await updateContextServices(trx, platform.id, context.id, {
        deployment_id: launch.deploymentId,
        memberships_url: launch.membershipsUrl,
        lineitems_url: launch.lineItemsUrl,
      });
    });
  }

  let placedActivityId: string | null = null;
  if (launch.resourceLinkId !== null) {
    const asked = launch.custom[ACTIVITY_ID_PARAMETER];
    const activityId =
      typeof asked === 'string' &&
      asked.length <= 64 &&
      !hasControlCharacters(asked) &&
      (await activityInClass(deps.db, asked, classId))
        ? asked
        : null;
    placedActivityId = activityId;
    await upsertResourceLink(deps.db, {
      platform_id: platform.id,
      resource_link_id: launch.resourceLinkId,
      class_id: classId,
      activity_id: activityId,
      lineitem_url: launch.lineItemUrl,
    });
  }

  // A student opens the placed activity itself (the list when the link names none of her class's);
  // a teacher her class, where she follows it.
  let nextPath: string;
  if (courseRole === 'teacher') nextPath = LANDING_PATHS.classRoster(classId);
  else if (teaches) nextPath = LANDING_PATHS.home;
  else if (placedActivityId !== null) nextPath = LANDING_PATHS.activity(placedActivityId);
  else nextPath = LANDING_PATHS.studentActivities;
  return { user, classId, nextPath };
}
