import type {
  ActivityDto,
  ClassDto,
  LtiPlatformDto,
  ReleasedFeedback,
  Roster,
} from '@thoughtful/shared';
import type { JSONWebKeySet } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findIdentityUser, ltiIssuerKey } from '../src/modules/sign-in';
import { createActivity, goLive, listActivities, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import {
  FORM,
  formBody,
  LTI_CLAIMS,
  launchThrough,
  pageData,
  ROLES,
  startLaunchPlatform,
  type LaunchOptions,
  type LaunchPlatform,
  type Person,
} from './helpers/lti-platform';
import {
  LIS,
  SCORE_MEDIA_TYPE,
  startTestPlatform,
  type NrpsMember,
  type TestPlatform,
} from './helpers/lti-platform-services';
import { createTestApp, TEST_DIALECTS, testConfig, type TestContext } from './helpers/test-app';

/**
 * A whole course against one learning platform built in the test (DESIGN.md §13): the launch
 * side of tests/helpers/lti-platform.ts (key set, authorization, Dynamic Registration) serving
 * the service side of tests/helpers/lti-platform-services.ts (token, NRPS, AGS) on the same
 * origin, plus the Deep Linking return, which verifies the tool's answer and makes a gradebook
 * column per line item. An admin registers the platform; the teacher's launch makes the class
 * and brings the roster; she places the class's sequence; a rostered student opens a placed
 * activity, completes it, and her completion and then her released grade reach the gradebook.
 */

const TOOL = 'http://tool.test';
const COURSE = { id: 'civics-7b', title: 'Civics 7B' };
const SCOPES = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

const tara: Person = {
  sub: 'moodle-user-11',
  name: 'Tara Nguyen',
  email: 'tara@school.test',
  roles: [ROLES.INSTRUCTOR],
};
const sam: Person = {
  sub: 'moodle-user-12',
  name: 'Sam Okafor',
  email: 'sam@school.test',
  roles: [ROLES.LEARNER],
};
/** A learner the platform gives no e-mail (nor, at launch, a name): found by identity only. */
const lee: Person = { sub: 'moodle-user-13', roles: [ROLES.LEARNER] };

/** The course's roster as the platform's Names and Role Provisioning serves it (2 a page). */
const ROSTER: NrpsMember[] = [
  { user_id: tara.sub, roles: [`${LIS}#Instructor`], name: tara.name, email: tara.email },
  { user_id: sam.sub, roles: [`${LIS}#Learner`], name: sam.name, email: sam.email },
  { user_id: lee.sub, roles: [`${LIS}#Learner`], given_name: 'Lee', family_name: 'Park' },
  {
    user_id: 'moodle-user-14',
    roles: [`${LIS}#Learner`],
    status: 'Inactive',
    name: 'Max Left',
    email: 'max@school.test',
  },
];

interface ContentItem {
  type: string;
  title?: string;
  url?: string;
  custom?: Record<string, string>;
  lineItem?: { scoreMaximum: number; label: string; resourceId?: string };
}

/** A resource link the platform made from one of the tool's content items. */
interface Placement {
  resourceLinkId: string;
  title: string;
  custom: Record<string, string>;
  lineItem: { url: string; label: string; scoreMaximum: number; resourceId?: string } | null;
}

interface CoursePlatform {
  launch: LaunchPlatform;
  services: TestPlatform;
  placements: Placement[];
  close(): Promise<void>;
}

/** One platform: the launch side's server also serves the service side and the DL return. */
async function startCoursePlatform(toolKeySet: () => Promise<JSONWebKeySet>) {
  const launch = await startLaunchPlatform({ toolUrl: TOOL });
  const services = await startTestPlatform({
    clientId: launch.clientId,
    toolKeySet,
    pageSize: 2,
    on: {
      url: launch.issuer,
      serve: (listener) => {
        launch.otherRequests = listener;
      },
    },
  });
  const platform: CoursePlatform = {
    launch,
    services,
    placements: [],
    close: async () => {
      await services.close();
      await launch.close();
    },
  };
  // Deep Linking 2.0 §4.5: the platform verifies the tool's answer with the tool's published
  // keys, then places each link and makes a gradebook column for each line item.
  launch.routes.set('POST /deep-link-return', async (_request, body) => {
    const jwt = new URLSearchParams(body).get('JWT');
    if (!jwt) return { status: 400, body: { error: 'no JWT' } };
    let claims;
    try {
      claims = await launch.verifyDeepLinkingResponse(jwt, await toolKeySet());
    } catch (error) {
      return { status: 401, body: { error: String(error) } };
    }
    if (claims[LTI_CLAIMS.DL_DATA] !== 'platform-data-123') {
      return { status: 400, body: { error: 'data not echoed' } };
    }
    const items = claims[LTI_CLAIMS.DL_CONTENT_ITEMS] as ContentItem[];
    for (const item of items.filter((i) => i.type === 'ltiResourceLink')) {
      const n = platform.placements.length + 1;
      platform.placements.push({
        resourceLinkId: `placed-link-${n}`,
        title: item.title ?? '',
        custom: item.custom ?? {},
        lineItem: item.lineItem
          ? { url: services.lineItemUrl(`column-${n}`), ...item.lineItem }
          : null,
      });
    }
    return { status: 200, body: { placed: items.length } };
  });
  return platform;
}

/**
 * A browser as the tool sees it. With a jar it keeps the cookies the tool sets and sends them
 * back (a first-party page); with none it keeps and sends none, as a platform's frame does when
 * third-party cookies are blocked. `cookiesKept` names the cookies set with a value (a cookie
 * cleared, `Max-Age=0`, is none: the sign-in ticket's trade clears one it may have set).
 */
function browser(ctx: TestContext, jar: Map<string, string> | null) {
  const cookiesKept: string[] = [];
  return {
    cookiesKept,
    async inject(options: {
      method: 'GET' | 'POST';
      url: string;
      headers?: Record<string, string>;
      payload?: string;
    }) {
      const headers = { ...options.headers };
      if (jar && jar.size > 0) {
        headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      }
      const res = await ctx.app.inject({ ...options, headers });
      const set = res.headers['set-cookie'];
      for (const line of set === undefined ? [] : Array.isArray(set) ? set : [set]) {
        const [pair, ...attributes] = line.split(';');
        const name = pair!.slice(0, pair!.indexOf('=')).trim();
        const value = pair!.slice(pair!.indexOf('=') + 1).trim();
        if (value === '' || attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a))) {
          jar?.delete(name);
        } else {
          cookiesKept.push(name);
          jar?.set(name, value);
        }
      }
      return res;
    },
  };
}
type Browser = ReturnType<typeof browser>;

describe.each(TEST_DIALECTS)('a course on a learning platform, end to end, on %s', (dialect) => {
  let ctx: TestContext;
  let platform: CoursePlatform;
  let admin: string;
  /** The first-party browser of the journey: it would keep cookies, were any set. */
  let jar: Map<string, string>;
  let web: Browser;
  const journey = {
    classId: '',
    taraToken: '',
    samId: '',
    samToken: '',
    leeId: '',
    activities: [] as ActivityDto[],
  };

  const toolKeySet = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json<JSONWebKeySet>();

  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      config: testConfig({ PUBLIC_URL: TOOL, RATE_LIMIT_SCALE: '50' }),
    });
    platform = await startCoursePlatform(toolKeySet);
    platform.services.courses.set(COURSE.id, ROSTER);
    await createUser(ctx, 'admin@tool.test', { admin: true });
    admin = await loginToken(ctx, 'admin@tool.test');
    jar = new Map();
    web = browser(ctx, jar);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await platform.close();
    await ctx.close();
  });

  /** A course's services as the platform names them in every launch from it. */
  function courseServices(lineItemUrl?: string, contextId = COURSE.id): Record<string, unknown> {
    const { issuer } = platform.launch;
    return {
      [LTI_CLAIMS.NRPS]: {
        context_memberships_url: platform.services.membershipsUrl(contextId),
        service_versions: ['2.0'],
      },
      [LTI_CLAIMS.AGS]: {
        scope: [SCOPES.lineItem, SCOPES.score],
        lineitems: `${issuer}/courses/${contextId}/lineitems`,
        ...(lineItemUrl ? { lineitem: lineItemUrl } : {}),
      },
    };
  }

  function courseLaunch(
    by: Browser,
    person: Person,
    options: Partial<LaunchOptions> = {},
  ): ReturnType<typeof launchThrough> {
    return launchThrough(by, platform.launch, {
      person,
      context: COURSE,
      claims: courseServices(),
      ...options,
    });
  }

  /** A launch that went through: its ticket traded as the web app's /signin page does. */
  async function signIn(by: Browser, run: Awaited<ReturnType<typeof launchThrough>>) {
    expect(run.launch.statusCode, run.launch.body).toBe(302);
    const location = String(run.launch.headers.location);
    expect(location.startsWith(`${TOOL}/signin#ticket=`)).toBe(true);
    const ticket = decodeURIComponent(location.split('#ticket=')[1]!);
    const res = await by.inject({
      method: 'POST',
      url: '/api/auth/ticket',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ticket }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string; next: string }>();
  }

  async function me(token: string) {
    const res = await api(ctx, 'GET', '/api/auth', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ _id: string; email: string; name: string; isStudent?: boolean }>();
  }

  async function roster(classId = journey.classId): Promise<Roster> {
    const res = await api(ctx, 'GET', `/api/classes/${classId}/roster`, journey.taraToken);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Roster>();
  }

  /** The roster once `done` holds: the sync a launch started runs in the background. */
  async function rosterWhen(
    done: (roster: Roster) => boolean,
    classId = journey.classId,
  ): Promise<Roster> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const current = await roster(classId);
      if (done(current) || Date.now() > deadline) return current;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async function classesOf(token: string): Promise<ClassDto[]> {
    const res = await api(ctx, 'GET', '/api/classes', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ClassDto[]>();
  }

  const issuerKey = () => ltiIssuerKey(platform.launch.issuer, platform.launch.clientId);

  it('an admin registers the platform by LTI Dynamic Registration', async () => {
    const link = await api(ctx, 'POST', '/api/lti/registrations', admin);
    expect(link.statusCode, link.body).toBe(200);
    const path = link.json<{ url: string }>().url.slice(TOOL.length);
    // The platform opens the admin's link with its configuration and registration token.
    const query = new URLSearchParams({
      openid_configuration: platform.launch.openidConfigurationUrl,
      registration_token: platform.launch.registrationToken,
    });
    const res = await ctx.app.inject({ method: 'GET', url: `${path}&${query.toString()}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(platform.launch.registrations).toHaveLength(1);
    // The tool asked for the roster and the gradebook.
    expect(String(platform.launch.registrations[0]!.body.scope).split(' ')).toEqual(
      expect.arrayContaining([SCOPES.memberships, SCOPES.score, SCOPES.lineItem]),
    );
    const list = (await api(ctx, 'GET', '/api/lti/platforms', admin)).json<LtiPlatformDto[]>();
    expect(list).toEqual([
      expect.objectContaining({
        issuer: platform.launch.issuer,
        clientId: platform.launch.clientId,
        authTokenUrl: platform.services.tokenUrl,
        keySetUrl: platform.launch.keySetUrl,
        deploymentIds: [platform.launch.deploymentId],
      }),
    ]);
  });

  it('the teacher’s launch makes the course’s class, hers, and fills it from the course roster', async () => {
    const run = await courseLaunch(web, tara);
    const landed = await signIn(web, run);
    journey.taraToken = landed.token;
    const account = await me(landed.token);
    expect(account).toMatchObject({ email: 'tara@school.test', name: 'Tara Nguyen' });
    expect(account.isStudent).toBeFalsy();

    const classes = await classesOf(landed.token);
    expect(classes).toHaveLength(1);
    const [made] = classes;
    journey.classId = made!._id;
    expect(made).toMatchObject({
      name: 'Civics 7B',
      teachers: [{ _id: account._id, name: 'Tara Nguyen' }],
      archived: false,
      lti: { platformName: `Moodle (${new URL(platform.launch.issuer).host})` },
    });
    // She lands on the class's roster.
    expect(landed.next).toBe(`/classes/${journey.classId}`);

    // The roster sync the launch started: the course's active learners, not Max (inactive),
    // not Tara (the course's instructor, already its teacher).
    const filled = await rosterWhen((r) => r.students.length >= 2);
    const byName = new Map(filled.students.map((s) => [s.name, s]));
    expect([...byName.keys()].sort()).toEqual(['Lee Park', 'Sam Okafor']);
    expect(byName.get('Sam Okafor')!.loginId).toBe('sam@school.test');
    // Lee has no e-mail on the platform: a login ID nobody types.
    expect(byName.get('Lee Park')!.loginId).toMatch(/^lti-[0-9a-f]{20}$/);
    journey.samId = byName.get('Sam Okafor')!._id;
    journey.leeId = byName.get('Lee Park')!._id;
    expect((await findIdentityUser(ctx.database.db, issuerKey(), sam.sub))?.id).toBe(journey.samId);
    expect((await findIdentityUser(ctx.database.db, issuerKey(), lee.sub))?.id).toBe(journey.leeId);
    // Read with a token for the roster only, every page.
    expect(platform.services.pagesServed.map((p) => p.page)).toEqual([1, 2]);
    expect(platform.services.tokenRequests.map((r) => r.scopes)).toEqual([[SCOPES.memberships]]);
    expect(platform.services.tokenRequests[0]!.refused).toBeNull();
    // Nothing in this journey needs a cookie: the tool set none.
    expect(web.cookiesKept).toEqual([]);
  });

  it('the teacher places the class’s sequence in the course by Deep Linking, and the platform makes a column per activity', async () => {
    const { taraToken, classId } = journey;
    const intell = await createIdea(
      ctx,
      taraToken,
      simpleIdea({ myContent: 'Voting at 16 engages young people' }),
    );
    const interpret = await createActivity(ctx, taraToken, {
      classId,
      selection: 102,
      inTellExisting: intell._id,
      instructions102: 'Read it closely',
    });
    const add = await createActivity(ctx, taraToken, {
      classId,
      selection: 1,
      instructions1: 'What do you think?',
    });
    for (const activity of [interpret, add]) await goLive(ctx, taraToken, activity._id);
    journey.activities = [interpret, add];

    const run = await courseLaunch(web, tara, { messageType: 'LtiDeepLinkingRequest' });
    expect(run.launch.statusCode, run.launch.body).toBe(200);
    // The course is linked to its class: the picker offers that class only.
    const offered = [...run.launch.body.matchAll(/name="classId" id="[^"]+" value="([^"]+)"/g)];
    expect(offered.map((m) => m[1])).toEqual([classId]);
    const session = /name="session" value="([^"]+)"/.exec(run.launch.body)![1]!;
    const chosen = await web.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers: FORM,
      payload: formBody({ session, classId }),
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(pageData(chosen.body)).toEqual({ step: 'autopost', form: 'lti-autopost' });
    const action = /action="([^"]+)"/.exec(chosen.body)![1]!;
    expect(action).toBe(`${platform.launch.issuer}/deep-link-return`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(chosen.body)![1]!;

    // The browser posts the answer to the platform, which checks it against /api/lti/jwks.
    const returned = await fetch(action, {
      method: 'POST',
      headers: FORM,
      body: formBody({ JWT: jwt }),
    });
    expect(returned.status, await returned.clone().text()).toBe(200);
    const title = (n: number, label: string) => `Civics 7B: Activity ${n}: ${label}`;
    expect(platform.placements).toEqual([
      {
        resourceLinkId: 'placed-link-1',
        title: title(1, 'Interpret an inTell'),
        custom: { activityId: interpret._id },
        lineItem: {
          url: platform.services.lineItemUrl('column-1'),
          label: title(1, 'Interpret an inTell'),
          scoreMaximum: 100,
          resourceId: interpret._id,
        },
      },
      {
        resourceLinkId: 'placed-link-2',
        title: title(2, 'Add a new inTell'),
        custom: { activityId: add._id },
        lineItem: {
          url: platform.services.lineItemUrl('column-2'),
          label: title(2, 'Add a new inTell'),
          scoreMaximum: 100,
          resourceId: add._id,
        },
      },
    ]);
    // A JWT signed with another key is refused by the platform: the check above is real.
    const forged = await fetch(action, {
      method: 'POST',
      headers: FORM,
      body: formBody({ JWT: `${jwt.slice(0, jwt.lastIndexOf('.'))}.AAAA` }),
    });
    expect(forged.status).toBe(401);
    expect(platform.placements).toHaveLength(2);
  });

  /** Sam opens the first placed activity from the course, as the platform launches it. */
  function samOpensPlacedActivity(by: Browser) {
    const [placed] = platform.placements;
    return courseLaunch(by, sam, {
      resourceLinkId: placed!.resourceLinkId,
      custom: placed!.custom,
      claims: courseServices(placed!.lineItem!.url),
    });
  }

  it('a rostered student opens the placed activity: the account the sync made, a student of the class', async () => {
    const run = await samOpensPlacedActivity(web);
    const landed = await signIn(web, run);
    journey.samToken = landed.token;
    // The placed activity itself, at its own address (issue 43).
    expect(landed.next).toBe(`/activities/${journey.activities[0]!._id}`);
    const account = await me(landed.token);
    // The platform's user is the account the roster sync made, not a second one.
    expect(account._id).toBe(journey.samId);
    expect(account).toMatchObject({
      email: 'sam@school.test',
      name: 'Sam Okafor',
      isStudent: true,
    });
    const sams = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sam@school.test')
      .execute();
    expect(sams).toHaveLength(1);

    expect((await classesOf(landed.token)).map((c) => c._id)).toEqual([journey.classId]);
    expect((await roster()).students.map((s) => s._id).sort()).toEqual(
      [journey.samId, journey.leeId].sort(),
    );
    // The link keeps its activity and gradebook column, for the scores.
    const link = await ctx.database.db
      .selectFrom('lti_resource_links')
      .selectAll()
      .where('resource_link_id', '=', 'placed-link-1')
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({
      class_id: journey.classId,
      activity_id: journey.activities[0]!._id,
      lineitem_url: platform.services.lineItemUrl('column-1'),
    });
    const mine = await listActivities(ctx, landed.token, 'student');
    expect(mine.map((a) => a._id)).toContain(journey.activities[0]!._id);
  });

  it('her completion goes to the activity’s column as Pending, for her platform user id', async () => {
    const activity = journey.activities[0]!;
    const done = await updateActivity(ctx, journey.samToken, activity._id, {
      studentIDCompleted: journey.samId,
      addIdeaScale: { sound: 0.8 },
    });
    expect(done.statusCode, done.body).toBe(200);
    const mine = await listActivities(ctx, journey.samToken, 'student');
    expect(mine.find((a) => a._id === activity._id)?.completed).toBe(true);

    expect(await ctx.app.services.ltiScores.sendDue()).toEqual({
      sent: 1,
      retrying: 0,
      givenUp: 0,
    });
    expect(platform.services.scores).toHaveLength(1);
    const [posted] = platform.services.scores;
    expect(posted!.path).toBe('/lineitems/column-1/lineitem/scores');
    expect(posted!.contentType).toBe(SCORE_MEDIA_TYPE);
    expect(platform.services.issued.get(posted!.token)).toEqual([SCOPES.score]);
    expect(posted!.score).toEqual({
      userId: sam.sub,
      activityProgress: 'Completed',
      gradingProgress: 'Pending',
      timestamp: expect.any(String) as unknown,
    });
  });

  it('the teacher’s grade reaches the gradebook once released, as FullyGraded', async () => {
    const activity = journey.activities[0]!;
    const given = await api(
      ctx,
      'POST',
      `/api/activity/${activity._id}/feedback`,
      journey.taraToken,
      { studentId: journey.samId, comment: 'A careful reading', grade: 85 },
    );
    expect(given.statusCode, given.body).toBe(200);
    // A draft stays between the teacher and the tool.
    expect(await ctx.app.services.ltiScores.sendDue()).toMatchObject({ sent: 0 });
    expect(platform.services.scores).toHaveLength(1);

    const released = await api(
      ctx,
      'POST',
      `/api/classes/${journey.classId}/release`,
      journey.taraToken,
      {},
    );
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<ReleasedFeedback>()).toMatchObject({ released: 1 });
    expect(await ctx.app.services.ltiScores.sendDue()).toMatchObject({ sent: 1 });
    expect(platform.services.scores).toHaveLength(2);
    const graded = platform.services.scores[1]!;
    expect(graded.path).toBe('/lineitems/column-1/lineitem/scores');
    expect(graded.score).toEqual({
      userId: sam.sub,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      scoreGiven: 85,
      scoreMaximum: 100,
      comment: 'A careful reading',
      timestamp: expect.any(String) as unknown,
    });
    expect(Date.parse(String(graded.score.timestamp))).toBeGreaterThanOrEqual(
      Date.parse(String(platform.services.scores[0]!.score.timestamp)),
    );
    // She sees the same grade here.
    const mine = await listActivities(ctx, journey.samToken, 'student');
    expect(mine.find((a) => a._id === activity._id)?.feedback).toMatchObject({
      comment: 'A careful reading',
      grade: 85,
    });
  });

  it('the same launch works with no cookie jar at all (third-party cookies blocked)', async () => {
    const frame = browser(ctx, null);
    const run = await samOpensPlacedActivity(frame);
    expect(run.login.headers['set-cookie']).toBeUndefined();
    expect(run.launch.headers['set-cookie']).toBeUndefined();
    const landed = await signIn(frame, run);
    expect(landed.next).toBe(`/activities/${journey.activities[0]!._id}`);
    expect((await me(landed.token))._id).toBe(journey.samId);
    expect((await classesOf(landed.token)).map((c) => c._id)).toEqual([journey.classId]);
    // Lee, whom the platform names by id only, is the account the sync made for her too.
    const leeRun = await courseLaunch(frame, lee, {
      resourceLinkId: platform.placements[0]!.resourceLinkId,
      custom: platform.placements[0]!.custom,
      claims: courseServices(platform.placements[0]!.lineItem!.url),
    });
    const leeLanded = await signIn(frame, leeRun);
    expect((await me(leeLanded.token))._id).toBe(journey.leeId);
    expect(frame.cookiesKept).toEqual([]);
  });

  it('only a teacher’s launch with a roster service syncs, and a roster that cannot be read never stops her launch', async () => {
    const started = vi.spyOn(ctx.app.services.ltiRoster, 'syncInBackground');
    // A student's launch, and a teacher's from a course without the roster service: no sync.
    await signIn(web, await samOpensPlacedActivity(web));
    const withoutRoster = { ...courseServices(), [LTI_CLAIMS.NRPS]: undefined };
    await signIn(web, await courseLaunch(web, tara, { claims: withoutRoster }));
    expect(started).not.toHaveBeenCalled();

    // Her first launch from another course, whose roster service is down: she still lands in
    // the course's new class.
    const civics8 = { id: 'civics-8a', title: 'Civics 8A' };
    platform.services.courses.set(civics8.id, [
      { user_id: 'moodle-user-15', roles: [`${LIS}#Learner`], name: 'Ola Berg' },
    ]);
    const fromCivics8 = { context: civics8, claims: courseServices(undefined, civics8.id) };
    platform.services.failures = { memberships: { status: 503 } };
    const refused = await signIn(web, await courseLaunch(web, tara, fromCivics8));
    const civics8Class = refused.next.slice('/classes/'.length);
    expect(civics8Class).not.toBe(journey.classId);
    expect(started).toHaveBeenCalledTimes(1);
    expect(started.mock.calls[0]![1]).toBe(civics8Class);
    await ctx.app.services.ltiRoster.idle();
    expect((await roster(civics8Class)).students).toEqual([]);

    // Back up: her next launch brings Ola in (a sync that failed does not hold the next back).
    platform.services.failures = {};
    await signIn(web, await courseLaunch(web, tara, fromCivics8));
    const filled = await rosterWhen((r) => r.students.length >= 1, civics8Class);
    expect(filled.students.map((s) => s.name)).toEqual(['Ola Berg']);
  });
});
