import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LTI_ADMIN_MESSAGES, LTI_PAGE_MESSAGES as M } from '@thoughtful/shared';
import { newId } from '../src/lib/ids';
import { LTI_PAGE_SCRIPT } from '../src/modules/lti/lti-pages';
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
 * LTI 1.3 launches (DESIGN.md §13) against a platform built in the test from the 1EdTech
 * specifications: the course's class made by its teacher's launch and joined by its students,
 * each check the specifications make the tool do refused with its own page, a replayed launch, a
 * launch without any cookie, the platform's and the tool's key rotations, and the framing of the
 * pages by the registered platforms only.
 */

const TOOL = 'http://tool.test';

const teacher = (n = 1): Person => ({
  sub: `teacher-${n}`,
  name: `Ada Teacher ${n}`,
  email: `teacher${n}@school.test`,
  roles: [ROLES.INSTRUCTOR],
});
const student = (n = 1): Person => ({
  sub: `student-${n}`,
  name: `Sam Student ${n}`,
  email: `student${n}@school.test`,
  roles: [ROLES.LEARNER],
});

function directive(policy: unknown, name: string): string[] {
  const part = String(policy)
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${name} `));
  return part ? part.split(/\s+/).slice(1) : [];
}

describe.each(TEST_DIALECTS)('LTI 1.3 launches on %s', (dialect) => {
  let ctx: TestContext;
  let platform: LaunchPlatform;
  let adminToken: string;

  beforeAll(async () => {
    const config = testConfig({ PUBLIC_URL: TOOL });
    // A web build of one page, so the framing of the app's pages can be seen.
    fs.mkdirSync(config.webDistDir, { recursive: true });
    fs.writeFileSync(
      path.join(config.webDistDir, 'index.html'),
      '<!doctype html><title>app</title>',
    );
    ctx = await createTestApp(dialect, { config });
    platform = await startLaunchPlatform({ toolUrl: TOOL });
    await createUser(ctx, 'admin@tool.test', { admin: true });
    adminToken = await loginToken(ctx, 'admin@tool.test');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/lti/platforms',
      headers: { 'x-auth-token': adminToken },
      payload: platform.registrationBody(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await platform.close();
    await ctx.close();
  });

  const launch = (options: LaunchOptions, extra?: Parameters<typeof launchThrough>[3]) =>
    launchThrough(ctx.app, platform, options, extra);

  /** The ticket of a launch that went through, traded as the web app's /signin page does. */
  async function signIn(run: Awaited<ReturnType<typeof launch>>) {
    expect(run.launch.statusCode, run.launch.body).toBe(302);
    const location = String(run.launch.headers.location);
    expect(location.startsWith(`${TOOL}/signin#ticket=`)).toBe(true);
    const ticket = decodeURIComponent(location.split('#ticket=')[1]!);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/ticket',
      payload: { ticket },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string; next: string }>();
  }

  async function me(token: string) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth',
      headers: { 'x-auth-token': token },
    });
    return res.json<{ _id: string; email: string; name: string; isStudent?: boolean }>();
  }

  async function contextRow(contextId: string) {
    return ctx.database.db
      .selectFrom('lti_contexts')
      .selectAll()
      .where('context_id', '=', contextId)
      .executeTakeFirst();
  }

  function refusal(run: Awaited<ReturnType<typeof launch>>, status: number, message: string) {
    expect(run.launch.statusCode, run.launch.body).toBe(status);
    expect(run.launch.headers['content-type']).toMatch(/^text\/html/);
    expect(run.launch.body).toContain(M.LAUNCH_REFUSED_TITLE.replace('’', '&#39;').slice(0, 20));
    // The page's words are escaped HTML: compare the plain text.
    const text = run.launch.body
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(text).toContain(message);
  }

  describe('a course’s launches', () => {
    let classId: string;

    it('lands the course’s first teacher in a new class named after the course, as its teacher', async () => {
      const run = await launch({
        person: teacher(1),
        context: { id: 'course-a', title: 'Civics 101' },
      });
      expect(run.login.statusCode).toBe(302);
      expect(run.authUrl.searchParams.get('redirect_uri')).toBe(`${TOOL}/api/lti/launch`);
      expect(run.authUrl.searchParams.get('login_hint')).toBe('teacher-1');
      expect(run.authUrl.searchParams.get('lti_message_hint')).toBe('hint-1');
      const { token, next } = await signIn(run);
      const context = await contextRow('course-a');
      expect(context).toBeDefined();
      classId = context!.class_id;
      expect(next).toBe(`/classes/${classId}`);
      expect(context!.memberships_url).toBe(`${platform.issuer}/nrps/course-a/memberships`);
      expect(context!.lineitems_url).toBe(`${platform.issuer}/ags/course-a/lineitems`);
      const member = await me(token);
      expect(member.email).toBe('teacher1@school.test');
      expect(member.name).toBe('Ada Teacher 1');
      const classRes = await ctx.app.inject({
        method: 'GET',
        url: `/api/classes/${classId}`,
        headers: { 'x-auth-token': token },
      });
      expect(classRes.statusCode).toBe(200);
      expect(classRes.json<{ name: string; teachers: { _id: string }[] }>()).toMatchObject({
        name: 'Civics 101',
        teachers: [{ _id: member._id }],
      });
      const link = await ctx.database.db
        .selectFrom('lti_resource_links')
        .selectAll()
        .where('resource_link_id', '=', 'link-1')
        .executeTakeFirst();
      expect(link).toMatchObject({ class_id: classId, activity_id: null });
    });

    it('lands a student of the course in the same class, on her activities', async () => {
      const run = await launch({
        person: student(1),
        context: { id: 'course-a', title: 'Civics 101' },
      });
      const { token, next } = await signIn(run);
      expect(next).toBe('/activity-students');
      const member = await me(token);
      const row = await ctx.database.db
        .selectFrom('class_students')
        .selectAll()
        .where('class_id', '=', classId)
        .where('user_id', '=', member._id)
        .executeTakeFirst();
      expect(row).toBeDefined();
      const user = await ctx.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', member._id)
        .executeTakeFirstOrThrow();
      expect(user.is_student).toBe(1);
    });

    it('gives a new account the launch’s locale as her language when this site speaks it', async () => {
      const languageOf = async (token: string) =>
        (
          await ctx.database.db
            .selectFrom('users')
            .select('language')
            .where('id', '=', (await me(token))._id)
            .executeTakeFirstOrThrow()
        ).language;
      const withLocale = (n: number, locale: string) =>
        launch({
          person: student(n),
          context: { id: 'course-a' },
          claims: {
            [LTI_CLAIMS.LAUNCH_PRESENTATION]: {
              document_target: 'iframe',
              return_url: `${platform.issuer}/course/return`,
              locale,
            },
          },
        });
      expect(await languageOf((await signIn(await withLocale(31, 'es-ES'))).token)).toBe('es');
      expect(await languageOf((await signIn(await withLocale(32, 'es_MX'))).token)).toBe('es');
      // A language this site does not speak: none, so the installation's default applies.
      expect(await languageOf((await signIn(await withLocale(33, 'fr-FR'))).token)).toBeNull();
      // An existing account keeps what she chose: a later launch changes nothing.
      expect(await languageOf((await signIn(await withLocale(31, 'en-GB'))).token)).toBe('es');
    });

    it('knows the student again by the platform’s identity on her next launch', async () => {
      const before = await ctx.database.db.selectFrom('users').select('id').execute();
      const { token } = await signIn(
        await launch({ person: { ...student(1), email: undefined }, context: { id: 'course-a' } }),
      );
      expect((await me(token)).email).toBe('student1@school.test');
      expect(await ctx.database.db.selectFrom('users').select('id').execute()).toHaveLength(
        before.length,
      );
    });

    it('makes a later teacher of the course a co-teacher of its class', async () => {
      const { token, next } = await signIn(
        await launch({
          person: { ...teacher(2), roles: [ROLES.TEACHING_ASSISTANT] },
          context: { id: 'course-a' },
        }),
      );
      expect(next).toBe(`/classes/${classId}`);
      const member = await me(token);
      const teachers = await ctx.database.db
        .selectFrom('class_teachers')
        .select('user_id')
        .where('class_id', '=', classId)
        .execute();
      expect(teachers.map((t) => t.user_id)).toContain(member._id);
      expect(await ctx.database.db.selectFrom('lti_contexts').selectAll().execute()).toHaveLength(
        1,
      );
    });

    it('opens the activity a placed link names, when it is the class’s, at its own address', async () => {
      const activityId = newId();
      await ctx.database.db
        .insertInto('activities')
        .values({
          id: activityId,
          selection: 1,
          enabled: 1,
          position: 1,
          instructions1: '',
          instructions101: '',
          instructions102: '',
          instructions201: '',
          interpret_intent_words: '',
          class_id: classId,
          created_at: new Date().toISOString(),
        })
        .execute();
      const otherClass = await makeClass(ctx, 'Other', [], []);
      const placed = await signIn(
        await launch({
          person: student(1),
          context: { id: 'course-a' },
          resourceLinkId: 'link-activity',
          custom: { activityId },
        }),
      );
      // The student lands on the activity itself, not on the list (issue 43).
      expect(placed.next).toBe(`/activities/${activityId}`);
      const foreign = await signIn(
        await launch({
          person: student(1),
          context: { id: 'course-a' },
          resourceLinkId: 'link-foreign',
          custom: { activityId: otherClass },
        }),
      );
      // A link naming no activity of her class opens her list.
      expect(foreign.next).toBe('/activity-students');
      const links = await ctx.database.db.selectFrom('lti_resource_links').selectAll().execute();
      expect(links.find((l) => l.resource_link_id === 'link-activity')).toMatchObject({
        activity_id: activityId,
        lineitem_url: `${platform.issuer}/ags/course-a/lineitems/link-activity`,
      });
      expect(links.find((l) => l.resource_link_id === 'link-foreign')?.activity_id).toBeNull();
    });

    it('tells a student who comes before any teacher that the teacher must open it first', async () => {
      const run = await launch({
        person: student(7),
        context: { id: 'course-new', title: 'Later' },
      });
      expect(run.launch.statusCode).toBe(409);
      expect(run.launch.body).toContain(
        'Your teacher needs to open Thoughtful from this course first.',
      );
      const made = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'student7@school.test')
        .execute();
      expect(made).toHaveLength(0);
    });

    it('never signs in to an existing account by the e-mail the platform names: the launch makes an account of its own', async () => {
      const existingId = await createUser(ctx, 'known@school.test', { student: false });
      const known: Person = {
        sub: 'known',
        name: 'Kim Known',
        email: 'Known@School.test',
        roles: [ROLES.INSTRUCTOR],
      };
      const { token, next } = await signIn(
        await launch({ person: known, context: { id: 'course-b', title: 'B' } }),
      );
      const member = await me(token);
      expect(member._id).not.toBe(existingId);
      // The address stays with its account: this one has a login id nobody can log in with.
      expect(member.email).toMatch(/^lti:/);
      expect(member.name).toBe('Kim Known');
      // A new account an instructor's launch makes is a teacher's: the course's class is hers.
      expect(member.isStudent).toBeFalsy();
      const context = await contextRow('course-b');
      expect(next).toBe(`/classes/${context!.class_id}`);
      const teachers = await ctx.database.db
        .selectFrom('class_teachers')
        .select('user_id')
        .where('class_id', '=', context!.class_id)
        .execute();
      expect(teachers.map((t) => t.user_id)).toEqual([member._id]);
      // From now on the platform's identity finds her.
      const again = await signIn(await launch({ person: known, context: { id: 'course-b' } }));
      expect((await me(again.token))._id).toBe(member._id);
    });

    it('never signs in to an admin’s account by its e-mail either', async () => {
      const admin = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin@tool.test')
        .executeTakeFirstOrThrow();
      const { token } = await signIn(
        await launch({
          person: { sub: 'imposter', email: 'admin@tool.test', roles: [ROLES.INSTRUCTOR] },
        }),
      );
      const member = await me(token);
      expect(member._id).not.toBe(admin.id);
      expect(member.email).toMatch(/^lti:/);
      const identities = await ctx.database.db
        .selectFrom('external_identities')
        .selectAll()
        .where('subject', '=', 'imposter')
        .execute();
      expect(identities.map((i) => i.user_id)).toEqual([member._id]);
    });

    it('never makes a student a teacher: her account launching as an instructor is a student of the course’s class', async () => {
      const studentId = (
        await me(
          (await signIn(await launch({ person: student(1), context: { id: 'course-a' } }))).token,
        )
      )._id;
      const asInstructor = { ...student(1), roles: [ROLES.INSTRUCTOR] };
      const { token, next } = await signIn(
        await launch({ person: asInstructor, context: { id: 'course-a' } }),
      );
      expect(next).toBe('/activity-students');
      expect((await me(token))._id).toBe(studentId);
      const row = await ctx.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', studentId)
        .executeTakeFirstOrThrow();
      expect(row.is_student).toBe(1);
      const teaching = await ctx.database.db
        .selectFrom('class_teachers')
        .select('class_id')
        .where('user_id', '=', studentId)
        .execute();
      expect(teaching).toEqual([]);
      const enrolled = await ctx.database.db
        .selectFrom('class_students')
        .select('class_id')
        .where('user_id', '=', studentId)
        .execute();
      expect(enrolled.map((e) => e.class_id)).toContain(classId);

      // Nor a staff role of the institution, without a course: she lands as the student she is.
      const staff = await signIn(
        await launch({
          person: { ...student(1), roles: [ROLES.INSTITUTION_INSTRUCTOR] },
          context: null,
        }),
      );
      expect(staff.next).toBe('/activity-students');
      // In a course no teacher has opened, she makes no class.
      const first = await launch({ person: asInstructor, context: { id: 'course-s' } });
      expect(first.launch.statusCode).toBe(409);
      expect(await contextRow('course-s')).toBeUndefined();
      const after = await ctx.database.db
        .selectFrom('users')
        .select('is_student')
        .where('id', '=', studentId)
        .executeTakeFirstOrThrow();
      expect(after.is_student).toBe(1);
    });

    it('never makes a teacher a student: a teacher’s account launching as a learner is not enrolled', async () => {
      const teacherId = (
        await me(
          (await signIn(await launch({ person: teacher(1), context: { id: 'course-a' } }))).token,
        )
      )._id;
      const { next } = await signIn(
        await launch({
          person: { ...teacher(1), roles: [ROLES.LEARNER] },
          context: { id: 'course-a' },
        }),
      );
      expect(next).toBe('/');
      const row = await ctx.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', teacherId)
        .executeTakeFirstOrThrow();
      expect(row.is_student).toBe(0);
      const enrolled = await ctx.database.db
        .selectFrom('class_students')
        .select('user_id')
        .where('user_id', '=', teacherId)
        .execute();
      expect(enrolled).toHaveLength(0);
    });

    it('gives a member without e-mail a login id that is no address and that nobody can log in with', async () => {
      const { token } = await signIn(
        await launch({
          person: { sub: 'no-mail', roles: [ROLES.INSTRUCTOR] },
          context: { id: 'course-c' },
        }),
      );
      const member = await me(token);
      expect(member.email).toMatch(/^lti:/);
      expect(member.email).not.toContain('@');
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: member.email, password: 'secret123' },
      });
      expect(login.statusCode).toBe(400);
    });

    it('refuses a role that is neither instructor nor learner (a mentor)', async () => {
      refusal(
        await launch({ person: { sub: 'mentor', roles: [ROLES.MENTOR] } }),
        403,
        M.ROLE_NOT_ALLOWED,
      );
    });

    it('accepts several audiences when the authorized party is the tool', async () => {
      const run = await launch({
        person: teacher(1),
        context: { id: 'course-a' },
        claims: { aud: [platform.clientId, 'another-tool'], azp: platform.clientId },
      });
      await signIn(run);
    });
  });

  describe('each check refuses a bad launch with its own page', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const cases: [string, () => LaunchOptions, number, string][] = [
      [
        'a token without kid',
        () => ({ person: teacher(), header: { kid: null } }),
        401,
        M.KID_MISSING,
      ],
      [
        'a token not signed with RS256',
        () => ({ person: teacher(), header: { alg: 'HS256' } }),
        401,
        M.ALGORITHM,
      ],
      [
        'a signature by a key the platform does not publish',
        () => ({ person: teacher(), foreignKey: true }),
        401,
        M.SIGNATURE_INVALID,
      ],
      [
        'a kid the platform does not publish',
        () => ({ person: teacher(), header: { kid: 'unknown-kid' } }),
        401,
        M.SIGNATURE_INVALID,
      ],
      [
        'another issuer',
        () => ({ person: teacher(), claims: { iss: 'http://evil.test' } }),
        401,
        M.ISSUER,
      ],
      [
        'another audience',
        () => ({ person: teacher(), claims: { aud: 'another-tool' } }),
        401,
        M.AUDIENCE,
      ],
      [
        'several audiences without azp',
        () => ({ person: teacher(), claims: { aud: [platform.clientId, 'x'] } }),
        401,
        M.AUTHORIZED_PARTY,
      ],
      [
        'another authorized party',
        () => ({ person: teacher(), claims: { azp: 'another-tool' } }),
        401,
        M.AUTHORIZED_PARTY,
      ],
      [
        'an expired token',
        () => ({ person: teacher(), claims: { iat: now() - 3600, exp: now() - 600 } }),
        401,
        M.EXPIRED,
      ],
      [
        'a token issued in the future',
        () => ({ person: teacher(), claims: { iat: now() + 3600, exp: now() + 7200 } }),
        401,
        M.ISSUED_IN_FUTURE,
      ],
      [
        'a token without exp',
        () => ({ person: teacher(), claims: { exp: undefined } }),
        400,
        M.TOKEN_MALFORMED,
      ],
      [
        'another nonce',
        () => ({ person: teacher(), claims: { nonce: 'not-this-launch' } }),
        401,
        M.NONCE,
      ],
      [
        'an unregistered deployment',
        () => ({ person: teacher(), claims: { [LTI_CLAIMS.DEPLOYMENT_ID]: 'deployment-x' } }),
        403,
        M.DEPLOYMENT,
      ],
      [
        'another message type',
        () => ({
          person: teacher(),
          claims: { [LTI_CLAIMS.MESSAGE_TYPE]: 'LtiSubmissionReviewRequest' },
        }),
        400,
        M.MESSAGE_TYPE,
      ],
      [
        'another version',
        () => ({ person: teacher(), claims: { [LTI_CLAIMS.VERSION]: '1.1' } }),
        400,
        M.VERSION,
      ],
      [
        'no roles claim',
        () => ({ person: teacher(), claims: { [LTI_CLAIMS.ROLES]: undefined } }),
        400,
        M.ROLES,
      ],
      [
        'a roles claim that is no list',
        () => ({ person: teacher(), claims: { [LTI_CLAIMS.ROLES]: ROLES.INSTRUCTOR } }),
        400,
        M.ROLES,
      ],
      [
        'a resource link launch without resource_link',
        () => ({ person: teacher(), claims: { [LTI_CLAIMS.RESOURCE_LINK]: undefined } }),
        400,
        M.RESOURCE_LINK,
      ],
      [
        'a Deep Linking request without its settings',
        () => ({
          person: teacher(),
          messageType: 'LtiDeepLinkingRequest',
          claims: { [LTI_CLAIMS.DEEP_LINKING_SETTINGS]: undefined },
        }),
        400,
        M.DEEP_LINKING_SETTINGS,
      ],
      ['no sub', () => ({ person: teacher(), claims: { sub: undefined } }), 400, M.SUBJECT],
    ];
    for (const [name, options, status, message] of cases) {
      it(`refuses ${name} (${status})`, async () => {
        refusal(await launch(options()), status, message);
      });
    }

    it('refuses an id_token that is no JWT, and a launch without one', async () => {
      refusal(
        await launch({ person: teacher() }, { form: (f) => ({ ...f, id_token: 'not.a.jwt' }) }),
        400,
        M.TOKEN_MALFORMED,
      );
      refusal(
        await launch({ person: teacher() }, { form: (f) => ({ state: f.state }) }),
        400,
        M.TOKEN_MISSING,
      );
    });

    it('refuses an unknown state, and a launch replayed', async () => {
      refusal(
        await launch({ person: teacher() }, { form: (f) => ({ ...f, state: 'made-up' }) }),
        400,
        M.STATE_UNKNOWN,
      );
      let first: { id_token: string; state: string } | undefined;
      const run = await launch(
        { person: teacher(1), context: { id: 'course-a' } },
        { form: (f) => ((first = f), f) },
      );
      await signIn(run);
      const replay = await ctx.app.inject({
        method: 'POST',
        url: '/api/lti/launch',
        headers: FORM,
        payload: formBody(first!),
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.body).toContain('has already been used');
    });

    it('refuses a nonce used before, in another launch’s token', async () => {
      let spentNonce = '';
      const first = await launch({ person: teacher(1), context: { id: 'course-a' } });
      spentNonce = first.authUrl.searchParams.get('nonce')!;
      await signIn(first);
      refusal(await launch({ person: teacher(1), claims: { nonce: spentNonce } }), 401, M.NONCE);
    });

    it('refuses a platform’s error answer, a login from an unknown platform, and bad input, never with a 500', async () => {
      const errorAnswer = await ctx.app.inject({
        method: 'POST',
        url: '/api/lti/launch',
        headers: FORM,
        payload: formBody({
          error: 'login_required',
          error_description: 'Not <b>signed</b> in',
          state: 'x',
        }),
      });
      expect(errorAnswer.statusCode).toBe(400);
      expect(errorAnswer.body).toContain('login_required');
      expect(errorAnswer.body).not.toContain('<b>');
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: `/api/lti/login?iss=${encodeURIComponent('http://unknown.test')}&login_hint=a&target_link_uri=${encodeURIComponent(`${TOOL}/api/lti/launch`)}`,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain(M.NOT_REGISTERED_TITLE);
      const elsewhere = await ctx.app.inject({
        method: 'GET',
        url: `/api/lti/login?iss=${encodeURIComponent(platform.issuer)}&login_hint=a&target_link_uri=${encodeURIComponent('http://evil.test/x')}`,
      });
      expect(elsewhere.statusCode).toBe(400);
      const badDeployment = await ctx.app.inject({
        method: 'GET',
        url: `/api/lti/login?iss=${encodeURIComponent(platform.issuer)}&login_hint=a&lti_deployment_id=nope&target_link_uri=${encodeURIComponent(`${TOOL}/api/lti/launch`)}`,
      });
      expect(badDeployment.statusCode).toBe(403);
      for (const payload of ['', 'id_token', 'state[]=1&state[]=2', '%%%', 'a=b'.repeat(1000)]) {
        for (const url of [
          '/api/lti/launch',
          '/api/lti/login',
          '/api/lti/deep-link',
          '/api/lti/register',
        ]) {
          const res = await ctx.app.inject({ method: 'POST', url, headers: FORM, payload });
          expect(res.statusCode, `${url} ${payload.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${url} ${payload.slice(0, 20)}`).toBeLessThan(500);
        }
      }
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/lti/launch',
        payload: [1, 2] as never,
      });
      expect(json.statusCode).toBe(400);
    });
  });

  describe('without third-party cookies', () => {
    it('launches with no cookie at all, and sets none', async () => {
      const run = await launch({ person: teacher(1), context: { id: 'course-a' } });
      expect(run.login.headers['set-cookie']).toBeUndefined();
      expect(run.launch.headers['set-cookie']).toBeUndefined();
      await signIn(run);
    });

    it('checks the state in the platform’s storage when it offers one (lti_storage_target)', async () => {
      const run = await launch(
        { person: teacher(1), context: { id: 'course-a' } },
        { login: { lti_storage_target: '_parent' } },
      );
      expect(run.login.statusCode).toBe(200);
      const login = pageData(run.login.body);
      expect(login).toMatchObject({
        step: 'login',
        target: '_parent',
        platformOrigin: platform.issuer,
      });
      expect(login.authUrl).toBe(run.authUrl.href);
      expect(run.launch.statusCode).toBe(200);
      const launchData = pageData(run.launch.body);
      expect(launchData).toMatchObject({
        step: 'launch',
        state: login.state,
        nonce: login.nonce,
        platformOrigin: platform.issuer,
      });
      expect(launchData.next!.startsWith(`${TOOL}/signin#ticket=`)).toBe(true);
      expect(run.launch.body).toContain(`src="/api/lti/page.js"`);

      // The page's script, run against a platform frame that keeps what it is given.
      const storage = new Map<string, string>();
      const frameOrigin = platform.issuer;
      const loginPage = runPageScript(run.login.body, { frameOrigin, storage });
      await loginPage.settled();
      expect(loginPage.navigatedTo()).toBe(login.authUrl);
      expect(storage.get(`lti_state_${login.state}`)).toBe(login.state);
      const launchPage = runPageScript(run.launch.body, { frameOrigin, storage });
      await launchPage.settled();
      expect(launchPage.navigatedTo()).toBe(launchData.next);

      // Another browser window's storage does not have this launch's state: nobody is signed in.
      const stranger = runPageScript(run.launch.body, { frameOrigin, storage: new Map() });
      await stranger.settled();
      expect(stranger.navigatedTo()).toBeNull();
      expect(stranger.status()).toBe(M.STORAGE_MISMATCH);
      // An answer from another origin is not the platform's.
      const spoofed = runPageScript(run.launch.body, {
        frameOrigin,
        storage,
        answerOrigin: 'http://evil.test',
      });
      await spoofed.settled();
      expect(spoofed.navigatedTo()).toBeNull();
      expect(spoofed.status()).toBe(M.STORAGE_MISMATCH);
    });

    it('serves the pages’ script from its own origin, cacheable', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/lti/page.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toBe(LTI_PAGE_SCRIPT);
    });
  });

  describe('keys', () => {
    it('follows the platform’s key rotation: an unknown kid fetches its key set again', async () => {
      await signIn(await launch({ person: teacher(1), context: { id: 'course-a' } }));
      const fetches = platform.keySetFetches;
      await platform.rotateKey();
      // The key set was fetched less than a second ago: the tool waits that long to fetch again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await signIn(await launch({ person: teacher(1), context: { id: 'course-a' } }));
      expect(platform.keySetFetches).toBe(fetches + 1);
      // Known kids are not fetched again.
      await signIn(await launch({ person: teacher(1), context: { id: 'course-a' } }));
      expect(platform.keySetFetches).toBe(fetches + 1);
    });

    it('publishes its own keys, rotates them on an admin’s word, and keeps the old one published', async () => {
      const before = await ctx.app.inject({ method: 'GET', url: '/api/lti/jwks' });
      expect(before.statusCode).toBe(200);
      expect(before.headers['cache-control']).toBe('public, max-age=300');
      const oldKeys = before.json<{
        keys: { kid: string; kty: string; d?: string; alg: string }[];
      }>().keys;
      expect(oldKeys.length).toBeGreaterThanOrEqual(1);
      expect(
        oldKeys.every((key) => key.kty === 'RSA' && key.alg === 'RS256' && key.d === undefined),
      ).toBe(true);
      const rotated = await ctx.app.inject({
        method: 'POST',
        url: '/api/lti/keys/rotate',
        headers: { 'x-auth-token': adminToken },
      });
      expect(rotated.statusCode).toBe(200);
      expect(rotated.json()).toEqual({ msg: LTI_ADMIN_MESSAGES.KEYS_ROTATED });
      const after = (await ctx.app.inject({ method: 'GET', url: '/api/lti/jwks' })).json<{
        keys: { kid: string }[];
      }>().keys;
      expect(after).toHaveLength(oldKeys.length + 1);
      expect(after.slice(1).map((k) => k.kid)).toEqual(oldKeys.map((k) => k.kid));
      expect((await ctx.app.services.lti.keys.signingKey()).kid).toBe(after[0]!.kid);
    });
  });

  describe('framing', () => {
    it('lets the registered platforms frame the LTI pages and the app’s pages, and nobody else', async () => {
      const run = await launch(
        { person: teacher(1), context: { id: 'course-a' } },
        { login: { lti_storage_target: '_parent' } },
      );
      for (const res of [run.launch, run.login]) {
        expect(directive(res.headers['content-security-policy'], 'frame-ancestors')).toEqual([
          "'self'",
          platform.issuer,
        ]);
        expect(res.headers['x-frame-options']).toBeUndefined();
      }
      const page = await ctx.app.inject({ method: 'GET', url: '/signin' });
      expect(page.statusCode).toBe(200);
      expect(directive(page.headers['content-security-policy'], 'frame-ancestors')).toEqual([
        "'self'",
        platform.issuer,
      ]);
      expect(page.headers['x-frame-options']).toBeUndefined();
      // API answers stay unframable.
      const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(directive(api.headers['content-security-policy'], 'frame-ancestors')).toEqual([
        "'self'",
      ]);
      expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('adds the school’s own origin a verified launch names on the platform’s domain (a hosted Canvas), never another, and drops a removed platform', async () => {
      // The platform of the test registered as a hosted Canvas is: its issuer on the vendor's
      // domain, its login endpoint and key set where the test serves them.
      const canvas = 'https://canvas.instructure.test';
      const registered = await ctx.app.inject({
        method: 'POST',
        url: '/api/lti/platforms',
        headers: { 'x-auth-token': adminToken },
        payload: { ...platform.registrationBody('Hosted Canvas'), issuer: canvas },
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const canvasLaunch = async (returnUrl: string) =>
        signIn(
          await launch(
            {
              person: teacher(1),
              context: { id: 'course-a' },
              claims: {
                iss: canvas,
                [LTI_CLAIMS.LAUNCH_PRESENTATION]: { return_url: returnUrl },
              },
            },
            { login: { iss: canvas } },
          ),
        );
      const ancestors = async () =>
        directive(
          (await ctx.app.inject({ method: 'GET', url: '/classes' })).headers[
            'content-security-policy'
          ],
          'frame-ancestors',
        );
      await canvasLaunch('https://school.instructure.test/courses/1');
      expect(await ancestors()).toContain('https://school.instructure.test');
      // Another site, or one that only looks like the domain, is never learnt; nor any origin
      // but its own from a platform on an IP address.
      await canvasLaunch('https://evil.example/courses/1');
      await canvasLaunch('https://instructure.test.evil.example/courses/1');
      await signIn(
        await launch({
          person: teacher(1),
          context: { id: 'course-a' },
          claims: {
            [LTI_CLAIMS.LAUNCH_PRESENTATION]: { return_url: 'https://other.instructure.test/1' },
          },
        }),
      );
      const after = await ancestors();
      for (const origin of [
        'https://evil.example',
        'https://instructure.test.evil.example',
        'https://other.instructure.test',
      ]) {
        expect(after).not.toContain(origin);
      }
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/lti/platforms/${registered.json<{ _id: string }>()._id}`,
        headers: { 'x-auth-token': adminToken },
      });
      expect(await ancestors()).not.toContain('https://school.instructure.test');

      const other = await startLaunchPlatform({ toolUrl: TOOL });
      try {
        const added = await ctx.app.inject({
          method: 'POST',
          url: '/api/lti/platforms',
          headers: { 'x-auth-token': adminToken },
          payload: other.registrationBody('Other'),
        });
        const id = added.json<{ _id: string }>()._id;
        const framed = await ctx.app.inject({ method: 'GET', url: '/classes' });
        expect(directive(framed.headers['content-security-policy'], 'frame-ancestors')).toContain(
          other.issuer,
        );
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/lti/platforms/${id}`,
          headers: { 'x-auth-token': adminToken },
        });
        const gone = await ctx.app.inject({ method: 'GET', url: '/classes' });
        expect(directive(gone.headers['content-security-policy'], 'frame-ancestors')).not.toContain(
          other.issuer,
        );
      } finally {
        await other.close();
      }
    });
  });
});

/**
 * Runs the LTI page script of `html` in a window of its own whose parent is a platform frame at
 * `frameOrigin` answering `lti.put_data` and `lti.get_data` from `storage`; its answers arrive
 * from `answerOrigin` (the frame's own, unless a test makes another window answer).
 */
function runPageScript(
  html: string,
  options: { frameOrigin: string; storage: Map<string, string>; answerOrigin?: string },
) {
  const data = /<script type="application\/json" id="lti-page">([\s\S]*?)<\/script>/.exec(
    html,
  )![1]!;
  const statusText = /<p id="lti-status" role="status">([^<]*)<\/p>/.exec(html)?.[1] ?? '';
  type Listener = (event: { data: unknown; origin: string }) => void;
  const listeners: Listener[] = [];
  let navigated: string | null = null;
  const status = { textContent: statusText };
  const parent = {
    frames: {},
    postMessage(message: Record<string, unknown>, targetOrigin: string) {
      // A browser delivers a message only to a window of the origin it names.
      if (targetOrigin !== options.frameOrigin && targetOrigin !== '*') return;
      setTimeout(() => {
        const subject = String(message.subject);
        const key = String(message.key);
        const answer: Record<string, unknown> = {
          subject: `${subject}.response`,
          message_id: message.message_id,
          key,
        };
        if (subject === 'lti.put_data') options.storage.set(key, String(message.value));
        else if (subject === 'lti.get_data') {
          if (options.storage.has(key)) answer.value = options.storage.get(key);
          else answer.error = { code: 'not_found', message: 'no such key' };
        }
        for (const listener of [...listeners]) {
          listener({ data: answer, origin: options.answerOrigin ?? options.frameOrigin });
        }
      }, 1);
    },
  };
  const window = {
    opener: null,
    parent,
    crypto: globalThis.crypto,
    location: { replace: (url: string) => (navigated = url) },
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    removeEventListener: (_type: string, listener: Listener) => {
      const at = listeners.indexOf(listener);
      if (at >= 0) listeners.splice(at, 1);
    },
  };
  const document = {
    getElementById: (id: string) =>
      id === 'lti-page' ? { textContent: data } : id === 'lti-status' ? status : null,
  };
  vm.runInNewContext(LTI_PAGE_SCRIPT, {
    window,
    document,
    setTimeout,
    clearTimeout,
    Promise,
    JSON,
    Uint8Array,
  });
  return {
    /** Waits until the script navigated or said something (its answers time out after 2 s). */
    async settled() {
      const deadline = Date.now() + 3000;
      while (navigated === null && status.textContent === statusText && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    navigatedTo: () => navigated,
    status: () => status.textContent,
  };
}
