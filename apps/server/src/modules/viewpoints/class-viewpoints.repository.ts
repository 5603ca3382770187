import type { Db } from '../../db/schema';

/**
 * What the class view reads beside the answers (DESIGN.md §12): its roster, map and questions,
 * of one class or of classes read together (a combined scope, issue 43).
 */

/** How many students the classes' rosters hold, each counted once. */
export async function classStudentCount(db: Db, classIds: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('class_students')
    .select((eb) => eb.fn.count('user_id').distinct().as('n'))
    .where('class_id', 'in', [...classIds])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ClassMapRow {
  user_id: string;
  name: string;
  email: string;
  x: number;
  y: number;
  group_index: number | null;
}

/**
 * The scope's placed students as its map has them, those still on one of its classes' rosters
 * only, by the map's primary key and the roster's.
 */
export function classMapRows(
  db: Db,
  scopeKey: string,
  classIds: readonly string[],
): Promise<ClassMapRow[]> {
  return db
    .selectFrom('viewpoint_members as vm')
    .innerJoin('users', 'users.id', 'vm.user_id')
    .select(['vm.user_id', 'users.name', 'users.email', 'vm.x', 'vm.y', 'vm.group_index'])
    .where('vm.scope_key', '=', scopeKey)
    .where('vm.user_id', 'in', (eb) =>
      eb
        .selectFrom('class_students')
        .select('user_id')
        .where('class_id', 'in', [...classIds]),
    )
    .orderBy('vm.user_id')
    .execute();
}

/**
 * The classes' guiding questions: their activities' community topics, each once, class by class
 * in the order given, each in class order.
 */
export async function classQuestionIds(db: Db, classIds: readonly string[]): Promise<string[]> {
  const questions: string[] = [];
  for (const classId of classIds) {
    const rows = await db
      .selectFrom('activities')
      .select('community_topic')
      .where('class_id', '=', classId)
      .where('community_topic', 'is not', null)
      .orderBy('position')
      .execute();
    questions.push(...rows.map((row) => row.community_topic!));
  }
  return [...new Set(questions)];
}
