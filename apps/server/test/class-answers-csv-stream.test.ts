import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity } from './helpers/activity-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import { quickMember } from './helpers/scale-helpers';
import { createTestApp, type TestContext } from './helpers/test-app';

/**
 * A large course's answers stream (issue 42): the file is written a page of students at a time,
 * never the whole class's answers in memory, and every student's lines are in it, by name.
 */
describe('a large class’s answers.csv', () => {
  let ctx: TestContext;
  let teacher: { id: string; token: string };
  let classId: string;
  const STUDENTS = 230;

  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    teacher = await quickMember(ctx, 'teacher');
    const students = [];
    for (let i = 0; i < STUDENTS; i++) {
      students.push(await quickMember(ctx, `s${String(i).padStart(3, '0')}`, { student: true }));
    }
    classId = await makeClass(
      ctx,
      'Big course',
      [teacher.id],
      students.map((s) => s.id),
    );
    const idea = await createIdea(ctx, teacher.token, simpleIdea({ myContent: 'Read me' }));
    for (const instructions1 of ['One', 'Two']) {
      await createActivity(ctx, teacher.token, {
        selection: 100,
        inTellExisting: idea._id,
        instructions1,
        classId,
      });
    }
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('comes in pages of students, each student once per activity, by name', async () => {
    const teacherRow = await ctx.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', teacher.id)
      .executeTakeFirstOrThrow();
    const csv = await ctx.app.services.activities.classAnswersCsv(teacherRow, classId);
    const chunks: string[] = [];
    for await (const chunk of csv.lines) chunks.push(chunk);
    // The header, then 100, 100 and 30 students, then the class's overall grade.
    const linesIn = (chunk: string) => chunk.split('\r\n').filter(Boolean).length;
    expect(chunks.map(linesIn)).toEqual([1, 200, 200, 60, 1]);
    const students = chunks
      .slice(1, -1)
      .join('')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(',')[0]);
    expect(students.filter((_, i) => i % 2 === 0)).toEqual(
      Array.from({ length: STUDENTS }, (_, i) => `s${String(i).padStart(3, '0')}`),
    );
  });

  it('is sent as a stream, with no length known before it ends', async () => {
    const res = await api(ctx, 'GET', `/api/classes/${classId}/answers.csv`, teacher.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(1 + 2 * STUDENTS + 1);
  });
});
