import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db, UserRow } from '../../db/schema';

/** A reader as the scope needs her: who, and whether an admin. */
export type Reader = Pick<UserRow, 'id' | 'is_admin'>;
import { classRoleOf } from './class-membership.repository';

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
   * The scope as a key of kept answers: the same key is the same answer. Read per request, so a
   * member who joins or leaves a class gets another key at once, on every server.
   */
  key: string;
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
  key: '',
};
const ADMIN_SCOPE: ContentScope = { all: true, classIds: [], pseudonymClassIds: [], key: '*' };

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
  const key =
    pseudonymClassIds.length === 0
      ? classIds.join(',')
      : `${classIds.join(',')}~${pseudonymClassIds.join(',')}`;
  return { all: false, classIds, pseudonymClassIds, key };
}

const classesOfReader = compiledOnce((db: Db, userId: string) =>
  db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.id', 'class_students.class_id')
    .select([
      'class_students.class_id as class_id',
      'classes.pseudonyms as pseudonyms',
      sql<string>`'student'`.as('role'),
    ])
    .where('class_students.user_id', '=', userId)
    .unionAll(
      db
        .selectFrom('class_teachers')
        .select([
          'class_teachers.class_id as class_id',
          sql<number>`0`.as('pseudonyms'),
          sql<string>`'teacher'`.as('role'),
        ])
        .where('class_teachers.user_id', '=', userId),
    ),
);

/** Whether content of `classId` (null: public) is the scope's to see. */
export function inScope(scope: ContentScope, classId: string | null): boolean {
  return classId === null || scope.all || scope.classIds.includes(classId);
}

/**
 * The condition that content is the scope's to see, on a `class_id` column (`ideas.class_id`,
 * `idea_scales.class_id`); for a query, not compiled once (the list of classes varies).
 */
export function visibleIn(scope: ContentScope, column: string): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  if (scope.all) return sql<SqlBool>`1 = 1`;
  if (scope.classIds.length === 0) return sql<SqlBool>`${ref} is null`;
  return sql<SqlBool>`(${ref} is null or ${ref} in (${sql.join([...scope.classIds])}))`;
}

/**
 * What an inTell's page shows beside public content (its links and key points): a class's
 * inTell its own class's (the class id; '' names none), a public inTell read by a member of
 * classes her scope's, so a class sees its own links to a public question and no one else does.
 */
export type PageView = string | ContentScope;

/** The condition that content is shown on a page of this view, on a `class_id` column. */
export function visibleOnPage(view: PageView, column: string): RawBuilder<SqlBool> {
  if (typeof view !== 'string') return visibleIn(view, column);
  const ref = sql.ref(column);
  // A value, not a list: a query compiled once takes the class as an argument.
  return sql<SqlBool>`(${ref} is null or ${ref} = ${view})`;
}

/**
 * Whether `reader` may see content of `classId` (null: public): one indexed read, and only for
 * class content (an inTell's address, its notes).
 */
export async function mayReadClassContent(
  db: Db,
  reader: Reader,
  classId: string | null,
): Promise<boolean> {
  if (classId === null || reader.is_admin) return true;
  return (await classRoleOf(db, reader.id, classId)) !== null;
}
