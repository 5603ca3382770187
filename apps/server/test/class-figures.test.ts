import {
  IdeaDto,
  IdeaScalePlotData,
  IdeaViewpoints,
  type ActivityDto,
  type AddIdeaScalePayload,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, goLive, updateActivity } from './helpers/activity-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { quickMember } from './helpers/scale-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

type Who = { id: string; token: string };

/**
 * A class's interpretations of a public inTell (a guiding question) count only inside the class's
 * scope (DESIGN.md §10; issue 41): the plots, the inTell's figures, the CSV and the viewpoints an
 * outsider reads leave them out; the class's students and teachers, and admins, count them.
 */
describe.each(TEST_DIALECTS)('class figures on %s', (dialect) => {
  let ctx: TestContext;
  let teacher: Who;
  let otherTeacher: Who;
  let admin: Who;
  let member: Who;
  let stranger: Who;
  const students: Who[] = [];
  let question = '';

  async function complete(who: Who, activity: ActivityDto, addIdeaScale: AddIdeaScalePayload) {
    const res = await updateActivity(ctx, who.token, activity._id, {
      activityID: activity._id,
      studentIDCompleted: who.id,
      addIdeaScale,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { VIEWPOINTS_RECOMPUTE_MS: '0' } });
    teacher = await quickMember(ctx, 'teacher');
    otherTeacher = await quickMember(ctx, 'otherteacher');
    admin = await quickMember(ctx, 'admin');
    await ctx.database.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('id', '=', admin.id)
      .execute();
    member = await quickMember(ctx, 'member');
    stranger = await quickMember(ctx, 'stranger', { student: true });
    for (let i = 0; i < 3; i += 1)
      students.push(await quickMember(ctx, `s${i}`, { student: true }));
    const classId = await makeClass(
      ctx,
      '7B',
      [teacher.id],
      students.map((s) => s.id),
    );
    await makeClass(ctx, '8C', [otherTeacher.id], [stranger.id]);
    question = (
      await createIdea(ctx, teacher.token, simpleIdea({ myPoint: 'Should school start later?' }))
    )._id;
    const activity = await createActivity(ctx, teacher.token, {
      classId,
      selection: 102,
      inTellExisting: question,
    });
    await goLive(ctx, teacher.token, activity._id);
    for (const s of students) {
      await complete(s, activity, { sound: 0.8, note: 'Class note', values: [1] });
    }
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  const get = (who: Who, url: string) => api(ctx, 'GET', url, who.token);

  async function plot(who: Who) {
    const res = await get(who, `/api/ideas/${question}/scales`);
    expect(res.statusCode, res.body).toBe(200);
    return IdeaScalePlotData.parse(res.json());
  }

  async function idea(who: Who) {
    const res = await get(who, `/api/ideas/${question}`);
    expect(res.statusCode, res.body).toBe(200);
    return IdeaDto.parse(res.json());
  }

  async function respondents(who: Who) {
    const res = await get(who, `/api/ideas/${question}/viewpoints`);
    expect(res.statusCode, res.body).toBe(200);
    return IdeaViewpoints.parse(res.json()).respondents;
  }

  it("leaves a class's interpretations out of the plot, the inTell's figures and the viewpoints outsiders read", async () => {
    for (const outsider of [stranger, member, otherTeacher]) {
      const data = await plot(outsider);
      expect([data.total, data.sound, data.mine]).toEqual([0, [], null]);
      const read = await idea(outsider);
      expect(read.scaleCount).toBe(0);
      expect(read.scaleAggregates.sound.count).toBe(0);
      expect(await respondents(outsider)).toBe(0);
    }
    // The other class's teacher downloads no line of the class's.
    const csv = await get(otherTeacher, `/api/ideas/${question}/scales.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(1);
  });

  it("counts the class's interpretations for its students, its teachers and admins", async () => {
    for (const insider of [students[0]!, teacher, admin]) {
      const data = await plot(insider);
      expect([data.total, data.sound]).toEqual([3, [0.8, 0.8, 0.8]]);
      const read = await idea(insider);
      expect(read.scaleCount).toBe(3);
      expect(read.scaleAggregates.sound.count).toBe(3);
    }
    expect((await plot(students[1]!)).mine).toBe(0);
  });

  it('counts a public interpretation for everyone, beside the class’s for the class', async () => {
    const res = await api(ctx, 'POST', `/api/ideas/scale/${question}`, member.token, {
      sound: 0.2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<IdeaDto>().scaleCount).toBe(1);
    const outside = await plot(stranger);
    expect([outside.total, outside.sound]).toEqual([1, [0.2]]);
    expect((await idea(stranger)).scaleAggregates.sound.sum).toBeCloseTo(0.2);
    const inside = await plot(teacher);
    expect(inside.total).toBe(4);
    expect([...inside.sound].sort()).toEqual([0.2, 0.8, 0.8, 0.8]);
    const read = await idea(students[2]!);
    expect([read.scaleCount, read.scaleAggregates.sound.count]).toEqual([4, 4]);
    expect(read.scaleAggregates.sound.sum).toBeCloseTo(2.6);
  });

  it("moves a student's interpretation to another class's figures when she answers there", async () => {
    // She joins the other class too and answers its activity on the same question.
    const other = (
      await ctx.database.db
        .selectFrom('class_teachers')
        .select('class_id')
        .where('user_id', '=', otherTeacher.id)
        .executeTakeFirstOrThrow()
    ).class_id;
    await ctx.database.db
      .insertInto('class_students')
      .values({
        class_id: other,
        user_id: students[0]!.id,
        pseudonym: 'P',
        joined_at: new Date().toISOString(),
      })
      .execute();
    const activity = await createActivity(ctx, otherTeacher.token, {
      classId: other,
      selection: 102,
      inTellExisting: question,
    });
    await goLive(ctx, otherTeacher.token, activity._id);
    await complete(students[0]!, activity, { sound: 0.4 });
    const counted = async (who: Who) => {
      const data = await plot(who);
      const read = await idea(who);
      return [
        data.total,
        [...data.sound].sort(),
        read.scaleCount,
        read.scaleAggregates.sound.count,
      ];
    };
    expect(await counted(member)).toEqual([1, [0.2], 1, 1]);
    expect(await counted(stranger)).toEqual([2, [0.2, 0.4], 2, 2]);
    expect(await counted(teacher)).toEqual([3, [0.2, 0.8, 0.8], 3, 3]);
    expect(await counted(admin)).toEqual([4, [0.2, 0.4, 0.8, 0.8], 4, 4]);
    expect((await idea(teacher)).scaleAggregates.sound.sum).toBeCloseTo(1.8);
  });
});
