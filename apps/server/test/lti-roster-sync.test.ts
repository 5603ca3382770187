import {
  CLASS_MESSAGES,
  LTI_SERVICE_MESSAGES,
  type ClassDto,
  type Roster,
  type RosterSyncResult,
} from '@thoughtful/shared';
import type { JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Change } from '../src/changes/changes';
import { newId } from '../src/lib/ids';
import { findIdentityUser } from '../src/modules/sign-in';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api } from './helpers/content-helpers';
import {
  LIS,
  ltiFixture,
  startTestPlatform,
  type NrpsMember,
  type TestPlatform,
} from './helpers/lti-platform-services';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const LEARNER = `${LIS}#Learner`;
const INSTRUCTOR = `${LIS}#Instructor`;
const MEMBERSHIPS_SCOPE =
  'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

/** The tool's key set as a platform fetches it: `GET /api/lti/jwks` once it exists. */
async function toolKeySet(ctx: TestContext): Promise<JSONWebKeySet> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/lti/jwks' });
  if (res.statusCode === 200) return res.json<JSONWebKeySet>();
  return await ctx.app.services.ltiKeys.publicKeySet();
}

/**
 * Names and Role Provisioning (DESIGN.md §13): a class linked to a course fills its roster from
 * the platform's memberships service, through a platform built in the test.
 */
describe.each(TEST_DIALECTS)('roster sync from a learning platform on %s', (dialect) => {
  let ctx: TestContext;
  let platform: TestPlatform;
  let lms: { id: string; issuer: string; issuerKey: string };
  const ids = {
    admin: '',
    alice: '',
    bob: '',
    carl: '',
    ann: '',
    dee: '',
    eve: '',
    cy: '',
    zed: '',
  };
  const t = { admin: '', alice: '', carl: '', dee: '', zed: '' };
  let classId: string;
  let rosterChanges: Change[];

  const sync = (token: string | undefined, id = classId) =>
    api(ctx, 'POST', `/api/classes/${id}/lti/roster-sync`, token);

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    platform = await startTestPlatform({
      clientId: 'tool-client-1',
      toolKeySet: () => toolKeySet(ctx),
      pageSize: 3,
    });
    ids.admin = await createUser(ctx, 'admin@example.org', { admin: true });
    ids.alice = await createUser(ctx, 'alice@example.org', { student: false });
    ids.bob = await createUser(ctx, 'bob@example.org', { student: false });
    ids.carl = await createUser(ctx, 'carl@example.org', { student: false });
    ids.ann = await createUser(ctx, 'ann@example.org');
    ids.dee = await createUser(ctx, 'dee@example.org');
    ids.eve = await createUser(ctx, 'eve@example.org');
    ids.cy = await createUser(ctx, 'cy@example.org');
    ids.zed = await createUser(ctx, 'zed@example.org');
    for (const who of Object.keys(t) as (keyof typeof t)[]) {
      t[who] = await loginToken(ctx, `${who}@example.org`);
    }
    ctx.app.services.changes.listen({
      name: 'test: roster changes',
      afterCommit: (changes) => {
        rosterChanges.push(...changes.filter((c) => c.type === 'class.rosterChanged'));
      },
    });
  });
  afterAll(async () => {
    await platform.close();
    await ctx.close();
  });
  beforeEach(async () => {
    rosterChanges = [];
    platform.failures = {};
    platform.pagesServed.length = 0;
    platform.tokenRequests.length = 0;
    lms = await ltiFixture.platform(ctx.database.db, platform, { name: 'Moodle of Year 7' });
    // Dee is in the class and in the course; Eve is in the class only.
    classId = await makeClass(ctx, 'Year 7', [ids.alice], [ids.dee, ids.eve]);
  });

  /** A course whose roster is `members`, linked to the class. */
  async function course(members: NrpsMember[], contextId = `course-${newId()}`) {
    platform.courses.set(contextId, members);
    await ltiFixture.course(ctx.database.db, lms.id, contextId, classId, {
      memberships: platform.membershipsUrl(contextId),
    });
    return contextId;
  }

  async function roster(): Promise<Roster> {
    const res = await api(ctx, 'GET', `/api/classes/${classId}/roster`, t.alice);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Roster>();
  }

  async function userByEmail(email: string) {
    return ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
  }

  /** The course of the main test: every kind of member, over three pages of three. */
  const YEAR7: NrpsMember[] = [
    // Ann has a student account here, but a platform's e-mail never finds one: a new account.
    {
      user_id: 'u-ann',
      roles: [LEARNER],
      status: 'Active',
      name: 'Ann A',
      email: 'ANN@example.org',
    },
    // Cy was linked at a launch (linkKnownMembers).
    { user_id: 'u-cy', roles: [LEARNER], name: 'Cy C' },
    // Nobody here yet: an account with her e-mail; one without any e-mail.
    {
      user_id: 'u-nia',
      roles: [`${LIS}/Learner#Learner`],
      given_name: 'Nia',
      family_name: 'N',
      email: 'nia@example.org',
    },
    { user_id: 'u-oz', roles: ['Learner'], name: 'Oz O' },
    // Dee, linked at a launch, is already in the class.
    { user_id: 'u-dee', roles: [LEARNER], email: 'dee@example.org' },
    // An inactive learner is not added.
    {
      user_id: 'u-ina',
      roles: [LEARNER],
      status: 'Inactive',
      name: 'Ina I',
      email: 'ina@example.org',
    },
    // Bob teaches here, linked at his launch: a co-teacher. The instructor without an account
    // here is not added.
    { user_id: 'u-bob', roles: [INSTRUCTOR], email: 'bob@example.org' },
    { user_id: 'u-tom', roles: [`${LIS}/Instructor#TeachingAssistant`], email: 'tom@example.org' },
    // An instructor the platform gives Carl's e-mail is not Carl: never a co-teacher by e-mail.
    { user_id: 'u-carl', roles: [INSTRUCTOR], email: 'carl@example.org' },
  ];

  /** The members of YEAR7 who opened the tool from the course: linked to their accounts. */
  async function linkKnownMembers() {
    for (const [userId, accountId] of [
      ['u-cy', ids.cy],
      ['u-dee', ids.dee],
      ['u-bob', ids.bob],
    ] as const) {
      await ltiFixture.identity(ctx.database.db, lms.issuerKey, userId, accountId);
    }
  }

  it('fills the class: learners as students, an instructor as co-teacher, every page read', async () => {
    await linkKnownMembers();
    await course(YEAR7);
    const res = await sync(t.alice);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<RosterSyncResult>()).toEqual({
      added: 4,
      alreadyThere: 1,
      teachers: 1,
      notAdded: 2,
      notRemoved: 1,
    });
    // Three pages of three, each with a token for the memberships scope.
    expect(platform.pagesServed.map((p) => p.page)).toEqual([1, 2, 3]);
    const tokenScopes = platform.pagesServed.map((p) => platform.issued.get(p.token));
    expect(tokenScopes).toEqual([[MEMBERSHIPS_SCOPE], [MEMBERSHIPS_SCOPE], [MEMBERSHIPS_SCOPE]]);

    const nia = await userByEmail('nia@example.org');
    expect(nia).toMatchObject({ name: 'Nia N', is_student: 1, is_admin: 0, confirmed: 1 });
    const oz = await findIdentityUser(ctx.database.db, lms.issuerKey, 'u-oz');
    expect(oz?.name).toBe('Oz O');
    // No e-mail: a login id that can never be an address, unlike any other account's.
    expect(oz?.email).toMatch(/^lti-[0-9a-f]{20}$/);
    expect((await findIdentityUser(ctx.database.db, lms.issuerKey, 'u-nia'))?.id).toBe(nia!.id);
    // Ann's address stays with her account: the platform's Ann is an account of her own.
    const ann = await findIdentityUser(ctx.database.db, lms.issuerKey, 'u-ann');
    expect(ann).toMatchObject({ name: 'Ann A', is_student: 1 });
    expect(ann!.id).not.toBe(ids.ann);
    expect(ann!.email).toMatch(/^lti-[0-9a-f]{20}$/);
    // Not made, not linked: the inactive learner, the instructor without an account, Carl.
    expect(await userByEmail('ina@example.org')).toBeUndefined();
    expect(await userByEmail('tom@example.org')).toBeUndefined();
    expect(await findIdentityUser(ctx.database.db, lms.issuerKey, 'u-carl')).toBeUndefined();

    const students = (await roster()).students.map((s) => s._id).sort();
    expect(students).toEqual([ann!.id, ids.cy, ids.dee, ids.eve, nia!.id, oz!.id].sort());
    const klass = (await api(ctx, 'GET', `/api/classes/${classId}`, t.alice)).json<ClassDto>();
    expect(klass.teachers.map((teacher) => teacher._id).sort()).toEqual(
      [ids.alice, ids.bob].sort(),
    );
    expect(klass.lti).toEqual({ platformName: 'Moodle of Year 7' });
    // Through the classes service: each student who joined is announced as a roster change.
    const joined = rosterChanges.flatMap((c) =>
      c.type === 'class.rosterChanged' ? c.userIds : [],
    );
    expect(joined.sort()).toEqual([ann!.id, ids.cy, nia!.id, oz!.id].sort());
    expect(
      rosterChanges.every((c) => c.type === 'class.rosterChanged' && c.classId === classId),
    ).toBe(true);
  });

  it('a second sync adds nothing; a member gone from the course is counted, not removed', async () => {
    await linkKnownMembers();
    const contextId = await course(YEAR7);
    expect((await sync(t.alice)).statusCode).toBe(200);
    const usersBefore = await ctx.database.db.selectFrom('users').select('id').execute();
    rosterChanges = [];
    platform.courses.set(
      contextId,
      YEAR7.filter((m) => m.user_id !== 'u-nia'),
    );
    const again = await sync(t.alice);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<RosterSyncResult>()).toEqual({
      added: 0,
      alreadyThere: 4,
      teachers: 0,
      notAdded: 2,
      notRemoved: 2,
    });
    expect(rosterChanges).toEqual([]);
    expect(await ctx.database.db.selectFrom('users').select('id').execute()).toHaveLength(
      usersBefore.length,
    );
    const nia = await findIdentityUser(ctx.database.db, lms.issuerKey, 'u-nia');
    expect((await roster()).students.map((s) => s._id)).toContain(nia!.id);
  });

  it('a learner who turned inactive stays in the class and is counted', async () => {
    const contextId = await course([{ user_id: 'u-pia', roles: [LEARNER], name: 'Pia' }]);
    expect((await sync(t.alice)).json<RosterSyncResult>()).toMatchObject({ added: 1 });
    platform.courses.set(contextId, [
      { user_id: 'u-pia', roles: [LEARNER], name: 'Pia', status: 'Inactive' },
    ]);
    // Pia, Dee and Eve are in the class; none is an active learner of the course.
    expect((await sync(t.alice)).json<RosterSyncResult>()).toEqual({
      added: 0,
      alreadyThere: 0,
      teachers: 0,
      notAdded: 0,
      notRemoved: 3,
    });
    const pia = await findIdentityUser(ctx.database.db, lms.issuerKey, 'u-pia');
    expect((await roster()).students.map((s) => s._id)).toContain(pia!.id);
  });

  it('only the class’s teachers and admins: another teacher 403, a student 403, outsiders 404', async () => {
    await course([{ user_id: 'u-ann', roles: [LEARNER], email: 'ann@example.org' }]);
    const other = await makeClass(ctx, 'Other', [ids.carl], [ids.zed]);
    const got = [];
    for (const token of [t.alice, t.admin, t.carl, t.dee, t.zed]) {
      got.push((await sync(token)).statusCode);
    }
    expect(got).toEqual([200, 200, 403, 403, 404]);
    expect(messages((await sync(t.carl)).body)).toEqual([CLASS_MESSAGES.NOT_YOUR_CLASS]);
    expect(messages((await sync(t.zed)).body)).toEqual([CLASS_MESSAGES.NOT_FOUND]);
    expect((await sync(undefined)).statusCode).toBe(401);
    expect((await sync(t.alice, newId())).statusCode).toBe(404);
    // Carl's own class is not linked: his sync says so, and nothing was fetched for it.
    const served = platform.pagesServed.length;
    const unlinked = await sync(t.carl, other);
    expect(unlinked.statusCode).toBe(409);
    expect(platform.pagesServed).toHaveLength(served);
  });

  it('a class with no linked course, or a course without a roster service: a clear 409', async () => {
    const unlinked = await sync(t.alice);
    expect(unlinked.statusCode).toBe(409);
    expect(messages(unlinked.body)).toEqual([LTI_SERVICE_MESSAGES.NOT_LINKED]);
    const klass = (await api(ctx, 'GET', `/api/classes/${classId}`, t.alice)).json<ClassDto>();
    expect(klass.lti).toBeNull();

    await ltiFixture.course(ctx.database.db, lms.id, `course-${newId()}`, classId, {
      memberships: null,
    });
    const noRoster = await sync(t.alice);
    expect(noRoster.statusCode).toBe(409);
    expect(messages(noRoster.body)).toEqual([LTI_SERVICE_MESSAGES.NO_ROSTER_SERVICE]);
    // Its students never see which platform, nor a code.
    const seenByDee = (await api(ctx, 'GET', `/api/classes/${classId}`, t.dee)).json<ClassDto>();
    expect(seenByDee).not.toHaveProperty('lti');
  });

  it('an archived class is not synced', async () => {
    await course([{ user_id: 'u-ann', roles: [LEARNER], email: 'ann@example.org' }]);
    await api(ctx, 'POST', `/api/classes/${classId}`, t.alice, { archived: true });
    const res = await sync(t.alice);
    expect(res.statusCode).toBe(409);
    expect(messages(res.body)).toEqual([CLASS_MESSAGES.ARCHIVED]);
  });

  it('a platform that fails answers 502 with a message and changes nothing', async () => {
    await course(YEAR7);
    for (const [failure, message] of [
      [{ status: 500 }, LTI_SERVICE_MESSAGES.PLATFORM_UNAVAILABLE],
      ['down', LTI_SERVICE_MESSAGES.PLATFORM_UNAVAILABLE],
      [{ status: 403 }, LTI_SERVICE_MESSAGES.PLATFORM_REFUSED],
    ] as const) {
      platform.failures = { memberships: failure };
      const res = await sync(t.alice);
      expect(res.statusCode).toBe(502);
      expect(messages(res.body)).toEqual([message]);
    }
    // The kept token is refused (401), and the token endpoint refuses a new one.
    platform.revokeTokens();
    platform.failures = { token: { status: 400, body: '{"error":"invalid_client"}' } };
    const refused = await sync(t.alice);
    expect(refused.statusCode).toBe(502);
    expect(messages(refused.body)).toEqual([LTI_SERVICE_MESSAGES.PLATFORM_REFUSED]);
    expect((await roster()).students).toHaveLength(2);
    expect(rosterChanges).toEqual([]);
  });

  it('a page failing after the first changes nothing either', async () => {
    await course(YEAR7);
    platform.failures = { memberships: { status: 500 }, membershipsFromPage: 2 };
    const res = await sync(t.alice);
    expect(res.statusCode).toBe(502);
    expect(platform.pagesServed.map((p) => p.page)).toEqual([1]);
    expect((await roster()).students).toHaveLength(2);
    expect(await findIdentityUser(ctx.database.db, lms.issuerKey, 'u-ann')).toBeUndefined();
  });

  it('the platform verifies the client assertion: signed by the tool’s key, iss = sub = client id', async () => {
    await course([{ user_id: 'u-ann', roles: [LEARNER], email: 'ann@example.org' }]);
    expect((await sync(t.alice)).statusCode).toBe(200);
    const [request] = platform.tokenRequests;
    expect(request?.refused).toBeNull();
    expect(request?.scopes).toEqual([MEMBERSHIPS_SCOPE]);
    const { keys } = await ctx.app.services.ltiKeys.publicKeySet();
    expect(request?.kid).toBe(keys[0]!.kid);
    const claims = request!.claims!;
    expect(claims).toMatchObject({
      iss: 'tool-client-1',
      sub: 'tool-client-1',
      aud: platform.tokenUrl,
    });
    expect(claims.exp! - claims.iat!).toBe(300);
    expect(typeof claims.jti).toBe('string');
  });

  it('syncs in the background at a teacher’s launch, never throwing, at most once in 10 minutes', async () => {
    await ltiFixture.identity(ctx.database.db, lms.issuerKey, 'u-ann', ids.ann);
    await course([{ user_id: 'u-ann', roles: [LEARNER], email: 'ann@example.org' }]);
    const alice = (await userByEmail('alice@example.org'))!;
    const inBackground = () => ctx.app.services.ltiRoster.syncInBackground(alice, classId);
    platform.failures = { memberships: 'down' };
    await expect(inBackground()).resolves.toBeUndefined();
    // A sync that failed does not count: the next launch tries again.
    platform.failures = {};
    await inBackground();
    expect((await roster()).students.map((s) => s._id)).toContain(ids.ann);
    // Launches within 10 minutes of it read nothing.
    const served = platform.pagesServed.length;
    await inBackground();
    await inBackground();
    expect(platform.pagesServed).toHaveLength(served);
    // The teacher's own sync is hers to ask for at any time.
    expect((await sync(t.alice)).statusCode).toBe(200);
    expect(platform.pagesServed).toHaveLength(served + 1);
  });
});
