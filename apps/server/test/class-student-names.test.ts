import {
  CLASS_MESSAGES,
  type ClassDto,
  type ManagedAccounts,
  type Roster,
  type UserDto,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, messages } from './helpers/auth-helpers';
import { api } from './helpers/content-helpers';
import { CLASS_CALLERS, joinTwoClasses, signInCallers } from './helpers/class-fixtures';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

/**
 * Students' names as their teacher gives them (issue 43): managed accounts take the names she
 * typed, and a teacher of the class (or an admin) renames any of its students, checked on the
 * server. Pseudonyms are drawn apart from names and a rename leaves them as they were.
 */
describe.each(TEST_DIALECTS)('students’ names on %s', (dialect) => {
  let ctx: TestContext;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let klass: ClassDto;
  let other: ClassDto;

  const roster = async (classId = klass._id) =>
    (await api(ctx, 'GET', `/api/classes/${classId}/roster`, token.teacher)).json<Roster>();
  const rename = (who: string, userId: string, body: unknown, classId = klass._id) =>
    api(ctx, 'POST', `/api/classes/${classId}/roster/${userId}/name`, token[who], body);

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '100' } });
    await signInCallers(ctx, CLASS_CALLERS, id, token);
    ({ klass, other } = await joinTwoClasses(ctx, token, { klass: '7C', other: '8B' }));
  });
  afterAll(() => ctx.close());

  it('makes managed accounts under the names the teacher typed, one line each', async () => {
    const res = await api(ctx, 'POST', `/api/classes/${klass._id}/roster`, token.teacher, {
      managed: 2,
      names: ['  Ana   Lopez ', 'Ben\tOkafor'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { accounts } = res.json<ManagedAccounts>();
    expect(accounts.map((a) => a.name)).toEqual(['Ana Lopez', 'Ben Okafor']);
    const listed = (await roster()).students.filter((s) => s.managed);
    expect(listed.map((s) => s.name).sort()).toEqual(['Ana Lopez', 'Ben Okafor']);
    // Classmates in a class with pseudonyms see a made-up name, never the typed one.
    for (const student of listed) expect(student.pseudonym).not.toBe(student.name);
    // She is greeted by her name.
    const ana = await loginToken(ctx, accounts[0]!.loginId, accounts[0]!.password);
    expect((await api(ctx, 'GET', '/api/auth', ana)).json<UserDto>().name).toBe('Ana Lopez');
  });

  it('still makes accounts by number alone, each with a made-up name', async () => {
    const res = await api(ctx, 'POST', `/api/classes/${klass._id}/roster`, token.teacher, {
      managed: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ManagedAccounts>().accounts[0]!.name).toMatch(/^\S+ \S+ \d+$/);
  });

  it.each([
    ['fewer names than accounts', { managed: 2, names: ['Ana'] }, CLASS_MESSAGES.MANAGED_NAMES],
    ['an empty name', { managed: 1, names: ['  '] }, CLASS_MESSAGES.STUDENT_NAME_REQUIRED],
    [
      'a name too long',
      { managed: 1, names: ['x'.repeat(101)] },
      CLASS_MESSAGES.STUDENT_NAME_TOO_LONG,
    ],
  ])('refuses %s with a 400 and its words, making nothing', async (_, body, message) => {
    const before = (await roster()).students.length;
    const res = await api(ctx, 'POST', `/api/classes/${klass._id}/roster`, token.teacher, body);
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toContain(message);
    expect((await roster()).students).toHaveLength(before);
  });

  it('lets a teacher of the class rename any of its students, pseudonym kept', async () => {
    const before = (await roster()).students;
    const managed = before.find((s) => s.managed)!;
    for (const [student, name] of [
      [managed, 'Olivia Brown'],
      [before.find((s) => s._id === id.student)!, 'Sam Reyes'],
    ] as const) {
      const res = await rename('teacher', student._id, { name: ` ${name}\n` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ _id: student._id, name });
      const after = (await roster()).students.find((s) => s._id === student._id)!;
      expect(after.name).toBe(name);
      expect(after.pseudonym).toBe(student.pseudonym);
    }
    expect((await api(ctx, 'GET', '/api/auth', token.student)).json<UserDto>().name).toBe(
      'Sam Reyes',
    );
  });

  it('lets an admin rename a student of any class', async () => {
    const res = await rename('admin', id.elsewhere!, { name: 'Eli Park' }, other._id);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['another class’s teacher', 'otherTeacher', 403],
    ['a student of the class', 'student', 403],
  ])('refuses %s', async (_, who, status) => {
    const res = await rename(who, id.student!, { name: 'Not Allowed' });
    expect(res.statusCode).toBe(status);
    expect(messages(res.body).length).toBeGreaterThan(0);
    expect((await roster()).students.find((s) => s._id === id.student)!.name).toBe('Sam Reyes');
  });

  it('refuses a student of another class, through her teacher’s own class', async () => {
    const res = await rename('teacher', id.elsewhere!, { name: 'Taken Over' });
    expect(res.statusCode).toBe(404);
    expect(messages(res.body)).toEqual([CLASS_MESSAGES.NOT_A_STUDENT]);
  });

  it.each([
    ['no name', {}, CLASS_MESSAGES.STUDENT_NAME_REQUIRED],
    ['a name of spaces', { name: '   ' }, CLASS_MESSAGES.STUDENT_NAME_REQUIRED],
    ['a name too long', { name: 'y'.repeat(101) }, CLASS_MESSAGES.STUDENT_NAME_TOO_LONG],
    ['a number', { name: 7 }, CLASS_MESSAGES.STUDENT_NAME_REQUIRED],
  ])('refuses %s with a 400 and its words', async (_, body, message) => {
    const res = await rename('teacher', id.student!, body);
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([message]);
  });

  it('refuses the anonymous caller', async () => {
    const res = await api(
      ctx,
      'POST',
      `/api/classes/${klass._id}/roster/${id.student}/name`,
      undefined,
      { name: 'Anyone' },
    );
    expect(res.statusCode).toBe(401);
  });
});
