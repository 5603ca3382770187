import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  CLASS_MESSAGES,
  hasControlCharacters,
  isValidEmail,
  LTI_SERVICE_MESSAGES,
  normalizeEmail,
  type RosterSyncResult,
} from '@thoughtful/shared';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { ClassRow, Database, UserRow } from '../../db/schema';
import { AppError, ConflictError } from '../../http/errors';
import { generateDisplayName } from '../../lib/display-names';
import type { ActorRow } from '../access';
import { studentIdsOf, teacherIdsOf } from '../classes';
import { createExternalUser, findIdentityUser, linkIdentity, ltiIssuerKey } from '../sign-in';
import { findUserByEmail } from '../users';
import {
  LTI_SCOPES,
  PlatformServiceError,
  parseJson,
  type PlatformServices,
  type ServicePlatform,
} from './platform-services';

export const NRPS_MEMBERSHIP_MEDIA_TYPE =
  'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
/** Pages of a course's roster read at most (a platform pages by 10 to 1000 members). */
export const NRPS_MAX_PAGES = 50;
/** Members read at most: more than any course has; a platform sending more is cut there. */
export const NRPS_MAX_MEMBERS = 5000;
/**
 * A class's roster is synced by a launch at most this often (in each server): a teacher opening
 * the tool again and again, or a platform launching in a loop, cannot make every launch read the
 * whole roster. A sync that failed does not count: the next launch tries again.
 */
export const LAUNCH_SYNC_INTERVAL_MS = 10 * 60_000;
/** The longest page read: a thousand members with long names and roles fit well within it. */
const NRPS_PAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A platform's name for a member is cut to this (the profile's name field is shorter still). */
const NAME_MAX_LENGTH = 100;

const LIS_MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership';

/** A member as NRPS 2.0 sends it; only what the sync uses, anything else passes. */
const NrpsMember = z.object({
  // Stored as an identity's subject: PostgreSQL cannot hold U+0000, nor a person read the rest.
  user_id: z
    .string()
    .min(1)
    .max(255)
    .refine((id) => !hasControlCharacters(id)),
  roles: z.array(z.string()).default([]),
  status: z.string().optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email: z.string().optional(),
});
type NrpsMember = z.infer<typeof NrpsMember>;

const MembershipContainer = z.object({ members: z.array(z.unknown()) });

/** The classes service's roster functions, as the composition root hands them over. */
export interface RosterClasses {
  /** The class, if the actor teaches it or is an admin: 404/403 otherwise, as classes answer. */
  requireManaged(actor: ActorRow, classId: string): Promise<ClassRow>;
  /** Puts a student on the class's roster (its `class.rosterChanged` change with it). */
  enrolStudent(userId: string, classId: string): Promise<void>;
  /** Makes a teacher's account (by its e-mail or login ID) a co-teacher; refuses a student's. */
  addCoTeacher(actor: ActorRow, classId: string, email: string): Promise<void>;
}

export interface RosterSyncDeps {
  db: Kysely<Database>;
  platforms: PlatformServices;
  classes: RosterClasses;
  log: FastifyBaseLogger;
  /** Anonymous mode: no e-mail or real name from the platform is kept, nobody is found by one. */
  anonymous: boolean;
  clock: () => Date;
}

interface LinkedCourse {
  platform: ServicePlatform & { name: string };
  contextId: string;
  membershipsUrl: string | null;
}

type MemberRole = 'learner' | 'instructor' | 'other';

/**
 * Names and Role Provisioning (1EdTech NRPS 2.0; DESIGN.md §13): a class linked to a course gets
 * the course's active learners as students and its instructors who have teacher accounts here as
 * co-teachers. A member is found by the platform's id only (an identity linked at a launch or an
 * earlier sync), never by e-mail: a platform may name anyone's address. A learner not found gets
 * an account of her own. Nobody is removed: a member who left the course, or is inactive in it,
 * is counted for the teacher.
 */
export class RosterSync {
  /** The background syncs running, by class: a launch while one runs joins it. */
  private readonly running = new Map<string, Promise<void>>();
  /** When each class's last launch sync started, for LAUNCH_SYNC_INTERVAL_MS. */
  private readonly launchSyncedAt = new Map<string, number>();

  constructor(private readonly deps: RosterSyncDeps) {}

  /** `POST /api/classes/{id}/lti/roster-sync`. */
  async sync(actor: ActorRow, classId: string): Promise<RosterSyncResult> {
    const row = await this.deps.classes.requireManaged(actor, classId);
    if (row.archived) throw new ConflictError(CLASS_MESSAGES.ARCHIVED);
    const courses = await linkedCourses(this.deps.db, classId);
    if (courses.length === 0) throw new ConflictError(LTI_SERVICE_MESSAGES.NOT_LINKED);
    const withRoster = courses.filter((course) => course.membershipsUrl !== null);
    if (withRoster.length === 0) throw new ConflictError(LTI_SERVICE_MESSAGES.NO_ROSTER_SERVICE);
    // Every page of every course is read before anything is written: a platform failing on a
    // later page changes nothing here.
    const rosters: { course: LinkedCourse; members: NrpsMember[] }[] = [];
    for (const course of withRoster) {
      rosters.push({ course, members: await this.readMembers(course) });
    }
    return this.apply(actor, classId, rosters);
  }

  /**
   * The sync a teacher's launch starts without waiting for it (`void`): a failure is logged,
   * never thrown, and the launch goes on. Resolves once done, for tests. A sync of the class
   * already running is not started again (a teacher reopening the tool, two teachers at once),
   * nor one that started less than LAUNCH_SYNC_INTERVAL_MS ago.
   */
  syncInBackground(actor: ActorRow, classId: string): Promise<void> {
    const running = this.running.get(classId);
    if (running) return running;
    const now = this.deps.clock().getTime();
    for (const [id, at] of this.launchSyncedAt) {
      if (now - at >= LAUNCH_SYNC_INTERVAL_MS) this.launchSyncedAt.delete(id);
    }
    if (this.launchSyncedAt.has(classId)) return Promise.resolve();
    this.launchSyncedAt.set(classId, now);
    const run = this.sync(actor, classId)
      .then(
        (result) => this.deps.log.info({ classId, ...result }, 'class roster synced at a launch'),
        (error: unknown) => {
          if (this.launchSyncedAt.get(classId) === now) this.launchSyncedAt.delete(classId);
          this.deps.log.warn(
            { err: error, classId },
            'class roster could not be synced at a launch',
          );
        },
      )
      .finally(() => this.running.delete(classId));
    this.running.set(classId, run);
    return run;
  }

  /** Resolves once the background syncs running now are done (the server's close waits). */
  async idle(): Promise<void> {
    await Promise.all(this.running.values());
  }

  /** Every page of the course's roster, following `Link: <…>; rel="next"` on the same origin. */
  private async readMembers(course: LinkedCourse): Promise<NrpsMember[]> {
    const { platform } = course;
    let first: URL;
    try {
      first = new URL(course.membershipsUrl!);
    } catch {
      const error = new PlatformServiceError('malformed', 'memberships URL is not a URL');
      throw platformFailure(error, this.deps.log, platform.id);
    }
    const members: NrpsMember[] = [];
    let url: string | null = first.href;
    for (let page = 1; url !== null; page++) {
      if (page > NRPS_MAX_PAGES || members.length >= NRPS_MAX_MEMBERS) {
        this.deps.log.warn(
          { platform: platform.id, page, members: members.length },
          'course roster cut',
        );
        break;
      }
      let answer;
      try {
        answer = await this.deps.platforms.call(platform, [LTI_SCOPES.memberships], {
          method: 'GET',
          url,
          accept: NRPS_MEMBERSHIP_MEDIA_TYPE,
          maxBytes: NRPS_PAGE_MAX_BYTES,
        });
      } catch (error) {
        throw platformFailure(error, this.deps.log, platform.id);
      }
      if (answer.status !== 200) {
        throw platformFailure(
          new PlatformServiceError(
            'status',
            `memberships answered ${answer.status}`,
            answer.status,
          ),
          this.deps.log,
          platform.id,
        );
      }
      const container = MembershipContainer.safeParse(parseJson(answer.body));
      if (!container.success) {
        throw platformFailure(
          new PlatformServiceError('malformed', 'memberships: not a membership container'),
          this.deps.log,
          platform.id,
        );
      }
      for (const raw of container.data.members) {
        const member = NrpsMember.safeParse(raw);
        if (member.success) members.push(member.data);
      }
      url = nextPage(answer.headers.get('link'), url, first.origin);
    }
    return members;
  }

  private async apply(
    actor: ActorRow,
    classId: string,
    rosters: { course: LinkedCourse; members: NrpsMember[] }[],
  ): Promise<RosterSyncResult> {
    const { db } = this.deps;
    const studentsBefore = new Set(await studentIdsOf(db, classId));
    const teachers = new Set(await teacherIdsOf(db, classId));
    const activeLearners = new Set<string>();
    const result: RosterSyncResult = {
      added: 0,
      alreadyThere: 0,
      teachers: 0,
      notAdded: 0,
      notRemoved: 0,
    };
    for (const { course, members } of rosters) {
      const issuer = ltiIssuerKey(course.platform.issuer, course.platform.client_id);
      const seen = new Set<string>();
      for (const member of members) {
        if (seen.has(member.user_id)) continue;
        seen.add(member.user_id);
        // NRPS 2.0: a member without a status is active.
        if ((member.status ?? 'Active') !== 'Active') continue;
        const role = roleOf(member.roles);
        if (role === 'learner') {
          const user = await this.learnerAccount(issuer, member);
          if (!user) {
            result.notAdded++;
            continue;
          }
          if (activeLearners.has(user.id)) continue;
          activeLearners.add(user.id);
          if (studentsBefore.has(user.id)) {
            result.alreadyThere++;
          } else {
            await this.deps.classes.enrolStudent(user.id, classId);
            result.added++;
          }
        } else if (role === 'instructor') {
          const user = await this.instructorAccount(issuer, member);
          if (!user) {
            result.notAdded++;
            continue;
          }
          if (teachers.has(user.id)) continue;
          try {
            await this.deps.classes.addCoTeacher(actor, classId, user.email);
            teachers.add(user.id);
            result.teachers++;
          } catch (error) {
            if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
            result.notAdded++;
          }
        }
      }
    }
    for (const studentId of studentsBefore) {
      if (!activeLearners.has(studentId)) result.notRemoved++;
    }
    return result;
  }

  /**
   * The learner's student account: by the platform's id, else a new account, with her e-mail (not
   * in anonymous mode) when no account has it, else a placeholder login id. Undefined when the
   * account found is a teacher's or an admin's, or banned: a platform never makes a staff account
   * a student. An existing account is never linked by its e-mail.
   */
  private async learnerAccount(issuer: string, member: NrpsMember): Promise<UserRow | undefined> {
    const { db, anonymous } = this.deps;
    const known = await findIdentityUser(db, issuer, member.user_id);
    if (known) return isPlainStudent(known) ? known : undefined;
    const email = anonymous ? null : addressOf(member);
    const taken = email !== null && (await findUserByEmail(db, email)) !== undefined;
    return this.newStudent(issuer, member, taken ? null : email);
  }

  /**
   * A new student account linked to the platform's id, in one transaction. Two syncs (or a sync
   * and a launch) at once may both make one: the identity's key lets one link stand, and the
   * other's account is rolled back and the standing one used.
   */
  private async newStudent(
    issuer: string,
    member: NrpsMember,
    freeEmail: string | null,
  ): Promise<UserRow | undefined> {
    const { db, anonymous } = this.deps;
    const now = this.deps.clock();
    const name = (anonymous ? null : nameOf(member)) ?? generateDisplayName();
    let email = freeEmail;
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute(async (trx) => {
          const user = await createExternalUser(
            trx,
            { email: email ?? placeholderLoginId(), name, isStudent: true },
            now,
          );
          await linkIdentity(trx, issuer, member.user_id, user.id, now);
          const linked = await findIdentityUser(trx, issuer, member.user_id);
          if (linked?.id !== user.id) throw new LinkedMeanwhile();
          return user;
        });
      } catch (error) {
        const lost = error instanceof LinkedMeanwhile || isUniqueViolation(error);
        if (!lost || attempt >= 3) throw error;
        // The identity was linked meanwhile: that account stands. Or the e-mail was taken: it
        // stays with its account, and this one gets a placeholder.
        const known = await findIdentityUser(db, issuer, member.user_id);
        if (known) return isPlainStudent(known) ? known : undefined;
        email = null;
      }
    }
  }

  /**
   * An instructor's teacher account here: by the platform's id only (linked at her launch). No
   * account is made (a teacher's account is a school's decision), and none is found by e-mail: a
   * platform naming another teacher's address would make her a co-teacher of this class.
   */
  private async instructorAccount(
    issuer: string,
    member: NrpsMember,
  ): Promise<UserRow | undefined> {
    const user = await findIdentityUser(this.deps.db, issuer, member.user_id);
    if (!user || user.banned === 1 || user.is_student === 1) return undefined;
    return user;
  }
}

/** Rolls back a new account whose platform id another sync linked first. */
class LinkedMeanwhile extends Error {}

/** The classes linked to courses: their platforms and roster URLs, newest link first. */
async function linkedCourses(db: Kysely<Database>, classId: string): Promise<LinkedCourse[]> {
  const rows = await db
    .selectFrom('lti_contexts')
    .innerJoin('lti_platforms', 'lti_platforms.id', 'lti_contexts.platform_id')
    .select([
      'lti_platforms.id',
      'lti_platforms.name',
      'lti_platforms.issuer',
      'lti_platforms.client_id',
      'lti_platforms.auth_token_url',
      'lti_platforms.token_audience',
      'lti_contexts.context_id',
      'lti_contexts.memberships_url',
    ])
    .where('lti_contexts.class_id', '=', classId)
    .orderBy('lti_contexts.created_at', 'desc')
    .orderBy('lti_contexts.context_id')
    .execute();
  return rows.map((row) => ({
    platform: {
      id: row.id,
      name: row.name,
      issuer: row.issuer,
      client_id: row.client_id,
      auth_token_url: row.auth_token_url,
      token_audience: row.token_audience,
    },
    contextId: row.context_id,
    membershipsUrl: row.memberships_url,
  }));
}

/**
 * The learning platform of each class linked to a course (`ClassDto.lti`), by class id: the most
 * recently linked course's when a class has several.
 */
export async function linkedPlatformNames(
  db: Kysely<Database>,
  classIds: readonly string[],
): Promise<Map<string, string>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('lti_contexts')
    .innerJoin('lti_platforms', 'lti_platforms.id', 'lti_contexts.platform_id')
    .select(['lti_contexts.class_id', 'lti_platforms.name', 'lti_contexts.created_at'])
    .where('lti_contexts.class_id', 'in', [...new Set(classIds)])
    .orderBy('lti_contexts.created_at')
    .execute();
  // Ordered oldest first: the newest link of each class is written last.
  return new Map(rows.map((row) => [row.class_id, row.name]));
}

/** The member's principal role in the course (an instructor who is also a learner teaches). */
export function roleOf(roles: readonly string[]): MemberRole {
  const principals = new Set(roles.map(principalRole));
  if (principals.has('Instructor')) return 'instructor';
  if (principals.has('Learner')) return 'learner';
  return 'other';
}

/**
 * `…/membership#Learner` → Learner; a sub-role `…/membership/Instructor#TeachingAssistant` →
 * Instructor (LTI 1.3 §A.2.2: a sub-role implies its principal role); NRPS also allows the
 * short context role names (`Learner`).
 */
function principalRole(role: string): string {
  if (role.startsWith(`${LIS_MEMBERSHIP}#`)) return role.slice(LIS_MEMBERSHIP.length + 1);
  if (role.startsWith(`${LIS_MEMBERSHIP}/`)) {
    return role.slice(LIS_MEMBERSHIP.length + 1).split('#')[0]!;
  }
  return role.includes('/') || role.includes(':') ? '' : role;
}

/**
 * The next page's URL from a `Link` header (RFC 8288), resolved against the page's; only on the
 * roster's own origin, since the token goes with it.
 */
export function nextPage(header: string | null, pageUrl: string, origin: string): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const rels = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2]!);
    const rel = (rels?.[1] ?? rels?.[2] ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('next')) continue;
    try {
      const next = new URL(match[1]!, pageUrl);
      return next.origin === origin && next.href !== pageUrl ? next.href : null;
    } catch {
      return null;
    }
  }
  return null;
}

function isPlainStudent(user: UserRow): boolean {
  return user.is_student === 1 && user.is_admin !== 1 && user.banned !== 1;
}

function addressOf(member: NrpsMember): string | null {
  if (member.email === undefined || !isValidEmail(member.email)) return null;
  return normalizeEmail(member.email);
}

function nameOf(member: NrpsMember): string | null {
  const name =
    member.name?.trim() ||
    [member.given_name?.trim(), member.family_name?.trim()].filter(Boolean).join(' ');
  // Control characters never reach a stored name (PostgreSQL cannot even hold U+0000).
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return clean === '' ? null : clean.slice(0, NAME_MAX_LENGTH);
}

/**
 * The login id of an account a platform made for a member without an e-mail. Like a managed
 * account's (`maple-otter-42`), it sits where the e-mail would and has no `@`, so no mail is ever
 * sent to it; unlike one, it is not meant to be typed: the account is opened from the platform
 * (its password is random and unknown), and its shape never meets a managed ID's.
 */
export function placeholderLoginId(): string {
  return `lti-${crypto.randomBytes(10).toString('hex')}`;
}

/** A platform call that failed: a 502 with a message the teacher can act on, the detail logged. */
function platformFailure(error: unknown, log: FastifyBaseLogger, platformId: string): Error {
  if (!(error instanceof PlatformServiceError)) return error as Error;
  log.warn({ err: error, platform: platformId }, 'course roster could not be read');
  const refused = error.status === 401 || error.status === 403 || error.status === 400;
  return new AppError(
    502,
    refused ? LTI_SERVICE_MESSAGES.PLATFORM_REFUSED : LTI_SERVICE_MESSAGES.PLATFORM_UNAVAILABLE,
  );
}
