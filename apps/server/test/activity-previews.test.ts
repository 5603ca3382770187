import {
  ACTIVITY_MESSAGES,
  AUTH_MESSAGES,
  type ActivityAnswers,
  type ActivityDto,
  type CreateActivityPayload,
  type IdeaDto,
  type IdeaScalePlotData,
  type UpdateActivityPayload,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, goLive, listActivities, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Class data counts students only (DESIGN.md §10): a teacher's 'View as Student'
 * preview runs every check a student's completion runs, answers the list as it would be, and
 * keeps nothing: no completion, no interpretation on the plots, no inTell, no follow-up. And a
 * follow-up never hands a student her own inTell.
 */
describe.each(TEST_DIALECTS)('activity previews and follow-ups on %s', (dialect) => {
  let ctx: TestContext;
  const t = { admin: '', teacher: '', stu: '', ana: '', ben: '' };
  const ids = { admin: '', teacher: '', stu: '', ana: '', ben: '' };
  let topic: string;
  let intell: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    ids.admin = await createUser(ctx, 'admin@example.org', { admin: true });
    ids.teacher = await createUser(ctx, 'teacher@example.org', { student: false });
    ids.stu = await createUser(ctx, 'stu@example.org');
    ids.ana = await createUser(ctx, 'ana@example.org');
    ids.ben = await createUser(ctx, 'ben@example.org');
    for (const name of ['admin', 'teacher', 'stu', 'ana', 'ben'] as const) {
      t[name] = await loginToken(ctx, `${name}@example.org`);
    }
    topic = (await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Phones should stay home' })))
      ._id;
    intell = (
      await createIdea(ctx, t.teacher, simpleIdea({ myContent: 'Phones distract in class' }))
    )._id;
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function live(body: CreateActivityPayload): Promise<ActivityDto> {
    const created = await createActivity(ctx, t.teacher, body);
    await goLive(ctx, t.teacher, created._id);
    return created;
  }

  const complete = (
    who: keyof typeof t,
    activity: { _id: string },
    body: Omit<UpdateActivityPayload, 'studentIDCompleted'> = {},
  ) =>
    updateActivity(ctx, t[who], activity._id, {
      activityID: activity._id,
      studentIDCompleted: ids[who],
      ...body,
    });

  const managerCard = async (id: string) =>
    (await listActivities(ctx, t.teacher)).find((a) => a._id === id)!;

  const plot = async (ideaId: string) => {
    const res = await api(ctx, 'GET', `/api/ideas/${ideaId}/scales`, t.stu);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IdeaScalePlotData>();
  };

  const readIdea = async (id: string) => {
    const res = await api(ctx, 'GET', `/api/ideas/${id}`, t.teacher);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IdeaDto>();
  };

  const rows = async (table: 'ideas' | 'activity_completions' | 'idea_scales', userId: string) =>
    Number(
      (
        await ctx.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe("a teacher's 'View as Student' preview", () => {
    it('answers a 101 as done with her answer, and keeps nothing of it', async () => {
      const ask = await live({
        selection: 101,
        communityTopic: topic,
        afterOptionAddNewIntellAfter: true,
      });
      const student = await complete('stu', ask, {
        addIdeaScale: { position: 1, confidence: 1 },
      });
      expect(student.statusCode, student.body).toBe(200);
      const plotBefore = await plot(topic);
      const activitiesBefore = (await listActivities(ctx, t.teacher)).length;

      for (const who of ['teacher', 'admin'] as const) {
        const res = await complete(who, ask, {
          addIdeaScale: { position: -1, confidence: 0.5, note: 'Previewing' },
          addIdea: { myContent: 'A preview inTell', agents: [], goodIntentLevel: 1 },
        });
        expect(res.statusCode, res.body).toBe(200);
        // The preview screen moves on and shows her answer beside the class's plot.
        expect(res.json<ActivityDto[]>().find((a) => a._id === ask._id)).toMatchObject({
          completed: true,
          myAnswer: { position: -1, confidence: 0.5, note: 'Previewing' },
          // Not kept: nothing to open.
          myIdea: null,
        });
        expect(await rows('activity_completions', ids[who])).toBe(0);
        expect(await rows('idea_scales', ids[who])).toBe(0);
        expect(await rows('ideas', ids[who])).toBe(who === 'teacher' ? 2 : 0);
      }

      const card = await managerCard(ask._id);
      expect(card.completedCount).toBe(1);
      expect(card.studentsCompleted!.map((s) => s._id)).toEqual([ids.stu]);
      expect(await plot(topic)).toEqual(plotBefore);
      expect((await readIdea(topic)).scaleCount).toBe(plotBefore.total);
      // No follow-up of the preview's inTell.
      expect(await listActivities(ctx, t.teacher)).toHaveLength(activitiesBefore);
      const answers = await api(ctx, 'GET', `/api/activity/${ask._id}/answers`, t.teacher);
      expect(answers.json<ActivityAnswers>().answers.map((a) => a.user._id)).toEqual([ids.stu]);
      // The preview list the teacher reads later does not count it done either.
      const again = (await listActivities(ctx, t.teacher, 'student')).find(
        (a) => a._id === ask._id,
      )!;
      expect(again.completed).toBe(false);
    });

    it('keeps a 102 interpretation off the inTell’s plots and aggregates', async () => {
      const interpret = await live({ selection: 102, inTellExisting: intell });
      const before = await readIdea(intell);
      const plotBefore = await plot(intell);
      const res = await complete('teacher', interpret, {
        addIdeaScale: { myEmotion: 0.9, authorIntent: 0.1, sound: 0.2 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ActivityDto[]>().find((a) => a._id === interpret._id)!.completed).toBe(true);
      const after = await readIdea(intell);
      expect(after.scaleCount).toBe(before.scaleCount);
      expect(after.scaleAggregates).toEqual(before.scaleAggregates);
      expect(await plot(intell)).toEqual(plotBefore);
      expect((await managerCard(interpret._id)).completedCount).toBe(0);
    });

    it('still answers a preview’s mistakes as a student’s (400), and stores nothing', async () => {
      const add = await live({ selection: 1 });
      const res = await complete('teacher', add);
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([ACTIVITY_MESSAGES.IDEA_REQUIRED]);
      expect((await managerCard(add._id)).completedCount).toBe(0);
    });

    it('keeps a teacher’s change sent with her preview, not the completion, and answers the manager’s view', async () => {
      // Not live yet: the preview is checked against the activity as the change leaves it.
      const info = await createActivity(ctx, t.teacher, { selection: 100, inTellExisting: intell });
      // Both are checked before either is written: a part the activity does not ask for stops both.
      const refused = await complete('teacher', info, {
        enabled: true,
        addIdeaScale: { myEmotion: 0.9, authorIntent: 0.1, sound: 0.2 },
      });
      expect(refused.statusCode).toBe(403);
      expect(messages(refused.body)).toEqual([ACTIVITY_MESSAGES.NOT_ASKED]);
      expect((await managerCard(info._id)).enabled).toBe(false);
      const res = await complete('teacher', info, { enabled: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ActivityDto[]>().find((a) => a._id === info._id)).toMatchObject({
        enabled: true,
        completed: false,
        completedCount: 0,
      });
      expect(await rows('activity_completions', ids.teacher)).toBe(0);
      // A student cannot send a teacher's change with her completion, and keeps nothing of it.
      const student = await complete('stu', info, { order: 1 });
      expect(student.statusCode).toBe(403);
      expect(messages(student.body)).toEqual([AUTH_MESSAGES.STUDENTS_FORBIDDEN]);
      expect((await managerCard(info._id)).completedCount).toBe(0);
    });

    it('leaves out of the counts a teacher’s completion stored before previews were kept out', async () => {
      const info = await live({ selection: 100, inTellExisting: intell });
      await complete('ana', info);
      // As older versions stored a preview.
      await ctx.database.db
        .insertInto('activity_completions')
        .values({
          activity_id: info._id,
          user_id: ids.teacher,
          idea_id: null,
          completed_at: new Date().toISOString(),
        })
        .execute();
      const card = await managerCard(info._id);
      expect(card.completedCount).toBe(1);
      expect(card.studentsCompleted!.map((s) => s._id)).toEqual([ids.ana]);
    });
  });

  describe('a follow-up', () => {
    it('never hands a student her own inTell', async () => {
      const ask = await live({
        selection: 101,
        communityTopic: topic,
        afterOptionAddNewIntellAfter: true,
        instructions102: 'Interpret a classmate’s inTell',
      });
      const res = await complete('ana', ask, {
        addIdeaScale: { position: 1, confidence: 1 },
        addIdea: {
          myContent: 'Ana says phones help with research',
          agents: [],
          goodIntentLevel: 1,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const followUp = (await listActivities(ctx, t.teacher)).at(-1)!;
      expect(followUp).toMatchObject({
        followUpOf: ask._id,
        selection: 102,
        instructions102: 'Interpret a classmate’s inTell',
      });
      await goLive(ctx, t.teacher, followUp._id);

      // A classmate gets it; its author does not, and her list stays numbered without a gap.
      expect((await listActivities(ctx, t.ben)).some((a) => a._id === followUp._id)).toBe(true);
      const own = await listActivities(ctx, t.ana);
      expect(own.some((a) => a._id === followUp._id)).toBe(false);
      expect(own.map((a) => a.order)).toEqual(own.map((_, i) => i + 1));
      // Nor can she complete it by its address.
      const direct = await complete('ana', followUp, {
        addIdeaScale: { myEmotion: 0.5, authorIntent: 0.5, sound: 0.5 },
      });
      expect(direct.statusCode).toBe(403);
      expect(messages(direct.body)).toEqual([ACTIVITY_MESSAGES.OWN_FOLLOW_UP]);
      expect((await managerCard(followUp._id)).completedCount).toBe(0);
      // The teacher still sees it, and a classmate completes it.
      const ben = await complete('ben', followUp, {
        addIdeaScale: { myEmotion: 0.5, authorIntent: 0.5, sound: 0.5 },
      });
      expect(ben.statusCode, ben.body).toBe(200);
      expect((await managerCard(followUp._id)).completedCount).toBe(1);
    });
  });
});
