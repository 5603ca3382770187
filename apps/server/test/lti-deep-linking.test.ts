import { decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LTI_DEEP_LINKING_MESSAGES as DL, LTI_PAGE_MESSAGES as M } from '@thoughtful/shared';
import { newId } from '../src/lib/ids';
import { createUser, loginToken } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
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
import { createTestApp, TEST_DIALECTS, testConfig, type TestContext } from './helpers/test-app';

/**
 * Deep Linking 2.0 (DESIGN.md §13): a teacher places a class's activity sequence in a course. The
 * request is checked as any launch; the picker lists her classes only; her choice is bound to the
 * request; the answer is a JWT signed with the tool's key, verified here as the platform would,
 * with one link per activity (and its gradebook column) as the platform accepts them.
 */

const TOOL = 'http://tool.test';
const ada: Person = {
  sub: 'ada',
  name: 'Ada',
  email: 'ada@school.test',
  roles: [ROLES.INSTRUCTOR],
};
const bo: Person = { sub: 'bo', name: 'Bo', email: 'bo@school.test', roles: [ROLES.INSTRUCTOR] };

interface ContentItem {
  type: string;
  title: string;
  url: string;
  custom?: Record<string, string>;
  lineItem?: { scoreMaximum: number; label: string; resourceId: string };
}

function directive(policy: unknown, name: string): string[] {
  const part = String(policy)
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${name} `));
  return part ? part.split(/\s+/).slice(1) : [];
}

describe.each(TEST_DIALECTS)('LTI Deep Linking on %s', (dialect) => {
  let ctx: TestContext;
  let platform: LaunchPlatform;
  let adaId: string;
  let linkedClass: string;
  let otherClass: string;
  let bosClass: string;
  const activityIds: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { config: testConfig({ PUBLIC_URL: TOOL }) });
    platform = await startLaunchPlatform({ toolUrl: TOOL });
    await createUser(ctx, 'admin@tool.test', { admin: true });
    const adminToken = await loginToken(ctx, 'admin@tool.test');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/lti/platforms',
      headers: { 'x-auth-token': adminToken },
      payload: platform.registrationBody(),
    });
    // Ada opens the tool from course-1 first: its class is made and linked.
    const first = await launchThrough(ctx.app, platform, {
      person: ada,
      context: { id: 'course-1', title: 'Civics 101' },
    });
    expect(first.launch.statusCode).toBe(302);
    const context = await ctx.database.db
      .selectFrom('lti_contexts')
      .selectAll()
      .executeTakeFirstOrThrow();
    linkedClass = context.class_id;
    adaId = (
      await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ada@school.test')
        .executeTakeFirstOrThrow()
    ).id;
    otherClass = await makeClass(ctx, 'Ada’s other class', [adaId], []);
    const boId = await createUser(ctx, 'bo@school.test', { student: false });
    bosClass = await makeClass(ctx, 'Bo’s class', [boId], []);
    // Two activities in the linked class (in sequence order 2, 1 as written), one in the other.
    for (const [classId, position, selection] of [
      [linkedClass, 2, 102],
      [linkedClass, 1, 1],
      [otherClass, 1, 101],
    ] as const) {
      const id = newId();
      activityIds.push(id);
      await ctx.database.db
        .insertInto('activities')
        .values({
          id,
          selection,
          enabled: 1,
          position,
          instructions1: '',
          instructions101: '',
          instructions102: '',
          instructions201: '',
          interpret_intent_words: '',
          class_id: classId,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
  });
  afterAll(async () => {
    await platform.close();
    await ctx.close();
  });

  const deepLink = (options: Partial<LaunchOptions> & { person?: Person } = {}) =>
    launchThrough(ctx.app, platform, {
      person: ada,
      messageType: 'LtiDeepLinkingRequest',
      ...options,
    });

  function sessionOf(html: string): string {
    const match = /name="session" value="([^"]+)"/.exec(html);
    if (!match) throw new Error('no session in the picker');
    return match[1]!;
  }

  function choices(html: string): string[] {
    return [...html.matchAll(/name="classId" id="[^"]+" value="([^"]+)"/g)].map((m) => m[1]!);
  }

  async function choose(session: string, classId: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers: FORM,
      payload: formBody({ session, classId }),
    });
  }

  async function toolKeySet(): Promise<JSONWebKeySet> {
    return (await ctx.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json<JSONWebKeySet>();
  }

  async function answered(res: Awaited<ReturnType<typeof choose>>) {
    expect(res.statusCode, res.body).toBe(200);
    expect(pageData(res.body)).toEqual({ step: 'autopost', form: 'lti-autopost' });
    expect(res.body).toContain(`action="${platform.issuer}/deep-link-return"`);
    // The page's form may go to the platform, and nowhere else.
    expect(directive(res.headers['content-security-policy'], 'form-action')).toEqual([
      "'self'",
      platform.issuer,
    ]);
    const jwt = /name="JWT" value="([^"]+)"/.exec(res.body)![1]!;
    const claims = await platform.verifyDeepLinkingResponse(jwt, await toolKeySet());
    return { jwt, claims, items: claims[LTI_CLAIMS.DL_CONTENT_ITEMS] as ContentItem[] };
  }

  it('lists the teacher’s own classes with their activities for a course with no class yet, and a new class', async () => {
    const run = await deepLink({ context: { id: 'course-2', title: 'History' } });
    expect(run.launch.statusCode, run.launch.body).toBe(200);
    expect(run.launch.body).toContain(DL.TITLE);
    expect(choices(run.launch.body).sort()).toEqual([linkedClass, otherClass, 'new'].sort());
    expect(run.launch.body).not.toContain('Bo’s class');
    expect(run.launch.body).toContain('Activity 1: Add a new inTell');
    expect(run.launch.body).toContain('Activity 2: Interpret an inTell');
    expect(run.launch.body).toContain('A new class named “History”');
    // The LTI pages are framed by the platform.
    expect(directive(run.launch.headers['content-security-policy'], 'frame-ancestors')).toContain(
      platform.issuer,
    );
  });

  it('answers the platform with a signed JWT: one link per activity in sequence order, each with its gradebook column', async () => {
    const run = await deepLink({ context: { id: 'course-1' } });
    expect(choices(run.launch.body)).toEqual([linkedClass]);
    const { jwt, claims, items } = await answered(
      await choose(sessionOf(run.launch.body), linkedClass),
    );
    expect(decodeProtectedHeader(jwt)).toMatchObject({
      alg: 'RS256',
      kid: (await toolKeySet()).keys[0]!.kid,
    });
    expect(claims).toMatchObject({
      iss: platform.clientId,
      aud: platform.issuer,
      [LTI_CLAIMS.DEPLOYMENT_ID]: platform.deploymentId,
      [LTI_CLAIMS.DL_DATA]: 'platform-data-123',
    });
    expect(typeof claims.nonce).toBe('string');
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(600);
    expect(items).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Civics 101: Activity 1: Add a new inTell',
        url: `${TOOL}/api/lti/launch`,
        custom: { activityId: activityIds[1] },
        lineItem: {
          scoreMaximum: 100,
          label: 'Civics 101: Activity 1: Add a new inTell',
          resourceId: activityIds[1],
        },
      },
      {
        type: 'ltiResourceLink',
        title: 'Civics 101: Activity 2: Interpret an inTell',
        url: `${TOOL}/api/lti/launch`,
        custom: { activityId: activityIds[0] },
        lineItem: {
          scoreMaximum: 100,
          label: 'Civics 101: Activity 2: Interpret an inTell',
          resourceId: activityIds[0],
        },
      },
    ]);

    // A student's launch of a placed link opens its activity.
    await launchThrough(ctx.app, platform, {
      person: { sub: 'kim', roles: [ROLES.LEARNER], email: 'kim@school.test' },
      context: { id: 'course-1' },
      resourceLinkId: 'placed-1',
      custom: items[0]!.custom,
    });
    const link = await ctx.database.db
      .selectFrom('lti_resource_links')
      .selectAll()
      .where('resource_link_id', '=', 'placed-1')
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ class_id: linkedClass, activity_id: activityIds[1] });
  });

  it('links a course without a class to the class she picks', async () => {
    const run = await deepLink({ context: { id: 'course-3', title: 'Geography' } });
    const { items } = await answered(await choose(sessionOf(run.launch.body), otherClass));
    expect(items.map((item) => item.custom?.activityId)).toEqual([activityIds[2]]);
    const context = await ctx.database.db
      .selectFrom('lti_contexts')
      .selectAll()
      .where('context_id', '=', 'course-3')
      .executeTakeFirstOrThrow();
    expect(context.class_id).toBe(otherClass);
    expect(context.memberships_url).toBe(`${platform.issuer}/nrps/course-3/memberships`);
  });

  it('makes a new class named after the course when she picks that, with one link to it', async () => {
    const run = await deepLink({ context: { id: 'course-4', title: 'Biology' } });
    const { items } = await answered(await choose(sessionOf(run.launch.body), 'new'));
    const context = await ctx.database.db
      .selectFrom('lti_contexts')
      .selectAll()
      .where('context_id', '=', 'course-4')
      .executeTakeFirstOrThrow();
    const made = await ctx.database.db
      .selectFrom('classes')
      .selectAll()
      .where('id', '=', context.class_id)
      .executeTakeFirstOrThrow();
    expect(made.name).toBe('Biology');
    const teachers = await ctx.database.db
      .selectFrom('class_teachers')
      .select('user_id')
      .where('class_id', '=', made.id)
      .execute();
    expect(teachers.map((t) => t.user_id)).toEqual([adaId]);
    expect(items).toEqual([
      { type: 'ltiResourceLink', title: 'Biology', url: `${TOOL}/api/lti/launch` },
    ]);
  });

  it('honours accept_multiple and accept_lineitem', async () => {
    const single = await deepLink({
      context: { id: 'course-1' },
      deepLinking: { accept_multiple: false },
    });
    expect(single.launch.body).toContain(DL.INTRO_SINGLE);
    const one = await answered(await choose(sessionOf(single.launch.body), linkedClass));
    expect(one.items).toEqual([
      { type: 'ltiResourceLink', title: 'Civics 101', url: `${TOOL}/api/lti/launch` },
    ]);

    const noColumns = await deepLink({
      context: { id: 'course-1' },
      deepLinking: { accept_lineitem: false },
    });
    const plain = await answered(await choose(sessionOf(noColumns.launch.body), linkedClass));
    expect(plain.items).toHaveLength(2);
    expect(
      plain.items.every((item) => item.lineItem === undefined && item.custom !== undefined),
    ).toBe(true);
  });

  it('refuses another teacher’s class, another class for a linked course, and a forged or missing choice', async () => {
    const run = await deepLink({ context: { id: 'course-1' } });
    const session = sessionOf(run.launch.body);
    const foreign = await choose(session, bosClass);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain(DL.NOT_YOUR_CLASS);
    const elsewhere = await choose(session, otherClass);
    expect(elsewhere.statusCode).toBe(409);
    const forged = await choose(`${session.slice(0, -4)}AAAA`, linkedClass);
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This choice has expired');
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/lti/deep-link',
      headers: FORM,
      payload: formBody({ session }),
    });
    expect(none.statusCode).toBe(400);
    // Nothing was answered: the platform got no JWT.
    for (const res of [foreign, elsewhere, forged, none])
      expect(res.body).not.toContain('name="JWT"');
  });

  it('is for a course’s instructors only, and only where the platform accepts links', async () => {
    const learner = await deepLink({ person: { sub: 'kim', roles: [ROLES.LEARNER] } });
    expect(learner.launch.statusCode).toBe(403);
    expect(learner.launch.body).toContain(DL.TEACHERS_ONLY);
    const files = await deepLink({ deepLinking: { accept_types: ['file', 'html'] } });
    expect(files.launch.statusCode).toBe(400);
    expect(files.launch.body).toContain(DL.NO_RESOURCE_LINKS);
    // A Deep Linking request is checked as any launch.
    const expired = await deepLink({ claims: { [LTI_CLAIMS.DEPLOYMENT_ID]: 'unknown' } });
    expect(expired.launch.statusCode).toBe(403);
    expect(expired.launch.body).toContain(M.DEPLOYMENT.slice(0, 40));
  });

  it('signs with the new key once the tool’s keys rotate', async () => {
    const admin = await loginToken(ctx, 'admin@tool.test');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/lti/keys/rotate',
      headers: { 'x-auth-token': admin },
    });
    const keys = await toolKeySet();
    const run = await deepLink({ context: { id: 'course-1' } });
    const { jwt } = await answered(await choose(sessionOf(run.launch.body), linkedClass));
    expect(decodeProtectedHeader(jwt).kid).toBe(keys.keys[0]!.kid);
    expect(keys.keys.length).toBeGreaterThanOrEqual(2);
  });

  it('makes a course’s later teacher a co-teacher of its class before she places it', async () => {
    const run = await deepLink({ person: bo, context: { id: 'course-1' } });
    expect(choices(run.launch.body)).toEqual([linkedClass]);
    const { items } = await answered(await choose(sessionOf(run.launch.body), linkedClass));
    expect(items).toHaveLength(2);
  });
});
