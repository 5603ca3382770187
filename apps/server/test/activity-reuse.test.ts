import {
  ACTIVITY_MESSAGES,
  AUTH_MESSAGES,
  CLASS_MESSAGES,
  type ActivityDto,
  type CreateActivityPayload,
  type EditActivityPayload,
} from '@thoughtful/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Change } from '../src/changes/changes';
import { newId } from '../src/lib/ids';
import { lockActivity } from '../src/modules/activities/activities.repository';
import { createActivity, expectGapFree, goLive, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { makeClass as makeClassIn } from './helpers/class-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Reusing activities (DESIGN.md §14 'Reuse'; docs/decisions/2026-11-23-teacher-activity-manager.md
 * 'Reuse'): a teacher edits an activity (its fields until a student has completed it, its
 * instructions always), duplicates one into this class or another of hers, puts several live or
 * off at once (all or none), and copies a class's sequence to another class (follow-ups stay).
 */
describe.each(TEST_DIALECTS)('reusing activities on %s', (dialect) => {
  let ctx: TestContext;
  const ids = { admin: '', tess: '', tom: '', olga: '', ann: '', bea: '' };
  const t = { admin: '', tess: '', tom: '', olga: '', ann: '', bea: '' };
  /** Tess teaches Alpha and Beta; Tom only Alpha; Olga only Gamma. Ann is in Alpha, Bea in Beta. */
  const classes = { alpha: '', beta: '', gamma: '' };
  let intell: string;
  let other: string;
  let topic: string;
  /** What every write announced, in order (DESIGN.md §11). */
  const announced: Change[] = [];

  const makeClass = (name: string, teachers: string[], students: string[]) =>
    makeClassIn(ctx, name, teachers, students);

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    ctx.app.services.changes.listen({
      name: 'test',
      afterCommit: (changes) => void announced.push(...changes),
    });
    ids.admin = await createUser(ctx, 'admin@example.org', { admin: true });
    for (const who of ['tess', 'tom', 'olga'] as const) {
      ids[who] = await createUser(ctx, `${who}@example.org`, { student: false });
    }
    ids.ann = await createUser(ctx, 'ann@example.org');
    ids.bea = await createUser(ctx, 'bea@example.org');
    for (const who of Object.keys(t) as (keyof typeof t)[]) {
      t[who] = await loginToken(ctx, `${who}@example.org`);
    }
    classes.alpha = await makeClass('Alpha', [ids.tess, ids.tom], [ids.ann]);
    classes.beta = await makeClass('Beta', [ids.tess], [ids.bea]);
    classes.gamma = await makeClass('Gamma', [ids.olga], []);
    intell = (await createIdea(ctx, t.tess, simpleIdea({ myContent: 'Sleep matters' })))._id;
    other = (await createIdea(ctx, t.tess, simpleIdea({ myContent: 'Phones keep us up' })))._id;
    topic = (await createIdea(ctx, t.tess, simpleIdea({ myContent: 'Start school later' })))._id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('activities').execute();
    await ctx.database.db.updateTable('classes').set({ archived: 0 }).execute();
    announced.length = 0;
  });

  const info = (classId: string, instructions1 = 'Read this'): CreateActivityPayload => ({
    selection: 100,
    classId,
    inTellExisting: intell,
    instructions1,
  });

  async function list(token: string, classId: string): Promise<ActivityDto[]> {
    const res = await api(ctx, 'GET', `/api/activity?view=manager&classId=${classId}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ActivityDto[]>();
  }

  /** What a class's list is, as a manager reads it: to show a refusal changed nothing. */
  const snapshot = async (classId: string) =>
    (await list(t.admin, classId)).map((a) => [a._id, a.order, a.enabled, a.instructions1]);

  const archive = (classId: string) =>
    ctx.database.db.updateTable('classes').set({ archived: 1 }).where('id', '=', classId).execute();

  function expectRefused(res: { statusCode: number; body: string }, status: number, msg: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(messages(res.body)).toEqual([msg]);
  }

  /** What an activity asks, without where it stands: a copy has exactly this. */
  const asks = (a: ActivityDto) => {
    const { _id, classId, className, order, enabled, date, ...rest } = a;
    void [_id, classId, className, order, enabled, date];
    return { ...rest, studentsCompleted: [], completedCount: 0, followUpOf: null };
  };

  const changed = () =>
    announced.flatMap((c) => (c.type === 'activity.changed' ? [c.activityId] : []));

  describe('duplicating an activity', () => {
    const duplicate = (token: string, id: string, body: unknown) =>
      api(ctx, 'POST', `/api/activity/${id}/duplicate`, token, body);

    it('copies it, not live, last in this class or another of hers', async () => {
      const a1 = await createActivity(ctx, t.tess, {
        selection: 102,
        classId: classes.alpha,
        inTellExisting: intell,
        communityTopic: topic,
        linkIdeaIdea: { ideaCause: intell, ideaEffect: topic },
        instructions102: 'Interpret it',
        interpretEvaluateValues: true,
        intentPromptOption: 2,
      });
      await goLive(ctx, t.tess, a1._id);
      await createActivity(ctx, t.tess, info(classes.alpha, 'Second'));
      const b1 = await createActivity(ctx, t.tess, info(classes.beta, 'Beta one'));
      announced.length = 0;

      // Absent, the class is the activity's own.
      const here = await duplicate(t.tess, a1._id, {});
      expect(here.statusCode, here.body).toBe(201);
      const copy = here.json<ActivityDto>();
      expect([copy.classId, copy.order, copy.enabled]).toEqual([classes.alpha, 3, false]);
      expect(copy._id).not.toBe(a1._id);
      expect(asks(copy)).toEqual(asks({ ...a1, enabled: true }));

      const there = await duplicate(t.tess, a1._id, { classId: classes.beta });
      expect(there.statusCode, there.body).toBe(201);
      const copied = there.json<ActivityDto>();
      expect([copied.classId, copied.className, copied.order, copied.enabled]).toEqual([
        classes.beta,
        'Beta',
        2,
        false,
      ]);
      expect(asks(copied)).toEqual(asks(a1));
      expect(changed()).toEqual([copy._id, copied._id]);

      const alpha = await list(t.tess, classes.alpha);
      expect(alpha.map((a) => [a._id, a.enabled])).toEqual([
        [a1._id, true],
        [alpha[1]!._id, false],
        [copy._id, false],
      ]);
      expectGapFree(alpha);
      expect((await list(t.tess, classes.beta)).map((a) => a._id)).toEqual([b1._id, copied._id]);
      // Not live: the students of either class do not see the copies.
      const ann = await api(ctx, 'GET', '/api/activity', t.ann);
      expect(ann.json<ActivityDto[]>().map((a) => a._id)).toEqual([a1._id]);
      const bea = await api(ctx, 'GET', '/api/activity', t.bea);
      expect(bea.json<ActivityDto[]>()).toEqual([]);
    });

    it('lets only a teacher of both classes (or an admin) copy, and changes nothing otherwise', async () => {
      const a1 = await createActivity(ctx, t.tess, info(classes.alpha));
      const g1 = await createActivity(ctx, t.olga, info(classes.gamma));
      const before = [await snapshot(classes.alpha), await snapshot(classes.beta)];
      announced.length = 0;

      // Tom teaches Alpha only: Beta is not his to know of.
      expectRefused(
        await duplicate(t.tom, a1._id, { classId: classes.beta }),
        404,
        CLASS_MESSAGES.NOT_FOUND,
      );
      // Olga teaches neither: Alpha's activity is not hers; her own cannot go to Alpha.
      expectRefused(await duplicate(t.olga, a1._id, {}), 403, CLASS_MESSAGES.NOT_YOUR_CLASS);
      expectRefused(
        await duplicate(t.olga, g1._id, { classId: classes.alpha }),
        404,
        CLASS_MESSAGES.NOT_FOUND,
      );
      // A student of the class manages nothing in it.
      expectRefused(
        await duplicate(t.ann, a1._id, { classId: classes.alpha }),
        403,
        AUTH_MESSAGES.STUDENTS_FORBIDDEN,
      );
      // An archived class takes no new activity.
      await archive(classes.beta);
      expectRefused(
        await duplicate(t.tess, a1._id, { classId: classes.beta }),
        403,
        CLASS_MESSAGES.ARCHIVED,
      );
      await ctx.database.db.updateTable('classes').set({ archived: 0 }).execute();
      // Bad input is a 4xx with its words.
      expectRefused(await duplicate(t.tess, newId(), {}), 404, ACTIVITY_MESSAGES.NOT_FOUND);
      const bad = await duplicate(t.tess, a1._id, { classId: 'not an id!' });
      expect(bad.statusCode).toBe(400);
      expect(messages(bad.body)).toEqual(['Invalid id']);
      expectRefused(
        await duplicate(t.tess, a1._id, { classId: newId() }),
        404,
        CLASS_MESSAGES.NOT_FOUND,
      );

      expect([await snapshot(classes.alpha), await snapshot(classes.beta)]).toEqual(before);
      expect(announced).toEqual([]);

      // Tom copies within the class he teaches; the admin anywhere.
      expect((await duplicate(t.tom, a1._id, {})).statusCode).toBe(201);
      const admin = await duplicate(t.admin, g1._id, { classId: classes.beta });
      expect(admin.statusCode, admin.body).toBe(201);
      expect(admin.json<ActivityDto>().classId).toBe(classes.beta);
    });

    it('does not duplicate a follow-up, which asks about one student’s inTell', async () => {
      const question = await createActivity(ctx, t.tess, {
        selection: 101,
        classId: classes.alpha,
        communityTopic: topic,
        afterOptionAddNewIntellAfter: true,
      });
      await goLive(ctx, t.tess, question._id);
      const done = await updateActivity(ctx, t.ann, question._id, {
        studentIDCompleted: ids.ann,
        addIdeaScale: { position: 1, confidence: 1 },
        addIdea: { myContent: 'A reason of mine', agents: [], goodIntentLevel: 1 },
      });
      expect(done.statusCode, done.body).toBe(200);
      const followUp = (await list(t.tess, classes.alpha)).find((a) => a.followUpOf != null)!;
      expectRefused(
        await duplicate(t.tess, followUp._id, { classId: classes.beta }),
        400,
        ACTIVITY_MESSAGES.FOLLOW_UP_NOT_DUPLICATED,
      );
      expect(await list(t.tess, classes.beta)).toEqual([]);
    });
  });

  describe('editing an activity', () => {
    const edit = (token: string, id: string, body: EditActivityPayload) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/activity/${id}`,
        headers: { 'x-auth-token': token },
        payload: body,
      });
    const stored = (id: string) =>
      ctx.database.db
        .selectFrom('activities')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('changes its fields, keeping its place and Go Live, until a student completes it', async () => {
      const first = await createActivity(ctx, t.tess, info(classes.alpha, 'First'));
      const a = await createActivity(ctx, t.tess, info(classes.alpha, 'Read this'));
      await goLive(ctx, t.tess, a._id);
      announced.length = 0;

      const res = await edit(t.tess, a._id, {
        selection: 102,
        inTellExisting: other,
        instructions102: 'Interpret this instead',
        interpretPauseEmotionFlow: true,
        intentPromptOption: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      // It answers the manager's view of its class, as every change does.
      const [, edited] = res.json<ActivityDto[]>();
      expect(edited).toMatchObject({
        _id: a._id,
        order: 2,
        enabled: true,
        selection: 102,
        instructions1: '',
        instructions102: 'Interpret this instead',
        interpretPauseEmotionFlow: true,
        interpretIntentWords: 'I found the way the author presented this information to be...',
      });
      expect(edited!.inTellExisting?._id).toBe(other);
      expect(changed()).toEqual([a._id]);
      // The other activity is left as it was.
      expect((await stored(first._id)).instructions1).toBe('First');

      // The same fields again change nothing, and announce nothing.
      announced.length = 0;
      const again = await edit(t.tess, a._id, {
        selection: 102,
        inTellExisting: other,
        instructions102: 'Interpret this instead',
        interpretPauseEmotionFlow: true,
        intentPromptOption: 1,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(announced).toEqual([]);
    });

    it('once a student has completed it, changes its instructions only', async () => {
      const a = await createActivity(ctx, t.tess, info(classes.alpha, 'Read this'));
      await goLive(ctx, t.tess, a._id);
      // A teacher's completion kept by an older version is a preview: it locks nothing.
      await ctx.database.db
        .insertInto('activity_completions')
        .values({
          activity_id: a._id,
          user_id: ids.tess,
          idea_id: null,
          completed_at: new Date().toISOString(),
        })
        .execute();
      const early = await edit(t.tess, a._id, { ...info(classes.alpha), inTellExisting: other });
      expect(early.statusCode, early.body).toBe(200);

      const done = await updateActivity(ctx, t.ann, a._id, { studentIDCompleted: ids.ann });
      expect(done.statusCode, done.body).toBe(200);
      const before = await stored(a._id);
      announced.length = 0;

      // Its inTell, or its type, no more: the student's answer was to them.
      for (const body of [
        { selection: 100, inTellExisting: intell, instructions1: 'Read this' },
        { selection: 102, inTellExisting: other, instructions102: 'Read this' },
      ] satisfies EditActivityPayload[]) {
        expectRefused(
          await edit(t.tess, a._id, body),
          409,
          ACTIVITY_MESSAGES.EDIT_AFTER_COMPLETION,
        );
      }
      // Nor its instructions with them: the refusal is whole.
      expectRefused(
        await edit(t.tess, a._id, { selection: 100, inTellExisting: intell, instructions1: 'New' }),
        409,
        ACTIVITY_MESSAGES.EDIT_AFTER_COMPLETION,
      );
      expect(await stored(a._id)).toEqual(before);
      expect(announced).toEqual([]);

      // Its instructions, at any time.
      const res = await edit(t.tess, a._id, {
        selection: 100,
        inTellExisting: other,
        instructions1: 'Read this again, slowly',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored(a._id)).toEqual({ ...before, instructions1: 'Read this again, slowly' });
      expect(changed()).toEqual([a._id]);
      // The student sees the new words.
      const ann = await api(ctx, 'GET', '/api/activity', t.ann);
      expect(ann.json<ActivityDto[]>()[0]!.instructions1).toBe('Read this again, slowly');
    });

    it.runIf(dialect === 'postgres')(
      'makes a completion sent during an edit wait for it, so the edit sees none or comes first',
      async () => {
        const a = await createActivity(ctx, t.tess, info(classes.alpha));
        await goLive(ctx, t.tess, a._id);
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const lockTaken = new Promise<void>((resolve) => (locked = resolve));
        const edit = ctx.database.db.transaction().execute(async (trx) => {
          await lockActivity(trx, a._id);
          locked();
          await held;
        });
        await lockTaken;
        let completed = false;
        const completion = updateActivity(ctx, t.ann, a._id, { studentIDCompleted: ids.ann }).then(
          (res) => {
            completed = true;
            return res;
          },
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The completion's foreign key waits for the edit's row lock.
        expect(completed).toBe(false);
        release();
        await edit;
        expect((await completion).statusCode).toBe(200);
      },
    );

    it('checks the fields as adding does, and who may', async () => {
      const a = await createActivity(ctx, t.tess, info(classes.alpha, 'Read this'));
      const before = await stored(a._id);

      const long = await edit(t.tess, a._id, {
        ...info(classes.alpha),
        instructions1: 'x'.repeat(141),
      });
      expect(long.statusCode).toBe(400);
      expect(messages(long.body)).toEqual(['instructions1: Instructions (140 characters or less)']);
      expectRefused(
        await edit(t.tess, a._id, { selection: 100, inTellExisting: newId() }),
        400,
        ACTIVITY_MESSAGES.INTELL_NOT_FOUND,
      );
      expectRefused(
        await edit(t.tess, a._id, { selection: 201, inTellExisting: intell }),
        400,
        ACTIVITY_MESSAGES.TOPIC_REQUIRED,
      );
      expectRefused(
        await edit(t.tess, a._id, { selection: 7 }),
        400,
        'selection must be one of 1, 13, 100, 101, 102, 201',
      );

      expectRefused(
        await edit(t.olga, a._id, info(classes.alpha, 'Mine now')),
        403,
        CLASS_MESSAGES.NOT_YOUR_CLASS,
      );
      expectRefused(
        await edit(t.ann, a._id, info(classes.alpha, 'Mine now')),
        403,
        AUTH_MESSAGES.STUDENTS_FORBIDDEN,
      );
      expectRefused(
        await edit(t.tess, newId(), info(classes.alpha)),
        404,
        ACTIVITY_MESSAGES.NOT_FOUND,
      );
      expect(await stored(a._id)).toEqual(before);

      // A co-teacher edits; `POST /api/activity/{id}` still takes no fields (only changes it names).
      expect((await edit(t.tom, a._id, info(classes.alpha, 'Tom’s words'))).statusCode).toBe(200);
      expectRefused(
        await updateActivity(ctx, t.tess, a._id, { instructions1: 'x' } as never),
        400,
        ACTIVITY_MESSAGES.NOTHING_TO_DO,
      );
      expect((await stored(a._id)).instructions1).toBe('Tom’s words');
    });
  });

  describe('several activities live or off at once', () => {
    const setLive = (token: string, classId: string, body: unknown) =>
      api(ctx, 'POST', `/api/classes/${classId}/activities/live`, token, body);

    it('puts them all live, or off, and answers the class’s list', async () => {
      const a = [
        await createActivity(ctx, t.tess, info(classes.alpha, 'One')),
        await createActivity(ctx, t.tess, info(classes.alpha, 'Two')),
        await createActivity(ctx, t.tess, info(classes.alpha, 'Three')),
      ];
      await goLive(ctx, t.tess, a[0]!._id);
      announced.length = 0;

      const on = await setLive(t.tess, classes.alpha, {
        activityIds: [a[0]!._id, a[2]!._id, a[2]!._id],
        enabled: true,
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json<ActivityDto[]>().map((x) => [x._id, x.enabled])).toEqual([
        [a[0]!._id, true],
        [a[1]!._id, false],
        [a[2]!._id, true],
      ]);
      // Only what changed is announced (the first was live already).
      expect(changed()).toEqual([a[2]!._id]);
      const ann = await api(ctx, 'GET', '/api/activity', t.ann);
      expect(ann.json<ActivityDto[]>().map((x) => x._id)).toEqual([a[0]!._id, a[2]!._id]);

      // A co-teacher takes them off.
      const off = await setLive(t.tom, classes.alpha, {
        activityIds: a.map((x) => x._id),
        enabled: false,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json<ActivityDto[]>().map((x) => x.enabled)).toEqual([false, false, false]);
    });

    it('changes none when one is not the class’s, and lets only its teachers', async () => {
      const a = await createActivity(ctx, t.tess, info(classes.alpha, 'One'));
      const b = await createActivity(ctx, t.tess, info(classes.beta, 'Beta'));
      const before = [await snapshot(classes.alpha), await snapshot(classes.beta)];
      announced.length = 0;

      for (const activityIds of [
        [a._id, b._id],
        [a._id, newId()],
      ]) {
        expectRefused(
          await setLive(t.tess, classes.alpha, { activityIds, enabled: true }),
          400,
          ACTIVITY_MESSAGES.NOT_IN_CLASS,
        );
      }
      const none = await setLive(t.tess, classes.alpha, { activityIds: [], enabled: true });
      expect(none.statusCode).toBe(400);
      expect(messages(none.body)).toEqual(['activityIds: from 1 to 500 activities']);
      const noFlag = await setLive(t.tess, classes.alpha, { activityIds: [a._id] });
      expect(noFlag.statusCode).toBe(400);
      expect(messages(noFlag.body)).toEqual(['enabled must be true or false']);
      // Beta is not Tom's, nor is Alpha Olga's; a student manages nothing.
      expectRefused(
        await setLive(t.tom, classes.beta, { activityIds: [b._id], enabled: true }),
        404,
        CLASS_MESSAGES.NOT_FOUND,
      );
      expectRefused(
        await setLive(t.olga, classes.alpha, { activityIds: [a._id], enabled: true }),
        404,
        CLASS_MESSAGES.NOT_FOUND,
      );
      expectRefused(
        await setLive(t.ann, classes.alpha, { activityIds: [a._id], enabled: true }),
        403,
        AUTH_MESSAGES.STUDENTS_FORBIDDEN,
      );
      expect([await snapshot(classes.alpha), await snapshot(classes.beta)]).toEqual(before);
      expect(announced).toEqual([]);

      const admin = await setLive(t.admin, classes.beta, { activityIds: [b._id], enabled: true });
      expect(admin.statusCode, admin.body).toBe(200);
    });
  });

  describe("copying a class's sequence", () => {
    const copy = (token: string, from: string, toClassId: unknown) =>
      api(ctx, 'POST', `/api/classes/${from}/activities/copy`, token, { toClassId });

    it('copies it in order after the other class’s, none live, follow-ups left behind', async () => {
      const first = await createActivity(ctx, t.tess, info(classes.alpha, 'Read first'));
      const question = await createActivity(ctx, t.tess, {
        selection: 101,
        classId: classes.alpha,
        communityTopic: topic,
        instructions101: 'Do you agree?',
        afterOptionAddNewIntellAfter: true,
        instructions102: 'Interpret a classmate’s reason',
      });
      const last = await createActivity(ctx, t.tess, {
        selection: 201,
        classId: classes.alpha,
        communityTopic: topic,
        inTellExisting: other,
        instructions201: 'Support or damage?',
      });
      for (const x of [first, question, last]) await goLive(ctx, t.tess, x._id);
      // Ann's reason becomes a follow-up, third in Alpha.
      const done = await updateActivity(ctx, t.ann, question._id, {
        studentIDCompleted: ids.ann,
        addIdeaScale: { position: 1, confidence: 1 },
        addIdea: { myContent: 'Because I am tired', agents: [], goodIntentLevel: 1 },
      });
      expect(done.statusCode, done.body).toBe(200);
      await updateActivity(ctx, t.tess, last._id, { order: 4 });
      const alphaBefore = await list(t.tess, classes.alpha);
      expect(alphaBefore.map((x) => x.followUpOf ?? null)).toEqual([
        null,
        null,
        question._id,
        null,
      ]);
      const b1 = await createActivity(ctx, t.tess, info(classes.beta, 'Beta first'));
      announced.length = 0;

      const res = await copy(t.tess, classes.alpha, classes.beta);
      expect(res.statusCode, res.body).toBe(201);
      const copies = res.json<ActivityDto[]>();
      expect(copies.map((x) => [x.classId, x.order, x.enabled, x.followUpOf])).toEqual([
        [classes.beta, 2, false, null],
        [classes.beta, 3, false, null],
        [classes.beta, 4, false, null],
      ]);
      expect(copies.map(asks)).toEqual([first, question, last].map(asks));
      expect(changed()).toEqual(copies.map((x) => x._id));

      const beta = await list(t.tess, classes.beta);
      expect(beta.map((x) => x._id)).toEqual([b1._id, ...copies.map((x) => x._id)]);
      expectGapFree(beta);
      // Alpha is as it was; Bea sees none of the copies until they are put live.
      expect(await list(t.tess, classes.alpha)).toEqual(alphaBefore);
      expect((await api(ctx, 'GET', '/api/activity', t.bea)).json<ActivityDto[]>()).toEqual([]);
    });

    it('needs a teacher of both classes, another class, and one not archived', async () => {
      await createActivity(ctx, t.tess, info(classes.alpha, 'One'));
      await createActivity(ctx, t.tess, info(classes.beta, 'Beta'));
      await createActivity(ctx, t.olga, info(classes.gamma, 'Gamma'));
      const before = [
        await snapshot(classes.alpha),
        await snapshot(classes.beta),
        await snapshot(classes.gamma),
      ];
      announced.length = 0;

      // Tom teaches only Alpha: Beta is not his to know of, either way.
      expectRefused(await copy(t.tom, classes.alpha, classes.beta), 404, CLASS_MESSAGES.NOT_FOUND);
      expectRefused(await copy(t.tom, classes.beta, classes.alpha), 404, CLASS_MESSAGES.NOT_FOUND);
      expectRefused(
        await copy(t.olga, classes.alpha, classes.gamma),
        404,
        CLASS_MESSAGES.NOT_FOUND,
      );
      expectRefused(
        await copy(t.olga, classes.gamma, classes.alpha),
        404,
        CLASS_MESSAGES.NOT_FOUND,
      );
      expectRefused(
        await copy(t.ann, classes.alpha, classes.beta),
        403,
        AUTH_MESSAGES.STUDENTS_FORBIDDEN,
      );
      expectRefused(
        await copy(t.tess, classes.alpha, classes.alpha),
        400,
        ACTIVITY_MESSAGES.COPY_TO_SAME_CLASS,
      );
      const bad = await copy(t.tess, classes.alpha, undefined);
      expect(bad.statusCode).toBe(400);
      await archive(classes.beta);
      expectRefused(await copy(t.tess, classes.alpha, classes.beta), 403, CLASS_MESSAGES.ARCHIVED);
      expect([
        await snapshot(classes.alpha),
        await snapshot(classes.beta),
        await snapshot(classes.gamma),
      ]).toEqual(before);
      expect(announced).toEqual([]);

      // Last year's class, archived, is still there to copy from.
      const reused = await copy(t.tess, classes.beta, classes.alpha);
      expect(reused.statusCode, reused.body).toBe(201);
      expect(reused.json<ActivityDto[]>().map((x) => [x.instructions1, x.order])).toEqual([
        ['Beta', 2],
      ]);
      // The admin copies between any classes, into one not archived.
      const admin = await copy(t.admin, classes.gamma, classes.beta);
      expect(admin.statusCode).toBe(403);
      await ctx.database.db.updateTable('classes').set({ archived: 0 }).execute();
      const adminAgain = await copy(t.admin, classes.gamma, classes.beta);
      expect(adminAgain.statusCode, adminAgain.body).toBe(201);
    });
  });
});
