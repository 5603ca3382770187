import type {
  ActivityDto,
  ClassDto,
  CreateActivityPayload,
  UpdateActivityPayload,
} from '@thoughtful/shared';
import { formatJoinCode } from '@thoughtful/shared';
import { expect } from 'vitest';
import { createActivity, goLive, updateActivity } from './activity-helpers';
import { createUser, loginToken } from './auth-helpers';
import { api, createIdea, simpleIdea } from './content-helpers';
import { makeClass } from './class-helpers';
import type { TestContext } from './test-app';

/**
 * Shared set-ups of the class tests: the callers a route is tried by, two classes their
 * students joined by code, and a class with a guiding question for activities to be answered in.
 */

type UserOptions = Parameters<typeof createUser>[2];

/**
 * The callers of the classes routes, each signed up as `<name lower-cased>@example.org` and
 * signed in: an admin, a teacher, another teacher, a student of the teacher's class and one of
 * the other teacher's (`joinTwoClasses`).
 */
export const CLASS_CALLERS = [
  ['admin', { student: false, admin: true }],
  ['teacher', { student: false }],
  ['otherTeacher', { student: false }],
  ['student', { student: true }],
  ['elsewhere', { student: true }],
] as const satisfies readonly (readonly [string, UserOptions])[];

/** Signs each caller up and in, in order, writing its id and token under its name. */
export async function signInCallers(
  ctx: TestContext,
  callers: readonly (readonly [string, UserOptions])[],
  id: Record<string, string>,
  token: Record<string, string>,
): Promise<void> {
  for (const [name, options] of callers) {
    id[name] = await createUser(ctx, `${name.toLowerCase()}@example.org`, options);
    token[name] = await loginToken(ctx, `${name.toLowerCase()}@example.org`);
  }
}

/**
 * The teacher's class and the other teacher's, made through the API; the student joins the first
 * with its code as `typed` writes it (formatted by default), `elsewhere` joins the second.
 */
export async function joinTwoClasses(
  ctx: TestContext,
  token: Record<string, string>,
  names: { klass: string; other: string },
  typed: (code: string) => string = formatJoinCode,
): Promise<{ klass: ClassDto; other: ClassDto }> {
  const made = await api(ctx, 'POST', '/api/classes', token.teacher, { name: names.klass });
  expect(made.statusCode, made.body).toBe(201);
  const klass = made.json<ClassDto>();
  const other = (
    await api(ctx, 'POST', '/api/classes', token.otherTeacher, { name: names.other })
  ).json<ClassDto>();
  const joined = await api(ctx, 'POST', '/api/classes/join', token.student, {
    code: typed(klass.code!),
  });
  expect(joined.statusCode, joined.body).toBe(200);
  await api(ctx, 'POST', '/api/classes/join', token.elsewhere, { code: other.code });
  return { klass, other };
}

/** A class whose teacher asks a guiding question, and its students answering her activities. */
export interface QuestionClass<Name extends string> {
  ids: Record<Name, string>;
  t: Record<Name, string>;
  classId: string;
  /** The inTell the teacher asks about ('Phones belong in lockers'). */
  question: string;
  /** An activity of the class, made by its teacher and put live. */
  live(body: CreateActivityPayload): Promise<ActivityDto>;
  /** A student's completion of an activity, which must be accepted. */
  complete(who: Name, activityId: string, body: UpdateActivityPayload): Promise<void>;
}

/**
 * Teachers then students signed up (`<name>@example.org`) and in, in order; 'Alpha 7B' taught by
 * the first teacher with every student on its roster; her guiding question.
 */
export async function classWithQuestion<T extends string, S extends string>(
  ctx: TestContext,
  teachers: readonly [T, ...T[]],
  students: readonly S[],
): Promise<QuestionClass<T | S>> {
  type Name = T | S;
  const ids = {} as Record<Name, string>;
  const t = {} as Record<Name, string>;
  for (const name of teachers)
    ids[name] = await createUser(ctx, `${name}@example.org`, { student: false });
  for (const name of students) ids[name] = await createUser(ctx, `${name}@example.org`);
  for (const name of [...teachers, ...students])
    t[name] = await loginToken(ctx, `${name}@example.org`);
  const teacher = teachers[0];
  const classId = await makeClass(
    ctx,
    'Alpha 7B',
    [ids[teacher]],
    students.map((name) => ids[name]),
  );
  const question = (
    await createIdea(ctx, t[teacher], simpleIdea({ myContent: 'Phones belong in lockers' }))
  )._id;
  return {
    ids,
    t,
    classId,
    question,
    async live(body) {
      const created = await createActivity(ctx, t[teacher], { classId, ...body });
      await goLive(ctx, t[teacher], created._id);
      return created;
    },
    async complete(who, activityId, body) {
      const res = await updateActivity(ctx, t[who], activityId, {
        studentIDCompleted: ids[who],
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}
