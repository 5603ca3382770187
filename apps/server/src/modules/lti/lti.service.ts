import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  hasControlCharacters,
  LTI_ADMIN_MESSAGES,
  LTI_DEEP_LINKING_MESSAGES as DL,
  LTI_PAGE_MESSAGES as M,
  LTI_REGISTRATION_LINK_TTL_MS,
  LTI_REGISTRATION_MESSAGES as R,
  type CreateLtiPlatformBody,
  type LtiPlatformDto,
  type LtiRegistrationLink,
  type LtiToolUrls,
} from '@thoughtful/shared';
import type { Writes } from '../../changes/changes';
import type { AppConfig } from '../../config';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { Database } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import { escapeHtml } from '../../http/problem-page';
import { hashCode, newId, newSecretCode } from '../../lib/ids';
import type { AccessPolicy, ActorRow } from '../access';
import { classIdsTaughtBy, findClassSummaries } from '../classes';
import { issueSignInTicket } from '../sign-in';
import { findUserById } from '../users';
import {
  activityTitle,
  contentItemsFor,
  deepLinkPickerPage,
  deepLinkReturnPage,
  NEW_CLASS_CHOICE,
  signDeepLinkingResponse,
  signDeepLinkSession,
  verifyDeepLinkSession,
  type DeepLinkSession,
  type PickerClass,
} from './deep-linking';
import { registerWithPlatform } from './dynamic-registration';
import {
  LaunchRefusal,
  PlatformKeySets,
  verifyLaunchToken,
  type VerifiedLaunch,
} from './launch-checks';
import { courseRoleOf, MESSAGE_TYPE } from './lti-claims';
import {
  courseClassName,
  landResourceLink,
  memberOf,
  type CourseClasses,
  type LandingDeps,
} from './lti-landing';
import { ltiPage, statusParagraph } from './lti-pages';
import {
  activitiesOfClasses,
  addDeployments,
  deletePlatform,
  deploymentsOf,
  findContext,
  findPlatform,
  findPlatformByIssuer,
  insertContext,
  insertLaunchState,
  insertPlatform,
  insertRegistrationToken,
  isDeploymentOf,
  isRegistrationTokenValid,
  listPlatforms,
  platformsOfIssuer,
  setFrameOrigins,
  spendLaunchState,
  spendRegistrationToken,
  sweepLaunchStates,
  sweepRegistrationTokens,
  type PlatformRow,
} from './lti.repository';
import {
  exactOrigin,
  isPlatformOwnOrigin,
  platformFrameOrigins,
  PlatformFraming,
} from './platform-framing';
import type { ToolKeys } from './tool-keys';

/** How long a login initiation waits for its launch. */
export const LAUNCH_STATE_TTL_MS = 10 * 60_000;

/** The tool's paths, under PUBLIC_URL. */
export const LTI_PATHS = {
  login: '/api/lti/login',
  launch: '/api/lti/launch',
  keySet: '/api/lti/jwks',
  register: '/api/lti/register',
  deepLink: '/api/lti/deep-link',
  signIn: '/signin',
} as const;

/** What an LTI browser request answers: a redirect, or a page (framable by the platforms). */
export type LtiAnswer = (
  | { kind: 'redirect'; url: string }
  | { kind: 'page'; status: number; html: string; formActionOrigin?: string }
  | { kind: 'problem'; status: number; title: string; message: string }
) & {
  /** Origins that may frame this answer besides the registered platforms'. */
  frameOrigins?: string[];
};

export interface LtiDeps {
  db: Kysely<Database>;
  writes: Writes;
  access: AccessPolicy;
  clock: () => Date;
  log: FastifyBaseLogger;
  /**
   * Read when used: the server resolves JWT_SECRET at start-up (main.ts). `scrape`: the address
   * policy of every request to a platform.
   */
  config: Pick<AppConfig, 'publicUrl' | 'jwtSecret' | 'scrape'>;
  keys: ToolKeys;
  classes: CourseClasses;
  /**
   * Starts filling the class from the course's roster (Names and Role Provisioning) without
   * waiting for it; must not throw: the launch never waits for, nor fails with, the sync.
   */
  syncRoster: (teacher: ActorRow, classId: string) => void;
}

/**
 * A string parameter of a form or query (the first, if repeated), within `max` characters. One
 * holding a control character refuses the request (PostgreSQL cannot even store U+0000).
 */
export function param(source: unknown, name: string, max = 2048): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const raw = (source as Record<string, unknown>)[name];
  const value: unknown = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  if (typeof value !== 'string' || value === '' || value.length > max) return undefined;
  if (hasControlCharacters(value)) throw new LaunchRefusal(400, M.CONTROL_CHARACTERS);
  return value;
}

function toDto(row: PlatformRow, deploymentIds: string[]): LtiPlatformDto {
  return {
    _id: row.id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.client_id,
    authLoginUrl: row.auth_login_url,
    authTokenUrl: row.auth_token_url,
    keySetUrl: row.key_set_url,
    deploymentIds,
    registeredAt: row.created_at,
  };
}

/**
 * The tool's side of LTI 1.3 (DESIGN.md §13): the platforms an admin registers (by hand or by
 * Dynamic Registration), the tool's keys, and a launch from login initiation to the web app.
 * Launch state lives in the database, single use and bound to its nonce, so no cookie is needed.
 */
export class LtiService {
  readonly keySets: PlatformKeySets;
  readonly framing: PlatformFraming;

  constructor(private readonly deps: LtiDeps) {
    this.keySets = new PlatformKeySets(deps.config.scrape);
    this.framing = new PlatformFraming({ db: deps.db, log: deps.log, clock: deps.clock });
  }

  get keys(): ToolKeys {
    return this.deps.keys;
  }

  private get db() {
    return this.deps.db;
  }

  private now(): Date {
    return this.deps.clock();
  }

  private url(path: string): string {
    return `${this.deps.config.publicUrl}${path}`;
  }

  private landingDeps(): LandingDeps {
    return {
      db: this.db,
      writes: this.deps.writes,
      classes: this.deps.classes,
      clock: this.deps.clock,
    };
  }

  // The admins' routes.

  private requireAdmin(actor: ActorRow): void {
    this.deps.access.requireUser(actor, 'platform.manage');
  }

  async listPlatforms(actor: ActorRow): Promise<LtiPlatformDto[]> {
    this.requireAdmin(actor);
    const rows = await listPlatforms(this.db);
    const deployments = await deploymentsOf(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toDto(
        row,
        deployments.filter((d) => d.platform_id === row.id).map((d) => d.deployment_id),
      ),
    );
  }

  async createPlatform(actor: ActorRow, body: CreateLtiPlatformBody): Promise<LtiPlatformDto> {
    this.requireAdmin(actor);
    const row: PlatformRow = {
      id: newId(this.now().getTime()),
      name: body.name,
      issuer: body.issuer,
      client_id: body.clientId,
      auth_login_url: body.authLoginUrl,
      auth_token_url: body.authTokenUrl,
      key_set_url: body.keySetUrl,
      token_audience: null,
      frame_origins: null,
      created_at: this.now().toISOString(),
    };
    if (await findPlatformByIssuer(this.db, row.issuer, row.client_id)) {
      throw new ConflictError(LTI_ADMIN_MESSAGES.PLATFORM_EXISTS);
    }
    try {
      await this.db.transaction().execute(async (trx) => {
        await insertPlatform(trx, row);
        await addDeployments(trx, row.id, body.deploymentIds);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(LTI_ADMIN_MESSAGES.PLATFORM_EXISTS);
      throw error;
    }
    await this.framing.refresh();
    return toDto(row, [...new Set(body.deploymentIds)].sort());
  }

  async deletePlatform(actor: ActorRow, id: string): Promise<void> {
    this.requireAdmin(actor);
    if (!(await deletePlatform(this.db, id))) {
      throw new NotFoundError(LTI_ADMIN_MESSAGES.PLATFORM_NOT_FOUND);
    }
    this.keySets.forget(id);
    await this.framing.refresh();
  }

  /** A single-use Dynamic Registration link, valid 24 hours; only its hash is kept. */
  async registrationLink(actor: ActorRow): Promise<LtiRegistrationLink> {
    this.requireAdmin(actor);
    const token = newSecretCode();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + LTI_REGISTRATION_LINK_TTL_MS).toISOString();
    await sweepRegistrationTokens(this.db, now.toISOString());
    await insertRegistrationToken(this.db, {
      token_hash: hashCode(token),
      created_by: actor.id,
      expires_at: expiresAt,
    });
    return { url: `${this.url(LTI_PATHS.register)}?token=${token}`, expiresAt };
  }

  /** A new signing key now (the CLI's `lti:rotate-keys` too); its kid. */
  async rotateKeys(actor: ActorRow): Promise<string> {
    this.requireAdmin(actor);
    return (await this.deps.keys.rotate()).kid;
  }

  toolUrls(actor: ActorRow): LtiToolUrls {
    this.requireAdmin(actor);
    return {
      loginUrl: this.url(LTI_PATHS.login),
      launchUrl: this.url(LTI_PATHS.launch),
      keySetUrl: this.url(LTI_PATHS.keySet),
      deepLinkingUrl: this.url(LTI_PATHS.launch),
      registrationUrl: this.url(LTI_PATHS.register),
      domain: new URL(this.deps.config.publicUrl).host,
    };
  }

  // Login initiation (1EdTech Security Framework §5.1.1, third-party initiated login).

  private problem(status: number, title: string, message: string): LtiAnswer {
    return { kind: 'problem', status, title, message };
  }

  async login(params: unknown): Promise<LtiAnswer> {
    try {
      return await this.startLogin(params);
    } catch (error) {
      if (error instanceof LaunchRefusal) {
        return this.problem(error.status, M.LOGIN_INCOMPLETE_TITLE, error.reason);
      }
      throw error;
    }
  }

  private async startLogin(params: unknown): Promise<LtiAnswer> {
    const issuer = param(params, 'iss');
    const loginHint = param(params, 'login_hint', 4096);
    const targetLinkUri = param(params, 'target_link_uri');
    if (!issuer || !loginHint || !targetLinkUri) {
      return this.problem(400, M.LOGIN_INCOMPLETE_TITLE, M.LOGIN_INCOMPLETE);
    }
    const clientId = param(params, 'client_id', 255);
    const platform = clientId
      ? await findPlatformByIssuer(this.db, issuer, clientId)
      : await this.onlyPlatformOf(issuer);
    if (!platform) return this.problem(400, M.NOT_REGISTERED_TITLE, M.NOT_REGISTERED);
    const deploymentId = param(params, 'lti_deployment_id', 255);
    if (deploymentId !== undefined && !(await isDeploymentOf(this.db, platform.id, deploymentId))) {
      return this.problem(403, M.LAUNCH_REFUSED_TITLE, M.DEPLOYMENT);
    }
    // The launch comes back to this tool only (never to an address the request names).
    if (exactOrigin(targetLinkUri) !== new URL(this.deps.config.publicUrl).origin) {
      return this.problem(400, M.LOGIN_INCOMPLETE_TITLE, M.LOGIN_INCOMPLETE);
    }

    const state = newSecretCode();
    const nonce = newSecretCode();
    const storageTarget = param(params, 'lti_storage_target', 200) ?? null;
    const messageHint = param(params, 'lti_message_hint', 4096);
    // Logins that never came back leave their states: each login clears the expired ones.
    await sweepLaunchStates(this.db, this.now().toISOString());
    await insertLaunchState(this.db, {
      state_hash: hashCode(state),
      platform_id: platform.id,
      nonce,
      storage_target: storageTarget,
      expires_at: new Date(this.now().getTime() + LAUNCH_STATE_TTL_MS).toISOString(),
    });
    const authUrl = new URL(platform.auth_login_url);
    const query: Record<string, string> = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.client_id,
      redirect_uri: this.url(LTI_PATHS.launch),
      login_hint: loginHint,
      state,
      nonce,
    };
    if (messageHint !== undefined) query.lti_message_hint = messageHint;
    for (const [name, value] of Object.entries(query)) authUrl.searchParams.set(name, value);

    if (storageTarget === null) return { kind: 'redirect', url: authUrl.href };
    // The platform keeps the state for the launch to compare (LTI Client Side postMessage Storage).
    return {
      kind: 'page',
      status: 200,
      html: ltiPage({
        title: M.SIGNING_IN,
        body: `${statusParagraph(M.SIGNING_IN)}
<p><a href="${escapeHtml(authUrl.href)}">${escapeHtml(M.CONTINUE)}</a></p>`,
        step: {
          step: 'login',
          authUrl: authUrl.href,
          platformOrigin: authUrl.origin,
          target: storageTarget,
          state,
          nonce,
        },
      }),
    };
  }

  /** The one registration of an issuer, when the login did not name its client id. */
  private async onlyPlatformOf(issuer: string): Promise<PlatformRow | undefined> {
    const rows = await platformsOfIssuer(this.db, issuer);
    return rows.length === 1 ? rows[0] : undefined;
  }

  // The launch (Security Framework §5.1.3; LTI Core §5.3; Deep Linking §4.4).

  async launch(form: unknown): Promise<LtiAnswer> {
    try {
      return await this.verifiedLaunch(form);
    } catch (error) {
      if (error instanceof LaunchRefusal) {
        return this.problem(error.status, M.LAUNCH_REFUSED_TITLE, error.reason);
      }
      throw error;
    }
  }

  private async verifiedLaunch(form: unknown): Promise<LtiAnswer> {
    const platformError = param(form, 'error', 200);
    if (platformError !== undefined) {
      const description = param(form, 'error_description', 500);
      throw new LaunchRefusal(
        400,
        `The learning platform did not sign you in (${platformError}${description ? `: ${description}` : ''}). ${M.LAUNCH_AGAIN}`,
      );
    }
    const state = param(form, 'state', 200);
    if (state === undefined) throw new LaunchRefusal(400, M.STATE_UNKNOWN);
    const idToken = param(form, 'id_token', 64 * 1024);
    const now = this.now();
    // Spent whatever follows: a launch is tried once.
    const launchState = await spendLaunchState(this.db, hashCode(state), now.toISOString());
    if (!launchState) throw new LaunchRefusal(400, M.STATE_UNKNOWN);
    if (idToken === undefined) throw new LaunchRefusal(400, M.TOKEN_MISSING);
    const platform = await findPlatform(this.db, launchState.platform_id);
    if (!platform) throw new LaunchRefusal(400, M.STATE_UNKNOWN);

    const launch = await verifyLaunchToken(idToken, {
      platform,
      nonce: launchState.nonce,
      keySets: this.keySets,
      isDeployment: (deploymentId) => isDeploymentOf(this.db, platform.id, deploymentId),
      now,
    });
    await this.learnFrameOrigins(platform, launch.platformOrigins);

    if (launch.messageType === MESSAGE_TYPE.DEEP_LINKING) {
      return this.deepLinkingPicker(platform, launch);
    }
    const landing = await landResourceLink(this.landingDeps(), platform, launch);
    // A teacher opening the tool from her course brings the course's roster along (a student's
    // account is never the course's teacher, whatever its role there).
    if (
      landing.classId !== null &&
      launch.membershipsUrl !== null &&
      courseRoleOf(launch.roles) === 'teacher' &&
      landing.user.is_student !== 1
    ) {
      this.deps.syncRoster(landing.user, landing.classId);
    }
    const ticket = await issueSignInTicket(this.db, landing.user.id, landing.nextPath, now);
    const next = `${this.url(LTI_PATHS.signIn)}#ticket=${encodeURIComponent(ticket)}`;
    if (launchState.storage_target === null) return { kind: 'redirect', url: next };
    return {
      kind: 'page',
      status: 200,
      html: ltiPage({
        title: M.SIGNING_IN,
        body: statusParagraph(M.STORAGE_CHECKING),
        step: {
          step: 'launch',
          next,
          platformOrigin: new URL(platform.auth_login_url).origin,
          target: launchState.storage_target,
          state,
          nonce: launch.nonce,
          mismatch: M.STORAGE_MISMATCH,
        },
      }),
    };
  }

  /**
   * Origins a verified launch named (a hosted Canvas's school domain) may frame the tool: those on
   * the platform's own registrable domain only.
   */
  private async learnFrameOrigins(platform: PlatformRow, origins: string[]): Promise<void> {
    const known = new Set(platformFrameOrigins(platform));
    const fresh = origins.filter(
      (origin) => !known.has(origin) && isPlatformOwnOrigin(origin, platform),
    );
    if (fresh.length === 0) return;
    const learnt = platformFrameOrigins({ ...platform, issuer: '', auth_login_url: '' });
    // A few at most: a platform names its own pages.
    await setFrameOrigins(this.db, platform.id, [...learnt, ...fresh].slice(-20));
    await this.framing.refresh();
  }

  // Deep Linking.

  private async deepLinkingPicker(
    platform: PlatformRow,
    launch: VerifiedLaunch,
  ): Promise<LtiAnswer> {
    const settings = launch.deepLinking!;
    if (courseRoleOf(launch.roles) !== 'teacher') throw new LaunchRefusal(403, DL.TEACHERS_ONLY);
    if (!settings.accept_types.includes('ltiResourceLink')) {
      throw new LaunchRefusal(400, DL.NO_RESOURCE_LINKS);
    }
    const user = await memberOf(this.landingDeps(), platform, launch, 'teacher');
    // A student's account never places anything, whatever its role in the course.
    if (user.is_student === 1) throw new LaunchRefusal(403, DL.TEACHERS_ONLY);
    const linked = launch.context
      ? await findContext(this.db, platform.id, launch.context.id)
      : undefined;
    const session: DeepLinkSession = {
      userId: user.id,
      platformId: platform.id,
      deploymentId: launch.deploymentId,
      contextId: launch.context?.id ?? null,
      courseTitle: launch.context?.title ?? null,
      membershipsUrl: launch.membershipsUrl,
      lineItemsUrl: launch.lineItemsUrl,
      settings,
    };
    let classIds: string[];
    if (linked) {
      // The course's class only: a later teacher of the course teaches it too.
      await this.deps.writes.transaction((trx, changes) =>
        this.deps.classes.addCourseTeacherIn(trx, changes, linked.class_id, user.id),
      );
      classIds = [linked.class_id];
    } else {
      classIds = await classIdsTaughtBy(this.db, user.id);
    }
    const summaries = (await findClassSummaries(this.db, classIds)).filter(
      (row) => row.archived !== 1 || row.id === linked?.class_id,
    );
    const activities = await activitiesOfClasses(
      this.db,
      summaries.map((row) => row.id),
    );
    const classes: PickerClass[] = summaries
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((row) => ({
        id: row.id,
        name: row.name,
        linked: row.id === linked?.class_id,
        activities: activities
          .filter((activity) => activity.class_id === row.id)
          .map((activity) => ({ title: activityTitle(activity) })),
      }));
    if (!linked && launch.context) {
      classes.push({
        id: NEW_CLASS_CHOICE,
        name: DL.NEW_CLASS(courseClassName(launch.context.title)),
        linked: false,
        activities: [],
      });
    }
    return {
      kind: 'page',
      status: 200,
      html: deepLinkPickerPage({
        classes,
        session: await signDeepLinkSession(session, this.secret(), this.now()),
        action: this.url(LTI_PATHS.deepLink),
        multiple: settings.accept_multiple,
      }),
    };
  }

  private secret(): string {
    const secret = this.deps.config.jwtSecret;
    if (!secret) throw new Error('JWT secret not resolved at start-up');
    return secret;
  }

  /** `POST /api/lti/deep-link`: the teacher's choice, answered to the platform. */
  async deepLinkChoice(form: unknown): Promise<LtiAnswer> {
    try {
      return await this.placeChoice(form);
    } catch (error) {
      if (error instanceof LaunchRefusal) {
        return this.problem(error.status, DL.TITLE, error.reason);
      }
      throw error;
    }
  }

  private async placeChoice(form: unknown): Promise<LtiAnswer> {
    const token = param(form, 'session', 16 * 1024);
    const session = token ? await verifyDeepLinkSession(token, this.secret(), this.now()) : null;
    if (!session) throw new LaunchRefusal(400, DL.SESSION_EXPIRED);
    const choice = param(form, 'classId', 64);
    if (choice === undefined) throw new LaunchRefusal(400, DL.PICK_A_CLASS);
    const [user, platform] = await Promise.all([
      findUserById(this.db, session.userId),
      findPlatform(this.db, session.platformId),
    ]);
    if (!user || !platform) throw new LaunchRefusal(400, DL.SESSION_EXPIRED);
    if (user.banned === 1) throw new LaunchRefusal(403, M.BANNED);

    const classId = await this.chosenClass(session, user.id, choice);
    const [summary] = await findClassSummaries(this.db, [classId]);
    const activities = await activitiesOfClasses(this.db, [classId]);
    const launchUrl = this.url(LTI_PATHS.launch);
    const contentItems = contentItemsFor({
      className: summary?.name ?? '',
      activities: activities.map((activity) => ({
        id: activity.id,
        title: activityTitle(activity),
      })),
      launchUrl,
      settings: session.settings,
    });
    const jwt = await signDeepLinkingResponse({
      key: await this.deps.keys.signingKey(),
      clientId: platform.client_id,
      platformIssuer: platform.issuer,
      deploymentId: session.deploymentId,
      data: session.settings.data,
      contentItems,
      now: this.now(),
    });
    const returnUrl = session.settings.deep_link_return_url;
    return {
      kind: 'page',
      status: 200,
      html: deepLinkReturnPage(returnUrl, jwt),
      formActionOrigin: new URL(returnUrl).origin,
    };
  }

  /**
   * The class the choice names, checked against the session: one she teaches (another teacher's
   * is refused), the course's own if it has one, or a new class for the course. A course without
   * a class is linked to the chosen one now.
   */
  private async chosenClass(
    session: DeepLinkSession,
    userId: string,
    choice: string,
  ): Promise<string> {
    const linked = session.contextId
      ? await findContext(this.db, session.platformId, session.contextId)
      : undefined;
    const services = {
      deployment_id: session.deploymentId,
      memberships_url: session.membershipsUrl,
      lineitems_url: session.lineItemsUrl,
    };
    if (choice === NEW_CLASS_CHOICE) {
      if (session.contextId === null) throw new LaunchRefusal(400, DL.PICK_A_CLASS);
      if (linked) return linked.class_id;
      const contextId = session.contextId;
      try {
        return await this.deps.writes.transaction(async (trx, changes) => {
          const classId = await this.deps.classes.startCourseClassIn(
            trx,
            changes,
            userId,
            courseClassName(session.courseTitle),
          );
          await insertContext(trx, {
            platform_id: session.platformId,
            context_id: contextId,
            class_id: classId,
            ...services,
            created_at: this.now().toISOString(),
          });
          return classId;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const made = await findContext(this.db, session.platformId, contextId);
        if (!made) throw error;
        return made.class_id;
      }
    }
    const taught = await classIdsTaughtBy(this.db, userId);
    if (!taught.includes(choice)) throw new LaunchRefusal(403, DL.NOT_YOUR_CLASS);
    if (linked && linked.class_id !== choice)
      throw new LaunchRefusal(409, DL.COURSE_LINKED_ELSEWHERE);
    if (!linked && session.contextId !== null) {
      try {
        await insertContext(this.db, {
          platform_id: session.platformId,
          context_id: session.contextId,
          class_id: choice,
          ...services,
          created_at: this.now().toISOString(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const made = await findContext(this.db, session.platformId, session.contextId);
        if (made?.class_id !== choice) throw new LaunchRefusal(409, DL.COURSE_LINKED_ELSEWHERE);
      }
    }
    return choice;
  }

  // Dynamic Registration.

  async register(params: unknown): Promise<LtiAnswer> {
    try {
      return await this.registration(params);
    } catch (error) {
      if (error instanceof LaunchRefusal) {
        return this.problem(error.status, R.FAILED_TITLE, error.reason);
      }
      throw error;
    }
  }

  private async registration(params: unknown): Promise<LtiAnswer> {
    const token = param(params, 'token', 200);
    const now = this.now().toISOString();
    if (!token || !(await isRegistrationTokenValid(this.db, hashCode(token), now))) {
      return this.problem(403, R.TOKEN_INVALID_TITLE, R.TOKEN_INVALID);
    }
    const configurationUrl = param(params, 'openid_configuration');
    // The platform being registered shows these pages in its frame (Moodle does) before it is
    // registered: with a valid link, its origin may frame them.
    const origin = exactOrigin(configurationUrl);
    let answer: LtiAnswer;
    try {
      answer = await this.registerWith(token, configurationUrl, params, now);
    } catch (error) {
      if (!(error instanceof LaunchRefusal)) throw error;
      answer = this.problem(error.status, R.FAILED_TITLE, error.reason);
    }
    return origin === null ? answer : { ...answer, frameOrigins: [origin] };
  }

  private async registerWith(
    token: string,
    configurationUrl: string | undefined,
    params: unknown,
    now: string,
  ): Promise<LtiAnswer> {
    if (configurationUrl === undefined) {
      return this.problem(400, R.FAILED_TITLE, R.MISSING_CONFIGURATION);
    }
    const registrationToken = param(params, 'registration_token', 8192) ?? null;
    // The link is spent by the first attempt, before anything is fetched: a failed one takes a
    // new link from the admin, so a link cannot be used to try addresses one after another.
    if (!(await spendRegistrationToken(this.db, hashCode(token), now))) {
      return this.problem(403, R.TOKEN_INVALID_TITLE, R.TOKEN_INVALID);
    }
    const registered = await registerWithPlatform({
      openidConfigurationUrl: configurationUrl,
      registrationToken,
      tool: {
        loginUrl: this.url(LTI_PATHS.login),
        launchUrl: this.url(LTI_PATHS.launch),
        keySetUrl: this.url(LTI_PATHS.keySet),
        domain: new URL(this.deps.config.publicUrl).host,
      },
      addresses: this.deps.config.scrape,
    });
    // A registration never replaces a platform's entry (its key set above all): an admin removes
    // the platform first.
    if (await findPlatformByIssuer(this.db, registered.issuer, registered.clientId)) {
      return this.problem(409, R.FAILED_TITLE, R.ALREADY_REGISTERED);
    }
    const id = newId(this.now().getTime());
    try {
      await this.db.transaction().execute(async (trx) => {
        await insertPlatform(trx, {
          id,
          issuer: registered.issuer,
          client_id: registered.clientId,
          name: registered.name,
          auth_login_url: registered.authLoginUrl,
          auth_token_url: registered.authTokenUrl,
          key_set_url: registered.keySetUrl,
          token_audience: registered.tokenAudience,
          frame_origins: null,
          created_at: now,
        });
        if (registered.deploymentId !== null) {
          await addDeployments(trx, id, [registered.deploymentId]);
        }
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.problem(409, R.FAILED_TITLE, R.ALREADY_REGISTERED);
    }
    await this.framing.refresh();
    return {
      kind: 'page',
      status: 200,
      html: ltiPage({
        title: R.DONE_TITLE,
        body: `<h1 style="font-size: 1.5rem;">${escapeHtml(R.DONE_TITLE)}</h1>
<p>${escapeHtml(R.DONE)}</p>`,
        step: { step: 'close' },
      }),
    };
  }
}
