import type { Db } from '../../db/schema';

/** What the class view reads beside the answers (DESIGN.md §12): its roster, map and questions. */

/** How many students the class's roster holds. */
export async function classStudentCount(db: Db, classId: string): Promise<number> {
  const row = await db
    .selectFrom('class_students')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('class_id', '=', classId)
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
 * The class's placed students as its map has them, those still on its roster only, by the map's
 * primary key and the roster's.
 */
export function classMapRows(db: Db, classId: string): Promise<ClassMapRow[]> {
  return db
    .selectFrom('viewpoint_members as vm')
    .innerJoin('class_students as cs', (join) =>
      join.onRef('cs.user_id', '=', 'vm.user_id').on('cs.class_id', '=', classId),
    )
    .innerJoin('users', 'users.id', 'vm.user_id')
    .select(['vm.user_id', 'users.name', 'users.email', 'vm.x', 'vm.y', 'vm.group_index'])
    .where('vm.scope_key', '=', classId)
    .orderBy('vm.user_id')
    .execute();
}

/** The class's guiding questions: its activities' community topics, each once, in class order. */
export async function classQuestionIds(db: Db, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('activities')
    .select('community_topic')
    .where('class_id', '=', classId)
    .where('community_topic', 'is not', null)
    .orderBy('position')
    .execute();
  return [...new Set(rows.map((row) => row.community_topic!))];
}
