import { sql } from 'kysely';
import type { ClassRow, Db, NewUserRow } from '../../db/schema';

/**
 * Classes, their teachers and their students (DESIGN.md §10). Each read is indexed: classes by id
 * or code, teachers and students by the primary keys (class_id, user_id) or the (user_id,
 * class_id) indexes, activities by (class_id, position), invitations by class_id.
 */

/** Many ids in one statement stay well under either database's limit on parameters. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export function findClass(db: Db, id: string): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findClassByCode(db: Db, code: string): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Classes by exact name, oldest first (the command line names a class by id or name). */
export function findClassesByName(db: Db, name: string): Promise<ClassRow[]> {
  return db
    .selectFrom('classes')
    .selectAll()
    .where('name', '=', name)
    .orderBy('created_at')
    .execute();
}

/** The classes a user teaches, or is a student in, or (admins) every class; oldest first. */
export function listClasses(
  db: Db,
  scope: { teacherId: string } | { studentId: string } | 'all',
  includeArchived: boolean,
): Promise<ClassRow[]> {
  let query = db.selectFrom('classes').selectAll('classes');
  if (scope !== 'all' && 'teacherId' in scope) {
    query = query
      .innerJoin('class_teachers', 'class_teachers.class_id', 'classes.id')
      .where('class_teachers.user_id', '=', scope.teacherId);
  } else if (scope !== 'all') {
    query = query
      .innerJoin('class_students', 'class_students.class_id', 'classes.id')
      .where('class_students.user_id', '=', scope.studentId);
  }
  if (!includeArchived) query = query.where('classes.archived', '=', 0);
  return query.orderBy('classes.created_at').orderBy('classes.id').execute();
}

export interface TeacherRow {
  class_id: string;
  id: string;
  name: string;
}

/** The teachers of these classes, in the order they were added. */
export async function teachersOf(db: Db, classIds: readonly string[]): Promise<TeacherRow[]> {
  const rows: TeacherRow[] = [];
  for (const ids of chunks(classIds)) {
    rows.push(
      ...(await db
        .selectFrom('class_teachers')
        .innerJoin('users', 'users.id', 'class_teachers.user_id')
        .select(['class_teachers.class_id', 'users.id', 'users.name'])
        .where('class_teachers.class_id', 'in', ids)
        .orderBy('class_teachers.added_at')
        .orderBy('users.id')
        .execute()),
    );
  }
  return rows;
}

/** How many students each of these classes has. */
export async function studentCounts(
  db: Db,
  classIds: readonly string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const ids of chunks(classIds)) {
    const rows = await db
      .selectFrom('class_students')
      .select(['class_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('class_id', 'in', ids)
      .groupBy('class_id')
      .execute();
    for (const row of rows) counts.set(row.class_id, Number(row.count));
  }
  return counts;
}

export async function insertClass(db: Db, row: ClassRow): Promise<void> {
  await db.insertInto('classes').values(row).execute();
}

/** A class's own fields a teacher changes. */
export type ClassFields = Pick<
  ClassRow,
  'name' | 'archived' | 'pseudonyms' | 'code' | 'auto_follow_ups' | 'follow_ups_per_student'
>;

export async function updateClass(
  db: Db,
  id: string,
  changes: Partial<ClassFields>,
  now: string,
): Promise<void> {
  await db
    .updateTable('classes')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function isCodeTaken(db: Db, code: string): Promise<boolean> {
  return (await findClassByCode(db, code)) !== undefined;
}

/**
 * Raises the class's `groups_version` (migration 0043): who sees whose work in a class split
 * into groups follows its groups and members, so the keys of kept copies change with them.
 */
export async function raiseGroupsVersion(db: Db, classId: string): Promise<void> {
  await db
    .updateTable('classes')
    .set({ groups_version: sql<number>`groups_version + 1` })
    .where('id', '=', classId)
    .execute();
}

export async function addTeacher(
  db: Db,
  classId: string,
  userId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('class_teachers')
    .values({ class_id: classId, user_id: userId, added_at: now })
    .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
    .execute();
  // A teacher's class content is seen by every group.
  await raiseGroupsVersion(db, classId);
}

export async function removeTeacher(db: Db, classId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('class_teachers')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await raiseGroupsVersion(db, classId);
  return Number(result.numDeletedRows) > 0;
}

export async function teacherCount(db: Db, classId: string): Promise<number> {
  const row = await db
    .selectFrom('class_teachers')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewStudent {
  userId: string;
  pseudonym: string;
}

/** Adds students to a class; those already in it stay as they were. */
export async function addStudents(
  db: Db,
  classId: string,
  students: readonly NewStudent[],
  now: string,
): Promise<void> {
  for (const part of chunks(students)) {
    await db
      .insertInto('class_students')
      .values(
        part.map((s) => ({
          class_id: classId,
          user_id: s.userId,
          pseudonym: s.pseudonym,
          joined_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
      .execute();
  }
}

export async function removeStudent(db: Db, classId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('class_students')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Her work in a split class is then seen by its teachers only.
  await raiseGroupsVersion(db, classId);
  return Number(result.numDeletedRows) > 0;
}

/** Which of these users are students of the class. */
export async function studentsAmong(
  db: Db,
  classId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const ids of chunks(userIds)) {
    const rows = await db
      .selectFrom('class_students')
      .select('user_id')
      .where('class_id', '=', classId)
      .where('user_id', 'in', ids)
      .execute();
    for (const row of rows) found.add(row.user_id);
  }
  return found;
}

export interface AccountRow {
  id: string;
  email: string;
  is_student: number;
  managed: number;
  banned: number;
}

/** The accounts of these e-mails (or login IDs), by e-mail. */
export async function accountsByEmail(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, AccountRow>> {
  const found = new Map<string, AccountRow>();
  for (const part of chunks(emails)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email', 'is_student', 'managed', 'banned'])
      .where('email', 'in', part)
      .execute();
    for (const row of rows) found.set(row.email, row);
  }
  return found;
}

export interface InvitationEntryRow {
  email: string;
  is_teacher: number;
  class_id: string | null;
}

export async function invitationsByEmail(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, InvitationEntryRow>> {
  const found = new Map<string, InvitationEntryRow>();
  for (const part of chunks(emails)) {
    const rows = await db
      .selectFrom('invitations')
      .select(['email', 'is_teacher', 'class_id'])
      .where('email', 'in', part)
      .execute();
    for (const row of rows) found.set(row.email, row);
  }
  return found;
}

/** Puts addresses on the invitation list as students of the class (an entry there moves to it). */
export async function inviteStudents(
  db: Db,
  classId: string,
  emails: readonly string[],
  {
    invitedBy,
    names,
    now,
  }: { invitedBy: string | null; names: Readonly<Record<string, string>>; now: string },
): Promise<void> {
  for (const part of chunks(emails)) {
    await db
      .insertInto('invitations')
      .values(
        part.map((email) => ({
          email,
          is_teacher: 0,
          invited_by: invitedBy,
          class_id: classId,
          name: names[email] ?? null,
          created_at: now,
        })),
      )
      // Listed before (by an admin, another class): this class now, and a name given now.
      .onConflict((oc) =>
        oc.column('email').doUpdateSet((eb) => ({
          class_id: classId,
          name: eb.fn.coalesce('excluded.name', 'invitations.name'),
        })),
      )
      .execute();
  }
}

/** Many managed accounts in one statement per CHUNK. */
export async function insertAccounts(db: Db, rows: readonly NewUserRow[]): Promise<void> {
  for (const part of chunks(rows)) await db.insertInto('users').values(part).execute();
}

export interface RosterRow {
  id: string;
  name: string;
  email: string;
  managed: number;
  pseudonym: string;
  joined_at: string;
  completed: number | string | null;
}

/**
 * A class's students with how many of the class's activities each completed: one statement, the
 * completions counted per student over the class's activities only.
 */
export function rosterOf(db: Db, classId: string): Promise<RosterRow[]> {
  return db
    .selectFrom('class_students')
    .innerJoin('users', 'users.id', 'class_students.user_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.managed',
      'class_students.pseudonym',
      'class_students.joined_at',
      (eb) =>
        eb
          .selectFrom('activity_completions')
          .innerJoin('activities', 'activities.id', 'activity_completions.activity_id')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .where('activities.class_id', '=', classId)
          .whereRef('activity_completions.user_id', '=', 'class_students.user_id')
          .as('completed'),
    ])
    .where('class_students.class_id', '=', classId)
    .orderBy(sql`lower(users.name)`)
    .orderBy('users.id')
    .execute();
}

export async function activityCountOf(db: Db, classId: string): Promise<number> {
  const row = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The addresses invited into the class whose owners have not registered yet. */
export async function invitedNotRegistered(db: Db, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('invitations')
    .leftJoin('users', 'users.email', 'invitations.email')
    .select('invitations.email')
    .where('invitations.class_id', '=', classId)
    .where('users.id', 'is', null)
    .orderBy('invitations.email')
    .execute();
  return rows.map((row) => row.email);
}
