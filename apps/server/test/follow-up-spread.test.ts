import {
  FOLLOW_UPS_PER_STUDENT,
  type ActivityDto,
  type ClassDto,
  type NotificationList,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/lib/ids';
import { newJoinCode } from '../src/modules/classes';
import { pickReaders } from '../src/modules/activities/follow-up-readers';
import { createActivity, goLive, listActivities, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken, messages } from './helpers/auth-helpers';
import { api, simpleIdea } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Follow-ups that run themselves (DESIGN.md §14): with the class's option they go live by
 * themselves; each student is given at most `followUpsPerStudent` of one activity's follow-ups,
 * never her own, spread so that every inTell gets readers; the teacher sees who got which.
 */
describe('pickReaders', () => {
  const candidates = (loads: number[]) => loads.map((load, i) => ({ userId: `u${i}`, load }));

  it('takes the least loaded under the cap, the same ones for the same seed', () => {
    const picked = pickReaders(candidates([2, 0, 3, 1, 0]), 3, 3, 'seed');
    expect(new Set(picked)).toEqual(new Set(['u1', 'u4', 'u3']));
    expect(pickReaders(candidates([2, 0, 3, 1, 0]), 3, 3, 'seed')).toEqual(picked);
  });

  it('never one at the cap, and fewer when fewer are free', () => {
    expect(pickReaders(candidates([3, 3, 2]), 3, 3, 's')).toEqual(['u2']);
    expect(pickReaders(candidates([3, 3]), 3, 3, 's')).toEqual([]);
  });

  it('spreads ties differently for different follow-ups', () => {
    const even = candidates(Array.from({ length: 10 }, () => 0));
    const firsts = new Set(
      Array.from({ length: 20 }, (_, i) => pickReaders(even, 3, 1, `f${i}`)[0]),
    );
    expect(firsts.size).toBeGreaterThan(3);
  });
});

describe.each(TEST_DIALECTS)('follow-ups given out on %s', (dialect) => {
  let ctx: TestContext;
  let teacher = '';
  let otherTeacher = '';
  let classId = '';
  const students: { id: string; token: string }[] = [];
  const CLASS_SIZE = 30;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '100' } });
    const teacherId = await createUser(ctx, 'teacher@example.org', { student: false });
    teacher = await loginToken(ctx, 'teacher@example.org');
    await createUser(ctx, 'other@example.org', { student: false });
    otherTeacher = await loginToken(ctx, 'other@example.org');
    const now = new Date().toISOString();
    classId = newId();
    const db = ctx.database.db;
    await db
      .insertInto('classes')
      .values({ id: classId, name: '9A', code: newJoinCode(), created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('class_teachers')
      .values({ class_id: classId, user_id: teacherId, added_at: now })
      .execute();
    for (let i = 0; i < CLASS_SIZE; i++) {
      const email = `s${String(i).padStart(2, '0')}@example.org`;
      const id = await createUser(ctx, email);
      await db
        .insertInto('class_students')
        .values({ class_id: classId, user_id: id, pseudonym: `P${i}`, joined_at: now })
        .execute();
      students.push({ id, token: await loginToken(ctx, email) });
    }
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
  });

  const setOptions = (token: string, body: object) =>
    api(ctx, 'POST', `/api/classes/${classId}`, token, body);

  it('takes the class’s options from its teachers only, within their range', async () => {
    const listed = await api(ctx, 'GET', '/api/classes', teacher);
    const mine = listed.json<ClassDto[]>().find((c) => c._id === classId)!;
    expect(mine).toMatchObject({
      autoFollowUps: false,
      followUpsPerStudent: FOLLOW_UPS_PER_STUDENT.DEFAULT,
    });
    for (const followUpsPerStudent of [0, 11, 2.5]) {
      const res = await setOptions(teacher, { followUpsPerStudent });
      expect(res.statusCode).toBe(400);
      expect(messages(res.body)).toEqual([FOLLOW_UPS_PER_STUDENT.MESSAGE]);
    }
    expect((await setOptions(otherTeacher, { autoFollowUps: true })).statusCode).toBe(403);
    expect((await setOptions(students[0]!.token, { autoFollowUps: true })).statusCode).toBe(403);
    const set = await setOptions(teacher, { autoFollowUps: true, followUpsPerStudent: 3 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ClassDto>()).toMatchObject({ autoFollowUps: true, followUpsPerStudent: 3 });
  });

  it('30 students: live by themselves, at most 3 each, never her own, every inTell read', async () => {
    await setOptions(teacher, { autoFollowUps: true, followUpsPerStudent: 3 });
    const ask = await createActivity(ctx, teacher, {
      classId,
      selection: 1,
      instructions1: 'Add your view on homework',
      afterOptionAddNewIntellAfter: true,
      instructions102: 'Interpret a classmate’s view',
    });
    await goLive(ctx, teacher, ask._id);
    const authorOf = new Map<string, string>();
    for (const [i, student] of students.entries()) {
      const res = await updateActivity(ctx, student.token, ask._id, {
        studentIDCompleted: student.id,
        addIdea: { ...simpleIdea({ myContent: `Homework view number ${i}` }), goodIntentLevel: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const manager = await listActivities(ctx, teacher, 'manager');
    const followUps = manager.filter((a) => a.followUpOf === ask._id);
    for (const followUp of followUps)
      authorOf.set(followUp._id, followUp.inTellExisting!.user._id!);
    // Every student's inTell has its follow-up, live without the teacher, and readers.
    expect(followUps).toHaveLength(CLASS_SIZE);
    expect(followUps.every((f) => f.enabled)).toBe(true);
    const given = new Map<string, string[]>();
    for (const followUp of followUps) {
      const readers = (followUp.followUpReaders ?? []).map((r) => r._id);
      expect(readers.length, followUp._id).toBeGreaterThanOrEqual(2);
      expect(readers).not.toContain(authorOf.get(followUp._id));
      for (const reader of readers) given.set(reader, [...(given.get(reader) ?? []), followUp._id]);
    }
    // Each student at most 3, and the load even: no one has two fewer than another.
    const loads = students.map((s) => given.get(s.id)?.length ?? 0);
    expect(Math.max(...loads)).toBeLessThanOrEqual(3);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);

    // A student's list holds exactly the follow-ups given to her.
    const first = students[0]!;
    const followUpIds = new Set(followUps.map((f) => f._id));
    const hers = (await listActivities(ctx, first.token)).filter((a) => followUpIds.has(a._id));
    expect(hers.map((a) => a._id).sort()).toEqual([...(given.get(first.id) ?? [])].sort());
    // One not given to her is not hers to complete.
    const notHers = followUps.find(
      (f) => !(given.get(first.id) ?? []).includes(f._id) && authorOf.get(f._id) !== first.id,
    )!;
    const refused = await updateActivity(ctx, first.token, notHers._id, {
      studentIDCompleted: first.id,
      addIdeaScale: { myEmotion: 0.5, authorIntent: 0.5, sound: 0.5 },
    });
    expect(refused.statusCode).toBe(404);
    // She was told of the activity, then of each follow-up given to her, and of no other.
    const told = await api(ctx, 'GET', '/api/notifications', first.token);
    const liveTexts = told.json<NotificationList>().items.filter((n) => n.kind === 'activityLive');
    expect(liveTexts.length).toBe(1 + hers.length);
  }, 120_000);

  it('without the option they wait for the teacher, who is told', async () => {
    await setOptions(teacher, { autoFollowUps: false });
    const ask = await createActivity(ctx, teacher, {
      classId,
      selection: 1,
      instructions1: 'Add your view on uniforms',
      afterOptionAddNewIntellAfter: true,
      instructions102: 'Interpret a classmate’s view',
    });
    await goLive(ctx, teacher, ask._id);
    const res = await updateActivity(ctx, students[1]!.token, ask._id, {
      studentIDCompleted: students[1]!.id,
      addIdea: { ...simpleIdea({ myContent: 'Uniforms save time' }), goodIntentLevel: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const followUp = (await listActivities(ctx, teacher, 'manager')).find(
      (a: ActivityDto) => a.followUpOf === ask._id,
    )!;
    expect(followUp.enabled).toBe(false);
    expect(followUp.followUpReaders).toHaveLength(3);
    const told = await api(ctx, 'GET', '/api/notifications', teacher);
    expect(told.json<NotificationList>().items[0]?.text).toBe(
      'A follow-up activity in 9A is waiting to go live.',
    );
  });
});
