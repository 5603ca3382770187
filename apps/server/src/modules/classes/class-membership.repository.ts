import type { ClassRole } from '@thoughtful/shared';
import type { Db } from '../../db/schema';

/**
 * Who is in which class (DESIGN.md §10): the reads every module asks of classes, each one indexed
 * statement (the primary keys (class_id, user_id) and the (user_id, class_id) indexes).
 */

/** How `userId` stands to the class: its teacher, its student, or neither (null). */
export async function classRoleOf(
  db: Db,
  userId: string,
  classId: string,
): Promise<ClassRole | null> {
  const teacher = await db
    .selectFrom('class_teachers')
    .select('user_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (teacher) return 'teacher';
  const student = await db
    .selectFrom('class_students')
    .select('user_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return student ? 'student' : null;
}

/** The classes `userId` teaches. */
export async function classIdsTaughtBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('class_teachers')
    .select('class_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.class_id);
}

/** The classes `userId` is a student in. */
export async function classIdsStudiedBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('class_students')
    .select('class_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.class_id);
}

/** The students of a class, by id (a class's counts and plots count these only). */
export async function studentIdsOf(db: Db, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('class_students')
    .select('user_id')
    .where('class_id', '=', classId)
    .execute();
  return rows.map((row) => row.user_id);
}

/** A class's teachers' ids. */
export async function teacherIdsOf(db: Db, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('class_teachers')
    .select('user_id')
    .where('class_id', '=', classId)
    .execute();
  return rows.map((row) => row.user_id);
}
