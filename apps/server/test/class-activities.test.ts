import {
  ACTIVITY_MESSAGES,
  CLASS_MESSAGES,
  SETTING_MESSAGES,
  type ActivityAnswers,
  type ActivityDto,
  type CreateActivityPayload,
  type IdeaScalePlotData,
  type Roster,
  type SettingDto,
  type UpdateActivityPayload,
} from '@thoughtful/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';
import {
  createActivity,
  expectGapFree,
  goLive,
  listActivities,
  updateActivity,
} from './helpers/activity-helpers';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createAgent, createIdea, simpleIdea } from './helpers/content-helpers';
import { makeClass as makeClassIn } from './helpers/class-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Activities per class (DESIGN.md §10; docs/decisions/2026-11-28-classes.md 'Activities per
 * class'): each class has its own list, managed by its teachers and completed by its students;
 * its counts, answers and plots count its students only.
 */
describe.each(TEST_DIALECTS)('activities per class on %s', (dialect) => {
  let ctx: TestContext;
  const ids = { admin: '', alice: '', bob: '', ann: '', bea: '', both: '', loner: '' };
  const t = { admin: '', alice: '', bob: '', ann: '', bea: '', both: '', loner: '' };
  const classes = { alpha: '', beta: '' };
  let intell: string;

  const makeClass = (name: string, teachers: string[], students: string[]) =>
    makeClassIn(ctx, name, teachers, students);

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    ids.admin = await createUser(ctx, 'admin@example.org', { admin: true });
    ids.alice = await createUser(ctx, 'alice@example.org', { student: false });
    ids.bob = await createUser(ctx, 'bob@example.org', { student: false });
    ids.ann = await createUser(ctx, 'ann@example.org');
    ids.bea = await createUser(ctx, 'bea@example.org');
    ids.both = await createUser(ctx, 'both@example.org');
    ids.loner = await createUser(ctx, 'loner@example.org');
    for (const who of Object.keys(t) as (keyof typeof t)[]) {
      t[who] = await loginToken(ctx, `${who}@example.org`);
    }
    // Named against their ids' order, so that grouping by name is not grouping by id.
    classes.beta = await makeClass('Beta', [ids.bob], [ids.bea, ids.both]);
    classes.alpha = await makeClass('Alpha', [ids.alice], [ids.ann, ids.both]);
    intell = (await createIdea(ctx, t.alice, simpleIdea({ myContent: 'Sleep matters' })))._id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('activities').execute();
    await ctx.database.db.updateTable('classes').set({ archived: 0 }).execute();
  });

  const info = (
    classId: string | undefined,
    instructions1 = 'Read this',
  ): CreateActivityPayload => ({
    selection: 100,
    inTellExisting: intell,
    instructions1,
    ...(classId === undefined ? {} : { classId }),
  });

  async function live(token: string, body: CreateActivityPayload): Promise<ActivityDto> {
    const created = await createActivity(ctx, token, body);
    await goLive(ctx, token, created._id);
    return created;
  }

  function complete(
    token: string,
    userId: string,
    activityId: string,
    body: UpdateActivityPayload = {},
  ) {
    return updateActivity(ctx, token, activityId, { studentIDCompleted: userId, ...body });
  }

  async function list(token: string, query = ''): Promise<ActivityDto[]> {
    const res = await api(ctx, 'GET', `/api/activity${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ActivityDto[]>();
  }

  describe('each class its own list', () => {
    it("two teachers' classes never see each other's activities", async () => {
      // Alice teaches one class: an activity without classId goes there.
      const a1 = await createActivity(ctx, t.alice, info(undefined, 'Alpha one'));
      const a2 = await createActivity(ctx, t.alice, info(classes.alpha, 'Alpha two'));
      const b1 = await createActivity(ctx, t.bob, info(undefined, 'Beta one'));
      expect([a1, a2, b1].map((a) => [a.classId, a.className, a.order])).toEqual([
        [classes.alpha, 'Alpha', 1],
        [classes.alpha, 'Alpha', 2],
        [classes.beta, 'Beta', 1],
      ]);

      expect((await listActivities(ctx, t.alice)).map((a) => a._id)).toEqual([a1._id, a2._id]);
      expect((await listActivities(ctx, t.bob)).map((a) => a._id)).toEqual([b1._id]);
      expect((await list(t.alice, `?classId=${classes.alpha}`)).map((a) => a._id)).toEqual([
        a1._id,
        a2._id,
      ]);
      // Another teacher's class is not hers to know of: neither read nor written to.
      for (const res of [
        await api(ctx, 'GET', `/api/activity?classId=${classes.beta}`, t.alice),
        await api(ctx, 'POST', '/api/activity', t.alice, info(classes.beta)),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(messages(res.body)).toEqual([CLASS_MESSAGES.NOT_FOUND]);
      }
      // The admin sees every class's, grouped by class.
      expect((await listActivities(ctx, t.admin)).map((a) => a._id)).toEqual([
        a1._id,
        a2._id,
        b1._id,
      ]);
    });

    it('keeps positions gap-free per class, whatever the other classes do', async () => {
      const a = [
        await createActivity(ctx, t.alice, info(classes.alpha, 'One')),
        await createActivity(ctx, t.alice, info(classes.alpha, 'Two')),
        await createActivity(ctx, t.alice, info(classes.alpha, 'Three')),
      ];
      const b = await createActivity(ctx, t.bob, info(classes.beta, 'Beta'));
      const moved = await updateActivity(ctx, t.alice, a[2]!._id, { order: 1 });
      expect(moved.statusCode, moved.body).toBe(200);
      // A change answers the manager's view of the activity's class.
      const alpha = moved.json<ActivityDto[]>();
      expect(alpha.map((x) => x._id)).toEqual([a[2]!._id, a[0]!._id, a[1]!._id]);
      expectGapFree(alpha);
      const added = await updateActivity(ctx, t.alice, a[0]!._id, {
        newActivities: [info(undefined, 'After one')],
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json<ActivityDto[]>().map((x) => x.classId)).toEqual(
        Array(4).fill(classes.alpha),
      );
      expectGapFree(added.json<ActivityDto[]>());
      const removed = await api(ctx, 'DELETE', `/api/activity/${a[2]!._id}`, t.alice);
      expect(removed.statusCode).toBe(200);
      expectGapFree(removed.json<ActivityDto[]>());
      expect((await listActivities(ctx, t.bob)).map((x) => [x._id, x.order])).toEqual([[b._id, 1]]);
    });

    it("puts a teacher's first activity in a new 'My class' she teaches; one of several must be named", async () => {
      const newcomer = await createUser(ctx, `new-${dialect}@example.org`, { student: false });
      const token = await loginToken(ctx, `new-${dialect}@example.org`);
      const first = await createActivity(ctx, token, info(undefined));
      expect(first.className).toBe('My class');
      const taught = await ctx.database.db
        .selectFrom('class_teachers')
        .select('class_id')
        .where('user_id', '=', newcomer)
        .execute();
      expect(taught.map((row) => row.class_id)).toEqual([first.classId]);
      await createActivity(ctx, token, info(undefined, 'Second'));
      expect(
        (
          await ctx.database.db
            .selectFrom('class_teachers')
            .select('class_id')
            .where('user_id', '=', newcomer)
            .execute()
        ).length,
      ).toBe(1);

      await ctx.database.db
        .insertInto('class_teachers')
        .values({ class_id: classes.beta, user_id: newcomer, added_at: new Date().toISOString() })
        .execute();
      const unnamed = await api(ctx, 'POST', '/api/activity', token, info(undefined));
      expect(unnamed.statusCode).toBe(400);
      expect(messages(unnamed.body)).toEqual([CLASS_MESSAGES.CLASS_REQUIRED]);
      const named = await createActivity(ctx, token, info(classes.beta));
      expect(named.classId).toBe(classes.beta);
      await ctx.database.db.deleteFrom('class_teachers').where('user_id', '=', newcomer).execute();
    });
  });

  describe('who manages and who completes', () => {
    it('refuses another teacher managing a class’s activity, and leaves it as it was', async () => {
      const a = await createActivity(ctx, t.alice, info(classes.alpha));
      const calls: [string, string, unknown][] = [
        ['POST', `/api/activity/${a._id}`, { enabled: true }],
        ['POST', `/api/activity/${a._id}`, { order: 1 }],
        ['POST', `/api/activity/${a._id}`, { newActivities: [info(undefined)] }],
        ['DELETE', `/api/activity/${a._id}`, undefined],
        ['GET', `/api/activity/${a._id}/answers`, undefined],
        ['GET', `/api/ideas/${intell}/scales?activity=${a._id}`, undefined],
      ];
      for (const [method, url, body] of calls) {
        const res = await api(ctx, method as 'GET', url, t.bob, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(messages(res.body)).toEqual([CLASS_MESSAGES.NOT_YOUR_CLASS]);
      }
      expect((await listActivities(ctx, t.alice)).map((x) => [x._id, x.enabled])).toEqual([
        [a._id, false],
      ]);
      // The admin manages every class.
      await goLive(ctx, t.admin, a._id);
    });

    it('gives a student in two classes both lists, grouped by class, each in order', async () => {
      const b1 = await live(t.bob, info(classes.beta, 'Beta one'));
      const a1 = await live(t.alice, info(classes.alpha, 'Alpha one'));
      await createActivity(ctx, t.alice, info(classes.alpha, 'Alpha draft'));
      const a2 = await live(t.alice, info(classes.alpha, 'Alpha two'));

      const both = await list(t.both);
      expect(both.map((a) => [a.className, a._id, a.order])).toEqual([
        ['Alpha', a1._id, 1],
        ['Alpha', a2._id, 2],
        ['Beta', b1._id, 1],
      ]);
      expect((await list(t.both, `?classId=${classes.beta}`)).map((a) => a._id)).toEqual([b1._id]);
      expect((await list(t.ann)).map((a) => a._id)).toEqual([a1._id, a2._id]);
      expect((await list(t.bea)).map((a) => a._id)).toEqual([b1._id]);
      // A student in no class, with several classes about, has none of them.
      expect(await list(t.loner)).toEqual([]);

      // Another class's activity is not there for her: 404, as if it did not exist.
      const res = await complete(t.ann, ids.ann, b1._id);
      expect(res.statusCode).toBe(404);
      expect(messages(res.body)).toEqual([ACTIVITY_MESSAGES.NOT_FOUND]);
      const other = await api(ctx, 'GET', `/api/activity?classId=${classes.beta}`, t.ann);
      expect(other.statusCode).toBe(404);
      const done = await complete(t.both, ids.both, b1._id);
      expect(done.statusCode, done.body).toBe(200);
    });

    it("takes an archived class's activities off its students' lists, not its teachers'", async () => {
      const a1 = await live(t.alice, info(classes.alpha));
      const b1 = await live(t.bob, info(classes.beta));
      await ctx.database.db
        .updateTable('classes')
        .set({ archived: 1 })
        .where('id', '=', classes.alpha)
        .execute();

      expect(await list(t.ann)).toEqual([]);
      expect((await list(t.both)).map((a) => a._id)).toEqual([b1._id]);
      const res = await complete(t.ann, ids.ann, a1._id);
      expect(res.statusCode).toBe(403);
      expect(messages(res.body)).toEqual([CLASS_MESSAGES.ARCHIVED]);
      expect((await listActivities(ctx, t.alice)).map((a) => a._id)).toEqual([a1._id]);
      const created = await api(ctx, 'POST', '/api/activity', t.alice, info(classes.alpha));
      expect(created.statusCode).toBe(403);
    });

    it("keeps a follow-up in its activity's class", async () => {
      const a = await live(t.alice, {
        selection: 101,
        communityTopic: intell,
        afterOptionAddNewIntellAfter: true,
      });
      const res = await complete(t.ann, ids.ann, a._id, {
        addIdeaScale: { position: 1, confidence: 1 },
        addIdea: { myContent: 'A reason of mine', agents: [], goodIntentLevel: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const alpha = await listActivities(ctx, t.alice);
      expect(alpha.map((x) => [x.followUpOf, x.classId, x.order])).toEqual([
        [null, classes.alpha, 1],
        [a._id, classes.alpha, 2],
      ]);
      expect(await listActivities(ctx, t.bob)).toEqual([]);
    });
  });

  describe('class data counts its students only', () => {
    it('counts completions, answers and plots of the class’s students, no one else', async () => {
      const topic = (
        await createIdea(ctx, t.alice, simpleIdea({ myContent: `Homework? ${newId()}` }))
      )._id;
      const ask = { selection: 101, communityTopic: topic } as const;
      const a = await live(t.alice, { ...ask, classId: classes.alpha });
      const b = await live(t.bob, { ...ask, classId: classes.beta });
      const answer = (position: number) => ({ addIdeaScale: { position, confidence: 1 } });
      for (const [token, id, activity, position] of [
        [t.ann, ids.ann, a, 1],
        [t.both, ids.both, a, -1],
        [t.bea, ids.bea, b, 0],
      ] as const) {
        const res = await complete(token, id, activity._id, answer(position));
        expect(res.statusCode, res.body).toBe(200);
      }
      // The teacher's preview and her own interpretation never count.
      expect((await complete(t.alice, ids.alice, a._id, answer(1))).statusCode).toBe(200);
      const own = await api(ctx, 'POST', `/api/ideas/scale/${topic}`, t.alice, {
        sound: 0.5,
        note: 'Mine',
      });
      expect(own.statusCode, own.body).toBe(200);
      // A teacher's completion kept by an older version does not count either.
      await ctx.database.db
        .insertInto('activity_completions')
        .values({
          activity_id: a._id,
          user_id: ids.alice,
          idea_id: null,
          completed_at: new Date().toISOString(),
        })
        .execute();

      const [alpha] = await listActivities(ctx, t.alice);
      expect(alpha!.completedCount).toBe(2);
      expect(alpha!.studentsCompleted!.map((s) => s._id).sort()).toEqual(
        [ids.ann, ids.both].sort(),
      );

      const answers = await api(ctx, 'GET', `/api/activity/${a._id}/answers`, t.alice);
      expect(answers.statusCode, answers.body).toBe(200);
      expect(
        answers
          .json<ActivityAnswers>()
          .answers.map((x) => [x.user._id, x.supportLevel])
          .sort(),
      ).toEqual(
        [
          [ids.ann, 1],
          [ids.both, -1],
        ].sort(),
      );

      const plot = async (token: string, activityId?: string) => {
        const query = activityId === undefined ? '' : `?activity=${activityId}`;
        const res = await api(ctx, 'GET', `/api/ideas/${topic}/scales${query}`, token);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<IdeaScalePlotData>();
      };
      const alphaPlot = await plot(t.ann, a._id);
      expect(alphaPlot.total).toBe(2);
      expect(alphaPlot.mine).toBe(0);
      expect(alphaPlot.supportLevel).toEqual([1, -1]);
      const teacherView = await plot(t.alice, a._id);
      expect([teacherView.total, teacherView.mine, [...teacherView.supportLevel].sort()]).toEqual([
        2,
        null,
        [-1, 1],
      ]);
      // A member has one interpretation of an inTell: a student of both classes counts in both.
      const betaPlot = await plot(t.bea, b._id);
      expect([betaPlot.total, betaPlot.supportLevel]).toEqual([2, [0, -1]]);
      // Opened elsewhere, the inTell's plot is everyone's, as before classes.
      expect((await plot(t.admin)).total).toBe(4);

      // A student outside the class: the activity is not hers to know of.
      const outside = await api(ctx, 'GET', `/api/ideas/${topic}/scales?activity=${a._id}`, t.bea);
      expect(outside.statusCode).toBe(404);
      expect(messages(outside.body)).toEqual([ACTIVITY_MESSAGES.NOT_FOUND]);
    });
  });

  describe("a class's default waveMakers", () => {
    it("gives a class its own list, falling back to the installation's Original", async () => {
      const agent = await createAgent(ctx, t.alice, `Alpha source ${dialect}`);
      const installation = await api(ctx, 'GET', '/api/setting', t.ann);
      expect(installation.statusCode).toBe(200);
      const original = installation.json<SettingDto[]>()[0]!;

      // Without a list of its own, a class reads the installation's.
      const before = await api(ctx, 'GET', `/api/setting?classId=${classes.alpha}`, t.ann);
      expect(before.json<SettingDto[]>().map((s) => s._id)).toEqual([original._id]);

      const made = await api(ctx, 'POST', '/api/setting', t.alice, {
        name: 'Alpha list',
        classId: classes.alpha,
        defaultWaveMakers: [{ _id: agent._id }],
      });
      expect(made.statusCode, made.body).toBe(201);
      const own = made.json<SettingDto>();
      expect(own.classId).toBe(classes.alpha);
      const again = await api(ctx, 'POST', '/api/setting', t.alice, { classId: classes.alpha });
      expect(messages(again.body)).toEqual([SETTING_MESSAGES.CLASS_HAS_LIST]);

      const alpha = await api(ctx, 'GET', `/api/setting?classId=${classes.alpha}`, t.ann);
      expect(alpha.json<SettingDto[]>().map((s) => s._id)).toEqual([own._id, original._id]);
      expect(alpha.json<SettingDto[]>()[0]!.defaultWaveMakers.map((w) => w._id)).toEqual([
        agent._id,
      ]);
      const beta = await api(ctx, 'GET', `/api/setting?classId=${classes.beta}`, t.bea);
      expect(beta.json<SettingDto[]>().map((s) => s._id)).toEqual([original._id]);
      // A class-less call is the installation's, as before classes.
      const plain = await api(ctx, 'GET', '/api/setting', t.alice);
      expect(plain.json<SettingDto[]>().map((s) => s._id)).toEqual([original._id]);

      // Another class's list: another teacher may not change it, a student outside not read it.
      const changed = await api(ctx, 'POST', `/api/setting/${own._id}`, t.bob, {
        defaultWaveMakers: [],
      });
      expect(changed.statusCode).toBe(403);
      expect(messages(changed.body)).toEqual([CLASS_MESSAGES.NOT_YOUR_CLASS]);
      const read = await api(ctx, 'GET', `/api/setting?classId=${classes.alpha}`, t.bea);
      expect(read.statusCode).toBe(404);
      expect(messages(read.body)).toEqual([CLASS_MESSAGES.NOT_FOUND]);
    });
  });
});

describe.each(TEST_DIALECTS)('an installation with one class on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('gives students in no class its activities, and its roster their first completion', async () => {
    await createUser(ctx, 'maya@example.org', { student: false });
    const studentId = await createUser(ctx, 'sam@example.org');
    const maya = await loginToken(ctx, 'maya@example.org');
    const sam = await loginToken(ctx, 'sam@example.org');
    const intell = (await createIdea(ctx, maya, simpleIdea({ myContent: 'Read me' })))._id;
    const activity = await createActivity(ctx, maya, {
      selection: 100,
      inTellExisting: intell,
      instructions1: 'Read',
    });
    await goLive(ctx, maya, activity._id);
    expect((await listActivities(ctx, sam)).map((a) => a._id)).toEqual([activity._id]);

    const done = await updateActivity(ctx, sam, activity._id, { studentIDCompleted: studentId });
    expect(done.statusCode, done.body).toBe(200);
    const roster = await ctx.database.db
      .selectFrom('class_students')
      .select(['class_id', 'user_id'])
      .execute();
    expect(roster).toEqual([{ class_id: activity.classId, user_id: studentId }]);
    expect((await listActivities(ctx, maya))[0]!.completedCount).toBe(1);

    // Once there are two classes, a student in none has neither.
    await createUser(ctx, 'tom@example.org', { student: false });
    await createActivity(ctx, await loginToken(ctx, 'tom@example.org'), {
      selection: 100,
      inTellExisting: intell,
      instructions1: "Tom's",
    });
    await createUser(ctx, 'newcomer@example.org');
    expect(await listActivities(ctx, await loginToken(ctx, 'newcomer@example.org'))).toEqual([]);
    expect((await listActivities(ctx, sam)).map((a) => a._id)).toEqual([activity._id]);
  });
});

describe.each(TEST_DIALECTS)('a second class on %s', (dialect) => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
  });

  /** Ann's class with a live activity, and Lea, a student in no class, who sees it. */
  async function oneClassAndAStudentInNone() {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    await createUser(ctx, 'ann@example.org', { student: false });
    const leaId = await createUser(ctx, 'lea@example.org');
    const ann = await loginToken(ctx, 'ann@example.org');
    const lea = await loginToken(ctx, 'lea@example.org');
    const intell = (await createIdea(ctx, ann, simpleIdea({ myContent: 'Read me' })))._id;
    const activity = await createActivity(ctx, ann, {
      selection: 100,
      inTellExisting: intell,
      instructions1: 'Read',
    });
    await goLive(ctx, ann, activity._id);
    expect((await listActivities(ctx, lea)).map((a) => a._id)).toEqual([activity._id]);
    await createUser(ctx, 'bob@example.org', { student: false });
    const bob = await loginToken(ctx, 'bob@example.org');
    return { ctx, ann, lea, leaId, bob, intell, activity };
  }

  /** Lea still sees Ann's activity, and Ann's roster now lists her. */
  async function expectLeaKept(setup: Awaited<ReturnType<typeof oneClassAndAStudentInNone>>) {
    const { ctx: app, ann, lea, leaId, activity } = setup;
    expect((await listActivities(app, lea)).map((a) => a._id)).toEqual([activity._id]);
    const roster = await api(app, 'GET', `/api/classes/${activity.classId}/roster`, ann);
    expect(roster.statusCode, roster.body).toBe(200);
    expect(roster.json<Roster>().students.map((s) => s._id)).toEqual([leaId]);
    // Someone registered after, in no class, has none.
    await createUser(app, 'late@example.org');
    expect(await listActivities(app, await loginToken(app, 'late@example.org'))).toEqual([]);
  }

  it("keeps the only class's students in no class on its roster when another teacher makes a class", async () => {
    const setup = await oneClassAndAStudentInNone();
    const made = await api(setup.ctx, 'POST', '/api/classes', setup.bob, { name: 'Year 9' });
    expect(made.statusCode, made.body).toBe(201);
    await expectLeaKept(setup);
  });

  it('leaves out a student a teacher took off the only class: she no longer sees it, nor is moved back', async () => {
    const setup = await oneClassAndAStudentInNone();
    const { ctx: app, ann, lea, leaId, activity } = setup;
    const pasted = await api(app, 'POST', `/api/classes/${activity.classId}/roster`, ann, {
      emails: 'lea@example.org',
    });
    expect(pasted.statusCode, pasted.body).toBe(200);
    const removed = await api(
      app,
      'DELETE',
      `/api/classes/${activity.classId}/roster/${leaId}`,
      ann,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listActivities(app, lea)).toEqual([]);
    const done = await updateActivity(app, lea, activity._id, { studentIDCompleted: leaId });
    expect(done.statusCode).toBe(404);

    const made = await api(app, 'POST', '/api/classes', setup.bob, { name: 'Year 9' });
    expect(made.statusCode, made.body).toBe(201);
    const roster = await api(app, 'GET', `/api/classes/${activity.classId}/roster`, ann);
    expect(roster.json<Roster>().students).toEqual([]);
    expect(await listActivities(app, lea)).toEqual([]);
  });

  it("keeps them too when another teacher's first activity makes her 'My class'", async () => {
    const setup = await oneClassAndAStudentInNone();
    await createActivity(setup.ctx, setup.bob, {
      selection: 100,
      inTellExisting: setup.intell,
      instructions1: "Bob's",
    });
    await expectLeaKept(setup);
  });
});
