import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/**
 * Small groups inside a class (migration 0041): `class_groups` by `(class_id, name)`, a student's
 * group on her roster row, read by the roster's key or `(class_id, group_id)`.
 */

export interface ClassGroupRow {
  id: string;
  name: string;
}

/** The class's groups, by name. */
export function groupsOf(db: Db, classId: string): Promise<ClassGroupRow[]> {
  return db
    .selectFrom('class_groups')
    .select(['id', 'name'])
    .where('class_id', '=', classId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The students of the class who are in a group, in the roster's order (by name). */
export function groupedStudentsOf(
  db: Db,
  classId: string,
): Promise<{ user_id: string; group_id: string | null }[]> {
  return db
    .selectFrom('class_students')
    .innerJoin('users', 'users.id', 'class_students.user_id')
    .select(['class_students.user_id', 'class_students.group_id'])
    .where('class_students.class_id', '=', classId)
    .where('class_students.group_id', 'is not', null)
    .orderBy(sql`lower(users.name)`)
    .orderBy('users.id')
    .execute();
}

/** Every student of the class with her group (null: none), by the roster's key. */
export async function studentGroupsOf(
  db: Db,
  classId: string,
): Promise<Map<string, string | null>> {
  const rows = await db
    .selectFrom('class_students')
    .select(['user_id', 'group_id'])
    .where('class_id', '=', classId)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.group_id]));
}

/**
 * How a student stands in the class's groups: `undefined` when she is not its student, else her
 * group's id, null for none. One read by the roster's primary key.
 */
export async function groupOfStudent(
  db: Db,
  classId: string,
  userId: string,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('class_students')
    .select('group_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined ? undefined : row.group_id;
}

export function findGroup(db: Db, classId: string, groupId: string) {
  return db
    .selectFrom('class_groups')
    .select(['id', 'name'])
    .where('class_id', '=', classId)
    .where('id', '=', groupId)
    .executeTakeFirst();
}

export async function insertGroups(
  db: Db,
  classId: string,
  groups: readonly ClassGroupRow[],
  now: string,
): Promise<void> {
  if (groups.length === 0) return;
  await db
    .insertInto('class_groups')
    .values(groups.map((group) => ({ ...group, class_id: classId, created_at: now })))
    .execute();
}

export async function renameGroup(db: Db, groupId: string, name: string): Promise<void> {
  await db.updateTable('class_groups').set({ name }).where('id', '=', groupId).execute();
}

/** The group goes; its students are in none. */
export async function deleteGroup(db: Db, classId: string, groupId: string): Promise<void> {
  await db
    .updateTable('class_students')
    .set({ group_id: null })
    .where('class_id', '=', classId)
    .where('group_id', '=', groupId)
    .execute();
  await db.deleteFrom('class_groups').where('id', '=', groupId).execute();
}

/** Every group of the class goes; its students are in none. */
export async function deleteGroupsOf(db: Db, classId: string): Promise<void> {
  await db
    .updateTable('class_students')
    .set({ group_id: null })
    .where('class_id', '=', classId)
    .where('group_id', 'is not', null)
    .execute();
  await db.deleteFrom('class_groups').where('class_id', '=', classId).execute();
}

/** Puts these students of the class in the group (null: in none). */
export async function setStudentsGroup(
  db: Db,
  classId: string,
  userIds: readonly string[],
  groupId: string | null,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('class_students')
    .set({ group_id: groupId })
    .where('class_id', '=', classId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

/** The names of the groups `userId` is in, by class: one read by the roster's user index. */
export async function groupNamesOfStudent(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('class_students')
    .innerJoin('class_groups', 'class_groups.id', 'class_students.group_id')
    .select(['class_students.class_id', 'class_groups.name'])
    .where('class_students.user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.class_id, row.name]));
}

/** The group's name of each student of the class who is in one (a teacher's answers view). */
export async function groupNamesIn(db: Db, classId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('class_students')
    .innerJoin('class_groups', 'class_groups.id', 'class_students.group_id')
    .select(['class_students.user_id', 'class_groups.name'])
    .where('class_students.class_id', '=', classId)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.name]));
}
