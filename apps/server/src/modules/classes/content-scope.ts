import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db, UserRow } from '../../db/schema';

/** A reader as the scope needs her: who, and whether an admin. */
export type Reader = Pick<UserRow, 'id' | 'is_admin'>;

/**
 * Whose class content a reader may see (DESIGN.md §10 'Privacy'): what a student makes in a class
 * is seen by that class's students and teachers and by admins, and by no one else
 * (docs/decisions/2026-11-28-classes.md 'Privacy and pseudonyms').
 */
export interface ContentScope {
  /** Admins see every class's content. */
  all: boolean;
  /** The classes whose content the reader sees: those she teaches or is a student in. */
  classIds: readonly string[];
  /** Of those, the classes whose students she sees under pseudonyms (her own, as a student). */
  pseudonymClassIds: readonly string[];
  /**
   * Of those, the classes split into groups where she is a student (not a teacher), with her
   * group in each (null: none): there she sees only the work of her group (`authorSeenIn`).
   */
  groupPlaces: readonly GroupPlace[];
  /**
   * The scope as a key of kept answers: the same key is the same answer. Read per request, so a
   * member who joins or leaves a class gets another key at once, on every server.
   */
  key: string;
}

/**
 * A student's place in a class split into groups: her group, null for none (the students in no
 * group see each other). `version` is the class's `groups_version`, raised by every change of who
 * is in which group, so kept copies of what she reads are kept per version (migration 0043).
 */
export interface GroupPlace {
  classId: string;
  groupId: string | null;
  version: number;
}

/**
 * The name a classmate sees for a poster who has left a class with pseudonyms: her pseudonym went
 * with her roster row, and her real name must not take its place.
 */
export const FORMER_CLASSMATE = 'Former classmate';

/** What anyone sees: public content only. */
export const PUBLIC_SCOPE: ContentScope = {
  all: false,
  classIds: [],
  pseudonymClassIds: [],
  groupPlaces: [],
  key: '',
};
const ADMIN_SCOPE: ContentScope = {
  all: true,
  classIds: [],
  pseudonymClassIds: [],
  groupPlaces: [],
  key: '*',
};

/**
 * The reader's scope: one indexed statement (the (user_id, class_id) indexes of both member
 * tables), none for an admin.
 */
export async function contentScopeOf(db: Db, reader: Reader): Promise<ContentScope> {
  if (reader.is_admin) return ADMIN_SCOPE;
  const rows = await classesOfReader(db, reader.id);
  if (rows.length === 0) return PUBLIC_SCOPE;
  const classIds = [...new Set(rows.map((row) => row.class_id))].sort();
  // A teacher of a class sees its students' real names even if she is also one of its students.
  const teaching = new Set(rows.filter((row) => row.role === 'teacher').map((row) => row.class_id));
  const pseudonymClassIds = rows
    .filter((row) => row.role === 'student' && Number(row.pseudonyms) === 1)
    .map((row) => row.class_id)
    .filter((id) => !teaching.has(id))
    .sort();
  const groupPlaces = rows
    .filter((row) => row.role === 'student' && isTrue(row.split) && !teaching.has(row.class_id))
    .map((row) => ({
      classId: row.class_id,
      groupId: row.group_id,
      version: Number(row.groups_version),
    }))
    .sort((a, b) => (a.classId < b.classId ? -1 : a.classId > b.classId ? 1 : 0));
  let key =
    pseudonymClassIds.length === 0
      ? classIds.join(',')
      : `${classIds.join(',')}~${pseudonymClassIds.join(',')}`;
  if (groupPlaces.length > 0) key += `@${groupPlaces.map(placeKey).join(',')}`;
  return { all: false, classIds, pseudonymClassIds, groupPlaces, key };
}

/** A group place as part of a key: the same key, the same group at the same version. */
export function placeKey(place: GroupPlace): string {
  return `${place.classId}:${place.groupId ?? '-'}:${place.version}`;
}

function isTrue(value: number | boolean | string | null): boolean {
  return value === true || Number(value) === 1;
}

const classesOfReader = compiledOnce((db: Db, userId: string) =>
  db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .select([
      'class_students.class_id as class_id',
      'classes.pseudonyms as pseudonyms',
      sql<string>`'student'`.as('role'),
      'class_students.group_id as group_id',
      'classes.groups_version as groups_version',
      // Split: the class has a group (its (class_id, lower(name)) index); else no group scopes.
      sql<number>`case when exists (select 1 from class_groups where class_groups.class_id = class_students.class_id) then 1 else 0 end`.as(
        'split',
      ),
    ])
    .where('class_students.user_id', '=', userId)
    .unionAll(
      db
        .selectFrom('class_teachers')
        .select([
          'class_teachers.class_id as class_id',
          sql<number>`0`.as('pseudonyms'),
          sql<string>`'teacher'`.as('role'),
          sql<string | null>`null`.as('group_id'),
          sql<number>`0`.as('groups_version'),
          sql<number>`0`.as('split'),
        ])
        .where('class_teachers.user_id', '=', userId),
    ),
);

/**
 * Whether content of `classId` (null: public) is the scope's to see, as far as its class tells:
 * in a class split into groups, `authorSeenIn` says whether its author's group is the reader's.
 */
export function inScope(scope: ContentScope, classId: string | null): boolean {
  return classId === null || scope.all || scope.classIds.includes(classId);
}

/** The reader's place in a split class, if she reads that class's content by group. */
export function groupPlaceIn(scope: ContentScope, classId: string | null): GroupPlace | undefined {
  if (classId === null) return undefined;
  return scope.groupPlaces.find((place) => place.classId === classId);
}

/**
 * The condition that class content of `place`'s class by the member `author` (a reference to a
 * user id column, or a value) is seen from that place: its author is now a teacher of the class
 * or a student of the reader's group (of none, for a reader in none). Two primary-key probes
 * ((class_id, user_id) of the roster and of the teachers) per row.
 */
export function authorSeenFrom(
  place: GroupPlace,
  author: RawBuilder<unknown>,
): RawBuilder<SqlBool> {
  const group =
    place.groupId === null
      ? sql`group_author.group_id is null`
      : sql`group_author.group_id = ${place.groupId}`;
  return sql<SqlBool>`(exists (select 1 from class_students as group_author where group_author.class_id = ${place.classId} and group_author.user_id = ${author} and ${group}) or exists (select 1 from class_teachers as group_teacher where group_teacher.class_id = ${place.classId} and group_teacher.user_id = ${author}))`;
}

/** Whether `authorId`'s content in `place`'s class is seen from that place (one statement). */
export async function authorSeenIn(db: Db, place: GroupPlace, authorId: string): Promise<boolean> {
  const { rows } = await sql<{ seen: number | boolean }>`select ${authorSeenFrom(
    place,
    sql`${authorId}`,
  )} as seen`.execute(db);
  return isTrue(rows[0]?.seen ?? 0);
}

/**
 * The condition that a row of `table` (its `class_id` and `user_id`: `ideas`, `idea_scales`) is
 * the scope's to see: public, of a class she sees whole, or of a class split into groups by a
 * member her place there sees (`authorSeenFrom`). For a query, not compiled once (the list of
 * classes varies).
 */
export function visibleIn(scope: ContentScope, table: string): RawBuilder<SqlBool> {
  const ref = sql.ref(`${table}.class_id`);
  if (scope.all) return sql<SqlBool>`1 = 1`;
  if (scope.classIds.length === 0) return sql<SqlBool>`${ref} is null`;
  const placed = new Set(scope.groupPlaces.map((place) => place.classId));
  const whole = scope.classIds.filter((id) => !placed.has(id));
  const parts = [sql`${ref} is null`];
  if (whole.length > 0) parts.push(sql`${ref} in (${sql.join(whole)})`);
  const author = sql.ref(`${table}.user_id`);
  for (const place of scope.groupPlaces) {
    parts.push(sql`(${ref} = ${place.classId} and ${authorSeenFrom(place, author)})`);
  }
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * What an inTell's page shows beside public content (its links and key points): a class's
 * inTell its own class's (the class id; '' names none), a public inTell read by a member of
 * classes her scope's, so a class sees its own links to a public question and no one else does.
 * A student of a class split into groups reads its inTells with a scope of that class and her
 * place in it (`classPageScope`), so she sees her group's links and key points only.
 */
export type PageView = string | ContentScope;

/** The condition that content of `table` (`class_id`, `user_id`) is shown on a page of this view. */
export function visibleOnPage(view: PageView, table: string): RawBuilder<SqlBool> {
  if (typeof view !== 'string') return visibleIn(view, table);
  const ref = sql.ref(`${table}.class_id`);
  // A value, not a list: a query compiled once takes the class as an argument.
  return sql<SqlBool>`(${ref} is null or ${ref} = ${view})`;
}

/** The view of a class's inTell from a student's place in it, the class split into groups. */
export function classPageScope(place: GroupPlace, pseudonyms: boolean): ContentScope {
  return {
    all: false,
    classIds: [place.classId],
    pseudonymClassIds: pseudonyms ? [place.classId] : [],
    groupPlaces: [place],
    key: `${place.classId}@${placeKey(place)}`,
  };
}

/**
 * Whether `reader` may see content of `classId` (null: public) made by `authorId`: one indexed
 * read, and only for class content (an inTell's address, its notes); a second for a student of a
 * class split into groups (the author's group: `authorSeenFrom`).
 */
export async function mayReadClassContent(
  db: Db,
  reader: Reader,
  classId: string | null,
  authorId: string,
): Promise<boolean> {
  if (classId === null || reader.is_admin) return true;
  const place = await groupPlaceOf(db, reader.id, classId);
  if (place === null) return false;
  return place === 'whole' || (await authorSeenIn(db, place, authorId));
}

/**
 * How `userId` sees a class's content: not at all (null), whole (a teacher, or a student of a
 * class not split into groups), or from her place in its groups. Primary-key reads.
 */
export async function groupPlaceOf(
  db: Db,
  userId: string,
  classId: string,
): Promise<GroupPlace | 'whole' | null> {
  const teacher = await db
    .selectFrom('class_teachers')
    .select('user_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (teacher !== undefined) return 'whole';
  const row = await db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .select([
      'class_students.group_id',
      'classes.groups_version',
      sql<number>`case when exists (select 1 from class_groups where class_groups.class_id = classes.id) then 1 else 0 end`.as(
        'split',
      ),
    ])
    .where('class_students.class_id', '=', classId)
    .where('class_students.user_id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) return null;
  if (!isTrue(row.split)) return 'whole';
  return { classId, groupId: row.group_id, version: Number(row.groups_version) };
}

/**
 * Of these inTells, those the reader's scope does not see because of groups (a follow-up given
 * before her class was split, naming an inTell of a student now in another group): one
 * primary-key read of them, none for a reader with no place in a split class.
 */
export async function ideasUnseenByGroup(
  db: Db,
  scope: ContentScope,
  ideaIds: readonly string[],
): Promise<Set<string>> {
  if (scope.groupPlaces.length === 0 || ideaIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('ideas')
    .select([
      'ideas.id',
      sql<number>`case when ${visibleIn(scope, 'ideas')} then 1 else 0 end`.as('seen'),
    ])
    .where('ideas.id', 'in', [...new Set(ideaIds)])
    .execute();
  return new Set(rows.filter((row) => Number(row.seen) !== 1).map((row) => row.id));
}
