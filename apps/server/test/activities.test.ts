import {
  ACTIVITY_MESSAGES,
  AUTH_MESSAGES,
  DEFAULT_INTENT_PROMPTS,
  type ActivityDto,
} from '@thoughtful/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createActivity,
  expectGapFree,
  goLive,
  listActivities,
  updateActivity,
} from './helpers/activity-helpers';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea, type Method } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const UNKNOWN_ID = '0123456789abcdef01234567';

/**
 * Managing activities (content §2 'Admin activity manager', §3, §4 'Activity lifecycle', §5, §7;
 * DESIGN.md §8): who may do what, the add form's rules, the order after moves, jumps, additions
 * and deletions, and what a student's list shows. Completions are in activity-completions.test.ts.
 */
describe.each(TEST_DIALECTS)('activities API on %s', (dialect) => {
  let ctx: TestContext;
  const t = { admin: '', teacher: '', stu: '', other: '', banned: '' };
  const ids = { stu: '', other: '' };
  let topic: string;
  let intell: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    await createUser(ctx, 'admin@example.org', { admin: true });
    await createUser(ctx, 'teacher@example.org', { student: false });
    ids.stu = await createUser(ctx, 'stu@example.org');
    ids.other = await createUser(ctx, 'other@example.org');
    const bannedId = await createUser(ctx, 'banned@example.org', { student: false });
    t.admin = await loginToken(ctx, 'admin@example.org');
    t.teacher = await loginToken(ctx, 'teacher@example.org');
    t.stu = await loginToken(ctx, 'stu@example.org');
    t.other = await loginToken(ctx, 'other@example.org');
    t.banned = await loginToken(ctx, 'banned@example.org');
    await ctx.database.db
      .updateTable('users')
      .set({ banned: 1 })
      .where('id', '=', bannedId)
      .execute();
    topic = (
      await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Schools should start later' }))
    )._id;
    intell = (
      await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Teenagers sleep too little' }))
    )._id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  // Each test starts from no activities.
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('activities').execute();
  });

  const info = (instructions1 = 'Read this first') => ({
    selection: 100,
    inTellExisting: intell,
    instructions1,
  });

  describe('who may do what', () => {
    it('answers 401 without a token and 403 to a banned member, on every endpoint', async () => {
      const calls: [Method, string, unknown][] = [
        ['GET', '/api/activity', undefined],
        ['POST', '/api/activity', info()],
        ['POST', `/api/activity/${UNKNOWN_ID}`, { enabled: true }],
        ['DELETE', `/api/activity/${UNKNOWN_ID}`, undefined],
        ['GET', `/api/activity/${UNKNOWN_ID}/answers`, undefined],
      ];
      for (const [method, url, body] of calls) {
        const anonymous = await api(ctx, method, url, undefined, body);
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
        expect(messages(anonymous.body)).toEqual([AUTH_MESSAGES.TOKEN_MISSING]);
        const banned = await api(ctx, method, url, t.banned, body);
        expect(banned.statusCode, `${method} ${url}`).toBe(403);
        expect(messages(banned.body)).toEqual([AUTH_MESSAGES.BANNED]);
      }
    });

    it('lets teachers and admins create, change and delete; students none of it', async () => {
      const byTeacher = await createActivity(ctx, t.teacher, info());
      const byAdmin = await createActivity(ctx, t.admin, info('Then this'));
      expect([byTeacher.order, byAdmin.order]).toEqual([1, 2]);

      const studentCalls: [Method, string, unknown][] = [
        ['POST', '/api/activity', info()],
        ['POST', `/api/activity/${byTeacher._id}`, { enabled: true }],
        ['POST', `/api/activity/${byTeacher._id}`, { order: 2 }],
        ['POST', `/api/activity/${byTeacher._id}`, { newActivities: [info()] }],
        ['DELETE', `/api/activity/${byTeacher._id}`, undefined],
        ['GET', '/api/activity?view=manager', undefined],
      ];
      for (const [method, url, body] of studentCalls) {
        const res = await api(ctx, method, url, t.stu, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(messages(res.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
      }
      const unchanged = await listActivities(ctx, t.admin);
      expect(unchanged.map((a) => [a._id, a.enabled])).toEqual([
        [byTeacher._id, false],
        [byAdmin._id, false],
      ]);

      await goLive(ctx, t.admin, byTeacher._id);
      const moved = await updateActivity(ctx, t.teacher, byAdmin._id, { order: 1 });
      expect(moved.statusCode).toBe(200);
      const removed = await api(ctx, 'DELETE', `/api/activity/${byTeacher._id}`, t.teacher);
      expect(removed.statusCode).toBe(200);
      expect(removed.json<ActivityDto[]>().map((a) => a._id)).toEqual([byAdmin._id]);
    });

    it('answers 404 for an unknown activity and 400 for a malformed id', async () => {
      const unknown = await updateActivity(ctx, t.teacher, UNKNOWN_ID, { enabled: true });
      expect(unknown.statusCode).toBe(404);
      expect(messages(unknown.body)).toEqual([ACTIVITY_MESSAGES.NOT_FOUND]);
      const gone = await api(ctx, 'DELETE', `/api/activity/${UNKNOWN_ID}`, t.teacher);
      expect(gone.statusCode).toBe(404);
      expect(messages(gone.body)).toEqual([ACTIVITY_MESSAGES.NOT_FOUND]);
      expect((await api(ctx, 'DELETE', '/api/activity/not%20an%20id', t.teacher)).statusCode).toBe(
        400,
      );
      // A student completing an unknown activity learns it is unknown too.
      const completion = await updateActivity(ctx, t.stu, UNKNOWN_ID, {
        studentIDCompleted: ids.stu,
      });
      expect(completion.statusCode).toBe(404);
    });

    it('refuses a body naming another activity, and a body that asks nothing', async () => {
      const a = await createActivity(ctx, t.teacher, info());
      const mismatch = await updateActivity(ctx, t.teacher, a._id, {
        activityID: UNKNOWN_ID,
        enabled: true,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(messages(mismatch.body)).toEqual([ACTIVITY_MESSAGES.ID_MISMATCH]);
      const empty = await updateActivity(ctx, t.teacher, a._id, { activityID: a._id });
      expect(empty.statusCode).toBe(400);
      expect(messages(empty.body)).toEqual([ACTIVITY_MESSAGES.NOTHING_TO_DO]);
    });
  });

  describe('creating (content §5)', () => {
    it('answers 201 with the activity: not live, last, with its inTells summarised', async () => {
      await createActivity(ctx, t.teacher, info());
      const created = await createActivity(ctx, t.teacher, {
        selection: 201,
        linkIdeaIdea: { ideaCause: intell, ideaEffect: topic },
        instructions201: '  Does it support the question?  ',
      });
      expect(created).toMatchObject({
        selection: 201,
        enabled: false,
        order: 2,
        communityTopic: { _id: topic, label: 'Schools should start later' },
        inTellExisting: { _id: intell, label: 'Teenagers sleep too little' },
        linkIdeaIdea: { ideaCause: { _id: intell }, ideaEffect: { _id: topic } },
        instructions201: 'Does it support the question?',
        instructions1: '',
        afterOptionInterpretNewInTell: false,
        interpretIntentWords: '',
        completed: false,
        completedAt: null,
        myIdea: null,
        myAnswer: null,
        studentsCompleted: [],
        completedCount: 0,
        followUpOf: null,
      });
      expect(typeof created.date).toBe('string');
    });

    it('keeps every field of the spec, a default intent prompt when one is chosen', async () => {
      const created = await createActivity(ctx, t.admin, {
        selection: 102,
        inTellExisting: { _id: intell },
        communityTopic: topic,
        instructions102: 'Interpret it',
        interpretConfirmDeeperUnderstanding: true,
        interpretEvaluateValues: true,
        interpretPauseEmotionFlow: true,
        intentPromptOption: 2,
        interpretIntentWords: 'ignored for a default prompt',
      });
      expect(created).toMatchObject({
        interpretConfirmDeeperUnderstanding: true,
        interpretEvaluateValues: true,
        interpretPauseEmotionFlow: true,
        interpretIntentWords: DEFAULT_INTENT_PROMPTS[1],
        linkIdeaIdea: { ideaCause: { _id: intell }, ideaEffect: { _id: topic } },
      });
      const own = await createActivity(ctx, t.admin, {
        selection: 1,
        communityTopic: topic,
        newInTellSelfEvaluate: true,
        afterOptionInterpretNewInTell: true,
        afterOptionAddNewIntellAfter: true,
        afterOptionInterconnectNewInTell: true,
        intentPromptOption: 3,
        interpretIntentWords: '  The author seemed...  ',
      });
      expect(own).toMatchObject({
        newInTellSelfEvaluate: true,
        afterOptionInterpretNewInTell: true,
        afterOptionAddNewIntellAfter: true,
        afterOptionInterconnectNewInTell: true,
        interpretIntentWords: 'The author seemed...',
        // A new inTell's link is rated when it exists: none yet.
        linkIdeaIdea: null,
      });
    });

    it('lists every problem of the add form at once (400)', async () => {
      const res = await api(ctx, 'POST', '/api/activity', t.teacher, {
        selection: 201,
        instructions1: 'x'.repeat(141),
        instructions201: 'y'.repeat(141),
        intentPromptOption: 3,
        interpretIntentWords: ' ',
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([
        'instructions1: Instructions (140 characters or less)',
        'instructions201: Instructions (140 characters or less)',
        ACTIVITY_MESSAGES.INTENT_WORDS_REQUIRED,
        ACTIVITY_MESSAGES.TOPIC_REQUIRED,
        ACTIVITY_MESSAGES.INTELL_REQUIRED,
      ]);
      expect(await listActivities(ctx, t.teacher)).toEqual([]);
    });

    it.each([
      [
        'an info message without an inTell',
        { selection: 100 },
        [ACTIVITY_MESSAGES.INTELL_REQUIRED],
      ],
      [
        'a new inTell with interconnect and no topic',
        { selection: 1, afterOptionInterconnectNewInTell: true },
        [ACTIVITY_MESSAGES.TOPIC_REQUIRED],
      ],
      [
        'a guiding question without its topic',
        { selection: 101 },
        [ACTIVITY_MESSAGES.TOPIC_REQUIRED],
      ],
      [
        'an interpretation without an inTell',
        { selection: 102 },
        [ACTIVITY_MESSAGES.INTELL_REQUIRED],
      ],
      ['a key point without its quote', { selection: 13 }, [ACTIVITY_MESSAGES.INTELL_REQUIRED]],
      [
        'an alternative intent prompt of two letters',
        { selection: 1, intentPromptOption: 3, interpretIntentWords: 'ab' },
        [ACTIVITY_MESSAGES.INTENT_WORDS_REQUIRED],
      ],
      [
        'an intent prompt over 140 characters',
        { selection: 1, interpretIntentWords: 'p'.repeat(141) },
        [ACTIVITY_MESSAGES.INTENT_WORDS_TOO_LONG],
      ],
    ])('refuses %s', async (_name, body, expected) => {
      const res = await api(ctx, 'POST', '/api/activity', t.teacher, body);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual(expected);
    });

    it('accepts instructions of exactly 140 characters', async () => {
      const created = await createActivity(ctx, t.teacher, info('i'.repeat(140)));
      expect(created.instructions1).toHaveLength(140);
    });

    it('refuses the same inTell as topic and inTell, a disagreeing pair, unknown inTells', async () => {
      const same = await api(ctx, 'POST', '/api/activity', t.teacher, {
        selection: 201,
        communityTopic: topic,
        inTellExisting: topic,
      });
      expect(messages(same.body)).toEqual([ACTIVITY_MESSAGES.TOPIC_SAME_AS_INTELL]);
      const pair = await api(ctx, 'POST', '/api/activity', t.teacher, {
        selection: 201,
        communityTopic: topic,
        linkIdeaIdea: { ideaCause: intell, ideaEffect: intell },
      });
      expect(messages(pair.body)).toEqual([ACTIVITY_MESSAGES.LINK_NOT_TOPIC_PAIR]);
      const unknown = await api(ctx, 'POST', '/api/activity', t.teacher, {
        selection: 201,
        communityTopic: UNKNOWN_ID,
        inTellExisting: 'abcdefabcdefabcdefabcdef',
      });
      expect(unknown.statusCode).toBe(400);
      expect(messages(unknown.body)).toEqual([
        ACTIVITY_MESSAGES.TOPIC_NOT_FOUND,
        ACTIVITY_MESSAGES.INTELL_NOT_FOUND,
      ]);
    });

    it('refuses wrong types with the field named, never a 500', async () => {
      const res = await api(ctx, 'POST', '/api/activity', t.teacher, {
        selection: '1',
        communityTopic: 12,
        afterOptionInterpretNewInTell: 'yes',
        intentPromptOption: 4,
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([
        'selection must be one of 1, 13, 100, 101, 102, 201',
        'communityTopic must be an inTell id',
        'afterOptionInterpretNewInTell: Invalid input: expected boolean, received string',
        'intentPromptOption must be one of 1, 2, 3',
      ]);
    });
  });

  describe('the order (content §4 lifecycle)', () => {
    const orderOf = async () => (await listActivities(ctx, t.teacher)).map((a) => a.instructions1);

    async function fiveActivities() {
      const made: ActivityDto[] = [];
      for (const name of ['A', 'B', 'C', 'D', 'E']) {
        made.push(await createActivity(ctx, t.teacher, info(name)));
      }
      return Object.fromEntries(made.map((a) => [a.instructions1, a._id])) as Record<
        'A' | 'B' | 'C' | 'D' | 'E',
        string
      >;
    }

    it('moves one step up and down, jumps, and stays gap-free', async () => {
      const id = await fiveActivities();
      expect(await orderOf()).toEqual(['A', 'B', 'C', 'D', 'E']);
      // Move C up one step, then D down one step.
      expect((await updateActivity(ctx, t.teacher, id.C, { order: 2 })).statusCode).toBe(200);
      expect(await orderOf()).toEqual(['A', 'C', 'B', 'D', 'E']);
      const down = await updateActivity(ctx, t.teacher, id.D, { order: 5 });
      expect(down.json<ActivityDto[]>().map((a) => a.instructions1)).toEqual([
        'A',
        'C',
        'B',
        'E',
        'D',
      ]);
      // Jump E to the first place, A to the fourth.
      await updateActivity(ctx, t.teacher, id.E, { order: 1 });
      await updateActivity(ctx, t.teacher, id.A, { order: 4 });
      const list = await listActivities(ctx, t.teacher);
      expect(list.map((a) => a.instructions1)).toEqual(['E', 'C', 'B', 'A', 'D']);
      expectGapFree(list);
      // The same place again changes nothing; a place past the end is the last place.
      await updateActivity(ctx, t.teacher, id.B, { order: 3 });
      await updateActivity(ctx, t.teacher, id.E, { order: 99 });
      const after = await listActivities(ctx, t.teacher);
      expect(after.map((a) => a.instructions1)).toEqual(['C', 'B', 'A', 'D', 'E']);
      expectGapFree(after);
      const zero = await updateActivity(ctx, t.teacher, id.B, { order: 0 });
      expect(zero.statusCode).toBe(400);
      expect(messages(zero.body)).toEqual(['order must be a whole number from 1']);
    });

    it('closes the gap of a deleted activity, and adds new ones right after', async () => {
      const id = await fiveActivities();
      const removed = await api(ctx, 'DELETE', `/api/activity/${id.B}`, t.teacher);
      expect(removed.statusCode).toBe(200);
      expect(removed.json<ActivityDto[]>().map((a) => [a.instructions1, a.order])).toEqual([
        ['A', 1],
        ['C', 2],
        ['D', 3],
        ['E', 4],
      ]);
      const added = await updateActivity(ctx, t.teacher, id.C, {
        activityID: id.C,
        newActivities: [info('C1'), info('C2')],
      });
      expect(added.statusCode).toBe(200);
      const list = added.json<ActivityDto[]>();
      expect(list.map((a) => a.instructions1)).toEqual(['A', 'C', 'C1', 'C2', 'D', 'E']);
      expectGapFree(list);
      expect(list.filter((a) => a.instructions1.startsWith('C')).map((a) => a.enabled)).toEqual([
        false,
        false,
        false,
      ]);
      // A move and an addition at once: the additions follow the moved activity.
      await updateActivity(ctx, t.teacher, id.E, { order: 1, newActivities: [info('E1')] });
      const both = await listActivities(ctx, t.teacher);
      expect(both.map((a) => a.instructions1)).toEqual(['E', 'E1', 'A', 'C', 'C1', 'C2', 'D']);
      expectGapFree(both);
      // Deleting the first and the last keeps it gap-free.
      await api(ctx, 'DELETE', `/api/activity/${id.E}`, t.teacher);
      await api(ctx, 'DELETE', `/api/activity/${id.D}`, t.teacher);
      expectGapFree(await listActivities(ctx, t.teacher));
    });

    it('checks new activities like created ones, naming each', async () => {
      const id = await fiveActivities();
      const res = await updateActivity(ctx, t.teacher, id.A, {
        newActivities: [info(), { selection: 100 }, { selection: 201, communityTopic: topic }],
      });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([
        `newActivities.1: ${ACTIVITY_MESSAGES.INTELL_REQUIRED}`,
        `newActivities.2: ${ACTIVITY_MESSAGES.INTELL_REQUIRED}`,
      ]);
      expect(await orderOf()).toEqual(['A', 'B', 'C', 'D', 'E']);
    });

    it('keeps a gap-free order when teachers create, move and delete at once', async () => {
      const id = await fiveActivities();
      await Promise.all([
        ...['F', 'G', 'H', 'I'].map((name) =>
          api(ctx, 'POST', '/api/activity', t.teacher, info(name)),
        ),
        updateActivity(ctx, t.admin, id.E, { order: 1 }),
        updateActivity(ctx, t.teacher, id.A, { order: 3 }),
        api(ctx, 'DELETE', `/api/activity/${id.C}`, t.admin),
        updateActivity(ctx, t.admin, id.B, { newActivities: [info('B1')] }),
      ]);
      const list = await listActivities(ctx, t.teacher);
      expect(list).toHaveLength(9);
      expectGapFree(list);
    });
  });

  describe('reading', () => {
    it("shows students the live ones in order, numbered among themselves, no one else's", async () => {
      const a = await createActivity(ctx, t.teacher, info('first'));
      const hidden = await createActivity(ctx, t.teacher, info('not live'));
      const c = await createActivity(ctx, t.teacher, info('third'));
      await goLive(ctx, t.teacher, a._id);
      await goLive(ctx, t.teacher, c._id);
      expect(
        (await updateActivity(ctx, t.other, a._id, { studentIDCompleted: ids.other })).statusCode,
      ).toBe(200);

      const res = await api(ctx, 'GET', '/api/activity', t.stu);
      const list = res.json<ActivityDto[]>();
      expect(list.map((x) => [x._id, x.order, x.completed])).toEqual([
        [a._id, 1, false],
        [c._id, 2, false],
      ]);
      expect(list[0]).not.toHaveProperty('studentsCompleted');
      expect(list[0]).not.toHaveProperty('completedCount');
      expect(res.body).not.toContain(ids.other);
      expect(res.body).not.toContain('other');
      expect(res.body).not.toContain(hidden._id);

      const manager = await listActivities(ctx, t.teacher);
      expect(manager.map((x) => [x.order, x.completedCount])).toEqual([
        [1, 1],
        [2, 0],
        [3, 0],
      ]);
      const [completion] = manager[0]!.studentsCompleted!;
      expect([completion!._id, completion!.name]).toEqual([ids.other, 'other']);
      expect(Date.parse(completion!.date)).not.toBeNaN();
    });

    it("gives a teacher the student's view on request ('View as Student')", async () => {
      const a = await createActivity(ctx, t.teacher, info('live'));
      await createActivity(ctx, t.teacher, info('draft'));
      await goLive(ctx, t.teacher, a._id);
      const asStudent = await listActivities(ctx, t.teacher, 'student');
      expect(asStudent.map((x) => x.instructions1)).toEqual(['live']);
      expect(asStudent[0]).not.toHaveProperty('studentsCompleted');
      expect((await listActivities(ctx, t.admin, 'manager')).map((x) => x.instructions1)).toEqual([
        'live',
        'draft',
      ]);
      const bad = await api(ctx, 'GET', '/api/activity?view=everything', t.teacher);
      expect(bad.statusCode).toBe(400);
    });

    it('takes a live activity off the students’ list when it is put back', async () => {
      const a = await createActivity(ctx, t.teacher, info());
      await goLive(ctx, t.teacher, a._id);
      expect(await listActivities(ctx, t.stu)).toHaveLength(1);
      await updateActivity(ctx, t.teacher, a._id, { enabled: false });
      expect(await listActivities(ctx, t.stu)).toEqual([]);
    });
  });
});

describe.each(TEST_DIALECTS)('activities outside the education build on %s', (dialect) => {
  it('lets every member manage them (nobody is a student)', async () => {
    const ctx = await createTestApp(dialect, { env: { EDUCATION: 'false' } });
    try {
      await createUser(ctx, 'former-student@example.org');
      const token = await loginToken(ctx, 'former-student@example.org');
      const idea = (await createIdea(ctx, token, simpleIdea({ myContent: 'Any inTell' })))._id;
      const created = await createActivity(ctx, token, { selection: 100, inTellExisting: idea });
      expect((await listActivities(ctx, token))[0]).toHaveProperty('studentsCompleted');
      expect((await updateActivity(ctx, token, created._id, { enabled: true })).statusCode).toBe(
        200,
      );
    } finally {
      await ctx.close();
    }
  });
});
