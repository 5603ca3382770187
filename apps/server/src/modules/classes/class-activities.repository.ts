import type { ClassRole } from '@thoughtful/shared';
import { generateDisplayName } from '../../lib/display-names';
import { newId } from '../../lib/ids';
import type { Db } from '../../db/schema';
import { classIdsStudiedBy, classRoleOf } from './class-membership.repository';
import { newJoinCode } from './join-codes';

/**
 * What the activities of a class need of classes (DESIGN.md §10): the classes' names and states,
 * a teacher's first class, and a student joining the installation's only class. Each is one
 * indexed statement (primary keys, the (user_id, class_id) indexes).
 */

export interface ClassSummaryRow {
  id: string;
  name: string;
  archived: number;
  /** Its follow-ups go live by themselves, each student given at most this many (DESIGN.md §14). */
  auto_follow_ups: number;
  follow_ups_per_student: number;
}

/** These classes' names, whether each is archived, and their follow-up options. */
export function findClassSummaries(
  db: Db,
  classIds: readonly string[],
): Promise<ClassSummaryRow[]> {
  const unique = [...new Set(classIds)];
  if (unique.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('classes')
    .select(['id', 'name', 'archived', 'auto_follow_ups', 'follow_ups_per_student'])
    .where('id', 'in', unique)
    .execute();
}

/** Every class that is not archived, by id (an admin's classes); at most `limit`. */
export async function liveClassIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('classes')
    .select('id')
    .where('archived', '=', 0)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The installation's class when it has exactly one (and it is not archived): a fresh installation
 * with one class behaves as before classes, its students being the class's.
 */
export async function onlyClassId(db: Db): Promise<string | null> {
  const rows = await db.selectFrom('classes').select(['id', 'archived']).limit(2).execute();
  return rows.length === 1 && rows[0]!.archived === 0 ? rows[0]!.id : null;
}

/** The students in no class who were not taken off one: the only class's by default. */
function classlessStudents(db: Db): Promise<{ id: string }[]> {
  return db
    .selectFrom('users')
    .select('id')
    .where('is_student', '=', 1)
    .where((eb) =>
      eb.not(
        eb.or(
          (['class_students', 'removed_students'] as const).map((table) =>
            eb.exists(
              eb
                .selectFrom(table)
                .select(`${table}.user_id`)
                .whereRef(`${table}.user_id`, '=', 'users.id'),
            ),
          ),
        ),
      ),
    )
    .execute();
}

/**
 * A class's students: its roster, and when it is the installation's only class, the students in
 * no class too (they are its students by default, and join its roster with their first
 * completion).
 */
export async function classStudentIds(db: Db, classId: string): Promise<string[]> {
  const roster = await db
    .selectFrom('class_students')
    .select('user_id')
    .where('class_id', '=', classId)
    .execute();
  const ids = roster.map((row) => row.user_id);
  if ((await onlyClassId(db)) !== classId) return ids;
  return [...new Set([...ids, ...(await classlessStudents(db)).map((row) => row.id)])];
}

/**
 * Before another class is made: the students in no class, who until then are the only class's
 * (studentClassIds), are put on its roster, so that a second class does not take the first one's
 * activities from them. Only when it has a live activity, which is what they would lose: classes
 * set up side by side before any lesson take no one. Their ids, and the class's; null when nobody
 * moved.
 */
export async function enrolClasslessStudentsInOnlyClass(
  db: Db,
  now: string,
): Promise<{ classId: string; userIds: string[] } | null> {
  const classId = await onlyClassId(db);
  if (classId === null) return null;
  const live = await db
    .selectFrom('activities')
    .select('id')
    .where('class_id', '=', classId)
    .where('enabled', '=', 1)
    .limit(1)
    .executeTakeFirst();
  if (live === undefined) return null;
  const rows = await classlessStudents(db);
  for (const row of rows) await addClassStudent(db, classId, row.id, now);
  return rows.length === 0 ? null : { classId, userIds: rows.map((row) => row.id) };
}

/** A new class taught by `teacherId` (a teacher's first, made when she makes an activity). */
export async function startClassTaughtBy(
  db: Db,
  teacherId: string,
  name: string,
  now: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('classes')
    .values({
      id,
      name,
      code: newJoinCode(),
      archived: 0,
      pseudonyms: 0,
      created_by: teacherId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('class_teachers')
    .values({ class_id: id, user_id: teacherId, added_at: now })
    .execute();
  return id;
}

/** Puts a student in a class; nothing when she is in it already. */
export async function addClassStudent(
  db: Db,
  classId: string,
  userId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('class_students')
    .values({
      class_id: classId,
      user_id: userId,
      pseudonym: generateDisplayName(),
      joined_at: now,
    })
    .onConflict((oc) => oc.columns(['class_id', 'user_id']).doNothing())
    .execute();
}

/** Which of these members are students of these classes: `${classId} ${userId}` pairs. */
export async function classStudentPairs(
  db: Db,
  classIds: readonly string[],
  userIds: readonly string[],
): Promise<Set<string>> {
  const classes = [...new Set(classIds)];
  const users = [...new Set(userIds)];
  if (classes.length === 0 || users.length === 0) return new Set();
  const rows = await db
    .selectFrom('class_students')
    .select(['class_id', 'user_id'])
    .where('class_id', 'in', classes)
    .where('user_id', 'in', users)
    .execute();
  return new Set(rows.map((row) => `${row.class_id} ${row.user_id}`));
}

/**
 * The classes a student is in. A student in no class, in an installation with exactly one class,
 * unless a teacher took her off a roster, is that class's (a fresh installation with one class behaves as before classes): she sees its
 * activities and joins it with her first completion.
 */
export async function studentClassIds(db: Db, userId: string): Promise<string[]> {
  const ids = await classIdsStudiedBy(db, userId);
  if (ids.length > 0) return ids;
  const only = await onlyClassId(db);
  if (only === null) return [];
  // Taken off a roster by a teacher: in no class means in none.
  const removed = await db
    .selectFrom('removed_students')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return removed === undefined ? [only] : [];
}

/** Marks a student taken off a roster who is now in no class (studentClassIds). */
export async function markRemovedWhenInNoClass(db: Db, userId: string, now: string): Promise<void> {
  if ((await classIdsStudiedBy(db, userId)).length > 0) return;
  await db
    .insertInto('removed_students')
    .values({ user_id: userId, removed_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ removed_at: now }))
    .execute();
}

/**
 * How the actor stands to the class: its teacher, its student (by membership, or as a class-less
 * student of the installation's only class), or neither.
 */
export async function roleInClass(
  db: Db,
  actor: { id: string; is_student: number },
  classId: string,
): Promise<ClassRole | null> {
  const role = await classRoleOf(db, actor.id, classId);
  if (role !== null || actor.is_student !== 1) return role;
  return (await studentClassIds(db, actor.id)).includes(classId) ? 'student' : null;
}
