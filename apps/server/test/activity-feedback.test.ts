import {
  FEEDBACK_MESSAGES,
  type ActivityAnswers,
  type ActivityDto,
  type CreateActivityPayload,
  type FeedbackDto,
  type GiveFeedbackPayload,
  type UpdateActivityPayload,
} from '@thoughtful/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';
import { liveEventsOf } from '../src/modules/events/live-events.listener';
import { createActivity, goLive, listActivities, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { makeClass as makeClassIn } from './helpers/class-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Feedback and grades on completions, released to the student, and the class's answers as CSV
 * (DESIGN.md §14): who may, what a student sees before and after release, hostile cells.
 */
describe.each(TEST_DIALECTS)('feedback, grades and the class export on %s', (dialect) => {
  let ctx: TestContext;
  const ids = { admin: '', alice: '', bob: '', ann: '', bea: '', cy: '' };
  const t = { admin: '', alice: '', bob: '', ann: '', bea: '', cy: '' };
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
    ids.cy = await createUser(ctx, 'cy@example.org');
    for (const who of Object.keys(t) as (keyof typeof t)[]) {
      t[who] = await loginToken(ctx, `${who}@example.org`);
    }
    classes.alpha = await makeClass('Alpha 7B', [ids.alice], [ids.ann, ids.bea]);
    classes.beta = await makeClass('Beta', [ids.bob], [ids.cy]);
    intell = (await createIdea(ctx, t.alice, simpleIdea({ myContent: 'Sleep matters' })))._id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('activities').execute();
  });

  async function live(body: CreateActivityPayload): Promise<ActivityDto> {
    const created = await createActivity(ctx, t.alice, { classId: classes.alpha, ...body });
    await goLive(ctx, t.alice, created._id);
    return created;
  }

  async function complete(who: 'ann' | 'bea', activityId: string, body: UpdateActivityPayload) {
    const res = await updateActivity(ctx, t[who], activityId, {
      studentIDCompleted: ids[who],
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const give = (token: string, activityId: string, body: GiveFeedbackPayload) =>
    api(ctx, 'POST', `/api/activity/${activityId}/feedback`, token, body);

  const release = (token: string, classId: string, body: object = {}) =>
    api(ctx, 'POST', `/api/classes/${classId}/release`, token, body);

  async function feedbackSeenBy(who: 'ann' | 'bea', activityId: string) {
    const mine = (await listActivities(ctx, t[who])).find((a) => a._id === activityId);
    expect(mine).toBeDefined();
    return mine!.feedback;
  }

  const interpret = () =>
    live({ selection: 102, inTellExisting: intell, instructions102: 'Interpret it' });

  describe('who may give feedback', () => {
    it('the class’s teacher and an admin; not another teacher, not a student', async () => {
      const activity = await interpret();
      await complete('ann', activity._id, { addIdeaScale: { sound: 0.8 } });
      const body = { studentId: ids.ann, comment: 'Good reading', grade: 80 };
      const byAlice = await give(t.alice, activity._id, body);
      expect(byAlice.statusCode, byAlice.body).toBe(200);
      expect(byAlice.json<FeedbackDto>()).toMatchObject({
        studentId: ids.ann,
        comment: 'Good reading',
        grade: 80,
        released: false,
        releasedAt: null,
      });
      expect((await give(t.admin, activity._id, body)).statusCode).toBe(200);
      expect((await give(t.bob, activity._id, body)).statusCode).toBe(403);
      expect((await give(t.ann, activity._id, body)).statusCode).toBe(403);
      expect((await give(t.bea, activity._id, body)).statusCode).toBe(403);
      expect((await give('', activity._id, body)).statusCode).toBe(401);
      expect((await give(t.alice, newId(), body)).statusCode).toBe(404);
    });

    it('only on a completion of a student of the class', async () => {
      const activity = await interpret();
      const notYet = await give(t.alice, activity._id, { studentId: ids.bea, comment: 'Hi' });
      expect(notYet.statusCode).toBe(404);
      expect(messages(notYet.body)).toEqual([FEEDBACK_MESSAGES.NOT_COMPLETED]);
      const otherClass = await give(t.alice, activity._id, { studentId: ids.cy, comment: 'Hi' });
      expect(otherClass.statusCode).toBe(404);
    });

    it('refuses an empty feedback and a grade off the scale, storing nothing', async () => {
      const activity = await interpret();
      await complete('ann', activity._id, { addIdeaScale: { sound: 0.8 } });
      const cases: [GiveFeedbackPayload, string][] = [
        [{ studentId: ids.ann, comment: '  ', grade: null }, FEEDBACK_MESSAGES.EMPTY],
        [{ studentId: ids.ann, grade: 101 }, FEEDBACK_MESSAGES.GRADE],
        [{ studentId: ids.ann, grade: -1 }, FEEDBACK_MESSAGES.GRADE],
        [{ studentId: ids.ann, grade: 50.5 }, FEEDBACK_MESSAGES.GRADE],
        [{ studentId: ids.ann, comment: 'x'.repeat(2001) }, FEEDBACK_MESSAGES.COMMENT_TOO_LONG],
      ];
      for (const [body, message] of cases) {
        const res = await give(t.alice, activity._id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(messages(res.body)).toEqual([message]);
      }
      const stored = await ctx.database.db.selectFrom('activity_feedback').selectAll().execute();
      expect(stored).toEqual([]);
    });
  });

  describe('what a student sees', () => {
    it('nothing of a draft; her own once released, never a classmate’s', async () => {
      const activity = await interpret();
      await complete('ann', activity._id, { addIdeaScale: { sound: 0.8 } });
      await complete('bea', activity._id, { addIdeaScale: { sound: 0.2 } });
      expect(
        (
          await give(t.alice, activity._id, {
            studentId: ids.ann,
            comment: 'Well argued',
            grade: 90,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await give(t.alice, activity._id, {
            studentId: ids.bea,
            comment: 'Look again',
            grade: 60,
          })
        ).statusCode,
      ).toBe(200);
      expect(await feedbackSeenBy('ann', activity._id)).toBeNull();
      expect(await feedbackSeenBy('bea', activity._id)).toBeNull();

      // Released one at a time: Ann's only.
      const released = await give(t.alice, activity._id, {
        studentId: ids.ann,
        comment: 'Well argued',
        grade: 90,
        released: true,
      });
      expect(released.json<FeedbackDto>().releasedAt).not.toBeNull();
      expect(await feedbackSeenBy('ann', activity._id)).toMatchObject({
        comment: 'Well argued',
        grade: 90,
      });
      expect(await feedbackSeenBy('bea', activity._id)).toBeNull();
      // The raw answer of Bea's list holds nothing of Ann's.
      const beaRaw = await api(ctx, 'GET', '/api/activity', t.bea);
      expect(beaRaw.body).not.toContain('Well argued');

      // The latest counts: saved as a draft again, it is hidden again.
      await give(t.alice, activity._id, { studentId: ids.ann, comment: 'Rewriting', grade: 85 });
      expect(await feedbackSeenBy('ann', activity._id)).toBeNull();
    });

    it('releases every draft of the class at once, once, and only a class teacher may', async () => {
      const first = await interpret();
      const second = await interpret();
      for (const activity of [first, second]) {
        for (const who of ['ann', 'bea'] as const) {
          await complete(who, activity._id, { addIdeaScale: { sound: 0.5 } });
          const res = await give(t.alice, activity._id, { studentId: ids[who], grade: 70 });
          expect(res.statusCode, res.body).toBe(200);
        }
      }
      // Another teacher does not know the class (404, as its other routes answer her).
      expect((await release(t.bob, classes.alpha)).statusCode).toBe(404);
      expect((await release(t.ann, classes.alpha)).statusCode).toBe(403);
      expect((await release(t.cy, classes.alpha)).statusCode).toBe(404);
      expect(await feedbackSeenBy('ann', first._id)).toBeNull();

      // One activity's first, then the rest.
      const one = await release(t.alice, classes.alpha, { activityId: first._id });
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toEqual({ released: 2 });
      expect(await feedbackSeenBy('bea', first._id)).toMatchObject({ grade: 70 });
      expect(await feedbackSeenBy('bea', second._id)).toBeNull();
      const rest = await release(t.alice, classes.alpha);
      expect(rest.json()).toEqual({ released: 2 });
      expect(await feedbackSeenBy('ann', second._id)).toMatchObject({ grade: 70 });
      expect((await release(t.alice, classes.alpha)).json()).toEqual({ released: 0 });
      // An activity of another class is not this class's to release.
      const elsewhere = await createActivity(ctx, t.bob, {
        classId: classes.beta,
        selection: 100,
        inTellExisting: intell,
        instructions1: 'Read',
      });
      const wrong = await release(t.alice, classes.alpha, { activityId: elsewhere._id });
      expect(wrong.statusCode).toBe(404);
      expect((await release(t.alice, classes.alpha, { activityId: 'no way' })).statusCode).toBe(
        400,
      );
    });
  });

  describe('the teacher’s view of an activity', () => {
    it('carries each student’s whole interpretation and the feedback beside it', async () => {
      const activity = await interpret();
      await complete('ann', activity._id, {
        addIdeaScale: {
          myEmotion: -0.5,
          sound: 0.25,
          values: [1, -3],
          note: 'It skips the evidence',
          otherSide: 'Teens need sleep',
        },
      });
      await give(t.alice, activity._id, { studentId: ids.ann, comment: 'Good', grade: 75 });
      const res = await api(ctx, 'GET', `/api/activity/${activity._id}/answers`, t.alice);
      expect(res.statusCode, res.body).toBe(200);
      const [answer] = res.json<ActivityAnswers>().answers;
      expect(answer?.scale).toMatchObject({
        myEmotion: -0.5,
        values: [1, -3],
        note: 'It skips the evidence',
        otherSide: 'Teens need sleep',
      });
      expect(answer?.feedback).toMatchObject({ comment: 'Good', grade: 75, released: false });
    });
  });

  describe('the class’s answers as CSV', () => {
    it('one line per student and activity, hostile cells shown as typed, for its teachers only', async () => {
      const activity = await interpret();
      const info = await live({ selection: 100, inTellExisting: intell, instructions1: 'Read' });
      await ctx.database.db
        .updateTable('users')
        .set({ name: '=cmd|/C calc!A0' })
        .where('id', '=', ids.bea)
        .execute();
      await complete('ann', activity._id, {
        addIdeaScale: { sound: 0.75, values: [2], divisive: 8, note: '@SUM(A1:A9)' },
      });
      await give(t.alice, activity._id, {
        studentId: ids.ann,
        comment: '+1 "great", see =HYPERLINK("http://x")',
        grade: 88,
        released: true,
      });
      const res = await api(ctx, 'GET', `/api/classes/${classes.alpha}/answers.csv`, t.alice);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="Alpha-7B-answers.csv"',
      );
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      expect(lines[0]).toBe(
        'Student,Activity,Activity type,Completed,inTell answered,Position,How sure (%),' +
          'inTell added,Support for the guiding question,Support confidence (%),Emotion,' +
          'Author intent,Good faith,Soundness,Heart of the issue,Confidence,Values,Divisive,' +
          'Who benefits,Note,The other side,Suggestion,Expertise,In own words,Feedback,Grade,' +
          'Feedback released,Overall grade,Activities graded',
      );
      // Two students by name (Ann, then Bea's hostile name sorts first: '=' < 'a'), two
      // activities, then the class's overall grade.
      expect(lines).toHaveLength(1 + 2 * 2 + 1);
      const annLine = lines.find((line) => line.includes('@SUM'))!;
      expect(annLine).toContain(`"'@SUM(A1:A9)"`);
      expect(annLine).toContain(`"'+1 ""great"", see =HYPERLINK(""http://x"")"`);
      expect(annLine).toContain(',Fairness,Straw man,');
      expect(annLine).toContain(',0.75,');
      expect(annLine).toMatch(/,88,yes,88,1$/);
      // No cell begins with a formula character unless quoted behind an apostrophe.
      for (const line of lines.slice(1)) {
        for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+@\t\r]/);
      }
      expect(lines.some((line) => line.startsWith(`"'=cmd|/C calc!A0"`))).toBe(true);
      expect(lines.filter((line) => line.includes(',Read an inTell,'))).toHaveLength(2);
      expect(info._id).toBeTruthy();

      expect(
        (await api(ctx, 'GET', `/api/classes/${classes.alpha}/answers.csv`, t.bob)).statusCode,
      ).toBe(404);
      expect(
        (await api(ctx, 'GET', `/api/classes/${classes.alpha}/answers.csv`, t.ann)).statusCode,
      ).toBe(403);
      expect(
        (await api(ctx, 'GET', `/api/classes/${classes.alpha}/answers.csv`, t.cy)).statusCode,
      ).toBe(404);
      expect(
        (await api(ctx, 'GET', `/api/classes/${classes.alpha}/answers.csv`, t.admin)).statusCode,
      ).toBe(200);
    });
  });

  it('a feedback saved or released tells the activity’s screens to read it again', () => {
    expect(
      liveEventsOf([{ type: 'feedback.saved', activityId: 'a1', userId: 'u1', released: false }]),
    ).toEqual([{ type: 'activity', id: 'a1' }]);
    expect(
      liveEventsOf([
        {
          type: 'feedback.released',
          classId: 'c1',
          activityIds: ['a1', 'a1', 'a2'],
          userIds: ['u1', 'u2', 'u1'],
        },
      ]),
    ).toEqual([
      { type: 'activity', id: 'a1' },
      { type: 'activity', id: 'a2' },
    ]);
  });
});
