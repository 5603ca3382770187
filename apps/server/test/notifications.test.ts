import type {
  ActivityDto,
  CreateActivityPayload,
  NotificationList,
  UpdateActivityPayload,
} from '@thoughtful/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';
import { newJoinCode } from '../src/modules/classes';
import { createActivity, goLive, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken, mailsTo } from './helpers/auth-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Notifications (DESIGN.md §14): a student is told of released feedback and of a new live
 * activity; a teacher of follow-ups waiting to go live and of a student who finished the
 * sequence. Each member reads and marks her own only.
 */
describe.each(TEST_DIALECTS)('notifications on %s', (dialect) => {
  let ctx: TestContext;
  const ids = { alice: '', bob: '', ann: '', bea: '', cy: '' };
  const t = { alice: '', bob: '', ann: '', bea: '', cy: '' };
  let classId = '';
  let intell: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    ids.alice = await createUser(ctx, 'alice@example.org', { student: false });
    ids.bob = await createUser(ctx, 'bob@example.org', { student: false });
    ids.ann = await createUser(ctx, 'ann@example.org');
    ids.bea = await createUser(ctx, 'bea@example.org');
    ids.cy = await createUser(ctx, 'cy@example.org');
    for (const who of Object.keys(t) as (keyof typeof t)[]) {
      t[who] = await loginToken(ctx, `${who}@example.org`);
    }
    const now = new Date().toISOString();
    classId = newId();
    const db = ctx.database.db;
    await db
      .insertInto('classes')
      .values({ id: classId, name: '7B', code: newJoinCode(), created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('class_teachers')
      .values({ class_id: classId, user_id: ids.alice, added_at: now })
      .execute();
    for (const userId of [ids.ann, ids.bea]) {
      await db
        .insertInto('class_students')
        .values({ class_id: classId, user_id: userId, pseudonym: `P ${userId}`, joined_at: now })
        .execute();
    }
    // Bob teaches another class, where Cy is.
    const other = newId();
    await db
      .insertInto('classes')
      .values({ id: other, name: '8C', code: newJoinCode(), created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('class_teachers')
      .values({ class_id: other, user_id: ids.bob, added_at: now })
      .execute();
    await db
      .insertInto('class_students')
      .values({ class_id: other, user_id: ids.cy, pseudonym: 'P cy', joined_at: now })
      .execute();
    intell = (await createIdea(ctx, t.alice, simpleIdea({ myContent: 'Sleep matters' })))._id;
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('activities').execute();
    await ctx.database.db.deleteFrom('notifications').execute();
  });

  async function mine(who: keyof typeof t): Promise<NotificationList> {
    const res = await api(ctx, 'GET', '/api/notifications', t[who]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationList>();
  }
  const texts = async (who: keyof typeof t) => (await mine(who)).items.map((n) => n.text);

  async function draft(body: CreateActivityPayload): Promise<ActivityDto> {
    return createActivity(ctx, t.alice, { classId, ...body });
  }
  async function complete(who: 'ann' | 'bea', activityId: string, body: UpdateActivityPayload) {
    const res = await updateActivity(ctx, t[who], activityId, {
      studentIDCompleted: ids[who],
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('tells the class’s students when an activity goes live, and no one else', async () => {
    const info = await draft({ selection: 100, inTellExisting: intell, instructions1: 'Read' });
    expect(await texts('ann')).toEqual([]);
    await goLive(ctx, t.alice, info._id);
    expect(await texts('ann')).toEqual(['A new activity is live in 7B.']);
    expect(await texts('bea')).toEqual(['A new activity is live in 7B.']);
    expect(await texts('cy')).toEqual([]);
    expect(await texts('alice')).toEqual([]);
    const list = await mine('ann');
    expect(list.unread).toBe(1);
    // It opens the activity itself (issue 43).
    expect(list.items[0]).toMatchObject({
      kind: 'activityLive',
      path: `/activities/${info._id}`,
      read: false,
    });
  });

  it('tells once of several activities put live together', async () => {
    const a = await draft({ selection: 100, inTellExisting: intell, instructions1: 'One' });
    const b = await draft({ selection: 100, inTellExisting: intell, instructions1: 'Two' });
    const res = await api(ctx, 'POST', `/api/classes/${classId}/activities/live`, t.alice, {
      activityIds: [a._id, b._id],
      enabled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await texts('ann')).toEqual(['2 new activities are live in 7B.']);
    // Taken off and put live again: live again, told again; taken off tells nothing.
    await api(ctx, 'POST', `/api/classes/${classId}/activities/live`, t.alice, {
      activityIds: [a._id],
      enabled: false,
    });
    expect(await texts('ann')).toHaveLength(1);
  });

  it('tells a student of released feedback, and her teacher when she has finished', async () => {
    const interpret = await draft({
      selection: 102,
      inTellExisting: intell,
      instructions102: 'Interpret it',
    });
    await goLive(ctx, t.alice, interpret._id);
    await complete('ann', interpret._id, { addIdeaScale: { sound: 0.5 } });
    expect(await texts('alice')).toEqual(['ann has finished every activity in 7B.']);
    // A draft tells nothing; its release tells her, and not her classmate.
    const give = (released: boolean) =>
      api(ctx, 'POST', `/api/activity/${interpret._id}/feedback`, t.alice, {
        studentId: ids.ann,
        comment: 'Good',
        released,
      });
    expect((await give(false)).statusCode).toBe(200);
    const before = await texts('ann');
    expect(
      (await api(ctx, 'POST', `/api/classes/${classId}/release`, t.alice, {})).statusCode,
    ).toBe(200);
    expect((await texts('ann')).slice(0, -before.length || undefined)).toEqual([
      'Your teacher has given you feedback on ‘#1 Interpret an inTell’ in 7B.',
    ]);
    // It opens that activity, where the feedback shows, not the list (issue 43).
    expect((await mine('ann')).items[0]).toMatchObject({
      kind: 'feedbackReleased',
      path: `/activities/${interpret._id}`,
    });
    expect((await texts('bea')).some((text) => text.includes('feedback'))).toBe(false);
  });

  it('mails a student her released feedback, unless she turned it off', async () => {
    const interpret = await draft({
      selection: 102,
      inTellExisting: intell,
      instructions102: 'Interpret it',
    });
    await goLive(ctx, t.alice, interpret._id);
    await complete('ann', interpret._id, { addIdeaScale: { sound: 0.5 } });
    await complete('bea', interpret._id, { addIdeaScale: { sound: 0.5 } });
    const feedbackMails = async (email: string) =>
      (await mailsTo(ctx, email)).filter((m) => m.subject.startsWith('Feedback from your teacher'));
    // Bea turns them off; the choice is hers, read back with her list.
    const off = await api(ctx, 'POST', '/api/notifications/settings', t.bea, {
      feedbackMails: false,
    });
    expect(off.json<NotificationList>()).toMatchObject({ feedbackMails: false, canMail: true });
    expect((await mine('ann')).feedbackMails).toBe(true);
    const give = (who: 'ann' | 'bea', released: boolean) =>
      api(ctx, 'POST', `/api/activity/${interpret._id}/feedback`, t.alice, {
        studentId: ids[who],
        comment: 'Secret comment',
        grade: 77,
        released,
      });
    // Earlier tests of this file mailed Ann already: what counts is what comes now.
    const annBefore = (await feedbackMails('ann@example.org')).length;
    const beaBefore = (await feedbackMails('bea@example.org')).length;
    expect((await give('ann', false)).statusCode).toBe(200);
    expect(await feedbackMails('ann@example.org')).toHaveLength(annBefore);
    expect((await give('ann', true)).statusCode).toBe(200);
    expect((await give('bea', true)).statusCode).toBe(200);
    const annAfter = await feedbackMails('ann@example.org');
    expect(annAfter).toHaveLength(annBefore + 1);
    const mail = annAfter.at(-1);
    expect(mail?.text).toContain(
      'Your teacher has given you feedback on ‘#1 Interpret an inTell’ in 7B.',
    );
    // The link opens the activity itself, where the feedback shows (issue 43).
    expect(mail?.text).toContain(`/activities/${interpret._id}`);
    // The mail says where, never what: the comment and grade stay in the app.
    expect(mail?.text).not.toContain('Secret comment');
    // (The grade as a number of its own: the activity's id in the link may hold the digits.)
    expect(mail?.text).not.toMatch(/\b77\b/);
    expect(await feedbackMails('bea@example.org')).toHaveLength(beaBefore);
    expect((await api(ctx, 'POST', '/api/notifications/settings', t.bea, {})).statusCode).toBe(400);
  });

  it('mails and tells a Spanish student in Spanish, the activity too, and an English one as before', async () => {
    const interpret = await draft({
      selection: 102,
      inTellExisting: intell,
      instructions102: 'Interpret it',
    });
    await goLive(ctx, t.alice, interpret._id);
    await complete('ann', interpret._id, { addIdeaScale: { sound: 0.5 } });
    await complete('bea', interpret._id, { addIdeaScale: { sound: 0.5 } });
    const chose = await api(ctx, 'POST', '/api/users/me/language', t.ann, { language: 'es' });
    expect(chose.statusCode).toBe(200);
    // An earlier test of this file had Bea turn the mails off.
    await api(ctx, 'POST', '/api/notifications/settings', t.bea, { feedbackMails: true });
    try {
      const annBefore = (await mailsTo(ctx, 'ann@example.org')).length;
      const beaBefore = (await mailsTo(ctx, 'bea@example.org')).length;
      for (const who of ['ann', 'bea'] as const) {
        const res = await api(ctx, 'POST', `/api/activity/${interpret._id}/feedback`, t.alice, {
          studentId: ids[who],
          comment: 'Bien',
          released: true,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const spanish = (await mailsTo(ctx, 'ann@example.org')).slice(annBefore);
      expect(spanish.map((m) => m.subject)).toEqual(['Comentarios de tu docente en Thoughtful']);
      expect(spanish[0]!.text).toContain(
        'Tu docente te ha dejado comentarios sobre ‘#1 Interpreta un inTell’ en 7B.',
      );
      expect(spanish[0]!.text).toContain(`Abrir tus actividades:\n`);
      expect(spanish[0]!.text).toContain(`/activities/${interpret._id}`);
      const english = (await mailsTo(ctx, 'bea@example.org')).slice(beaBefore);
      expect(english.map((m) => m.subject)).toEqual(['Feedback from your teacher on Thoughtful']);
      expect(english[0]!.text).toContain(
        'Your teacher has given you feedback on ‘#1 Interpret an inTell’ in 7B.',
      );
      // The bell: her sentence in Spanish, with what it names for the web app to word again.
      expect((await mine('ann')).items[0]).toMatchObject({
        kind: 'feedbackReleased',
        text: 'Tu docente te ha dejado comentarios sobre ‘#1 Interpreta un inTell’ en 7B.',
        params: {
          activityId: interpret._id,
          className: '7B',
          activityLabel: '#1 Interpreta un inTell',
        },
      });
      expect((await texts('bea'))[0]).toBe(
        'Your teacher has given you feedback on ‘#1 Interpret an inTell’ in 7B.',
      );
      // Stored in English and worded when read: in English once she has no language again.
      await api(ctx, 'POST', '/api/users/me/language', t.ann, { language: null });
      expect((await mine('ann')).items[0]?.params).toMatchObject({
        activityLabel: '#1 Interpret an inTell',
      });
      // A row stored before the activity's place and type were kept says its English label.
      await ctx.database.db
        .updateTable('notifications')
        .set({
          params: JSON.stringify({
            activityId: interpret._id,
            className: '7B',
            activityLabel: '#1 Interpret an inTell',
          }),
        })
        .where('user_id', '=', ids.ann)
        .execute();
      await api(ctx, 'POST', '/api/users/me/language', t.ann, { language: 'es' });
      expect((await texts('ann'))[0]).toBe(
        'Tu docente te ha dejado comentarios sobre ‘#1 Interpret an inTell’ en 7B.',
      );
    } finally {
      await api(ctx, 'POST', '/api/users/me/language', t.ann, { language: null });
    }
  });

  it('tells the teacher when a student’s new inTell adds a follow-up waiting to go live', async () => {
    const add = await draft({
      selection: 1,
      instructions1: 'Add your view',
      afterOptionAddNewIntellAfter: true,
      instructions102: 'Interpret a classmate’s view',
    });
    await goLive(ctx, t.alice, add._id);
    await complete('bea', add._id, {
      addIdea: { ...simpleIdea({ myContent: 'Uniforms should go' }), goodIntentLevel: 1 },
    });
    // She has also done every live activity: both, in one transaction.
    expect((await texts('alice')).sort()).toEqual([
      'A follow-up activity in 7B is waiting to go live.',
      'bea has finished every activity in 7B.',
    ]);
    expect(await texts('bob')).toEqual([]);
  });

  it('marks her own read, one or all; another’s ids change nothing', async () => {
    const a = await draft({ selection: 100, inTellExisting: intell, instructions1: 'One' });
    const b = await draft({ selection: 100, inTellExisting: intell, instructions1: 'Two' });
    await goLive(ctx, t.alice, a._id);
    await goLive(ctx, t.alice, b._id);
    const ann = await mine('ann');
    const bea = await mine('bea');
    expect(ann.unread).toBe(2);
    // Bea's ids sent by Ann mark nothing of Bea's.
    const wrong = await api(ctx, 'POST', '/api/notifications/read', t.ann, {
      ids: bea.items.map((n) => n._id),
    });
    expect(wrong.json<NotificationList>().unread).toBe(2);
    expect((await mine('bea')).unread).toBe(2);
    const one = await api(ctx, 'POST', '/api/notifications/read', t.ann, {
      ids: [ann.items[0]!._id],
    });
    expect(one.json<NotificationList>().unread).toBe(1);
    const all = await api(ctx, 'POST', '/api/notifications/read', t.ann, {});
    expect(all.json<NotificationList>().unread).toBe(0);
    expect(all.json<NotificationList>().items.every((n) => n.read)).toBe(true);
    expect(
      (await api(ctx, 'POST', '/api/notifications/read', t.ann, { ids: ['bad id!'] })).statusCode,
    ).toBe(400);
    expect((await api(ctx, 'GET', '/api/notifications', undefined)).statusCode).toBe(401);
  });
});
