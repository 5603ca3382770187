import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/schema';
import { AGGREGATES_COLUMNS, IDEA_SCALE_COLUMNS, type IdeaScaleRow } from '../interpretations';

type AggregatesColumn = (typeof AGGREGATES_COLUMNS)[number];

/** The keys of an interpretation row as `IDEA_SCALE_COLUMNS` names them ('users.name as user_name' → 'user_name'). */
const IDEA_SCALE_KEYS = IDEA_SCALE_COLUMNS.map((column) => column.split(/\.| as /).at(-1)!);

/**
 * What every inTell read takes fresh, in one query (one round trip): the inTell's kept version,
 * which says whether a kept public part still holds; the inTell's
 * aggregates row as stored (`storedAggregatesOf` reads it), which the kept part leaves out; and
 * the viewer's own interpretation, if any (by its primary key, (idea_id, user_id)); and whether
 * the viewer is in any class (the member tables' (user_id, class_id) indexes), so a member of none
 * pays no more. Undefined for an unknown inTell.
 */
export async function findFreshIdeaParts(db: Db, id: string, viewerId: string) {
  const [row] = await freshIdeaParts(db, id, viewerId);
  if (row === undefined) return undefined;
  const aggregatesRow = pick(row, AGGREGATES_COLUMNS) as Pick<typeof row, AggregatesColumn>;
  // The left join gives null columns when the viewer has none; with a row, they are its own.
  const mine =
    row.user_id === null ? undefined : (pick(row, IDEA_SCALE_KEYS) as unknown as IdeaScaleRow);
  return {
    keptVersion: Number(row.kept_version),
    /** The inTell's class (null: public): who may read it, and what its page shows. */
    classId: row.class_id,
    /** Who posted it: under a pseudonym, she alone reads her own id on its page. */
    posterId: row.poster_id,
    /** Whether the viewer teaches or is in any class (her view of a public inTell is her classes'). */
    viewerInClasses: Number(row.viewer_in_classes) === 1,
    aggregatesRow,
    mine,
  };
}

/** The named columns of a row, in the order named. */
function pick(row: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) picked[key] = row[key];
  return picked;
}

const freshIdeaParts = compiledOnce((db: Db, id: string, viewerId: string) =>
  db
    .selectFrom('ideas')
    .leftJoin('idea_scale_aggregates', 'idea_scale_aggregates.idea_id', 'ideas.id')
    .leftJoin('idea_scales', (join) =>
      join.onRef('idea_scales.idea_id', '=', 'ideas.id').on('idea_scales.user_id', '=', viewerId),
    )
    .leftJoin('users', 'users.id', 'idea_scales.user_id')
    // Named, not `idea_scale_aggregates.*`: a query compiled once names its columns (`columnsOf`).
    // No name of the one list is in the other.
    .select(AGGREGATES_COLUMNS.map((column) => `idea_scale_aggregates.${column}` as const))
    .select(IDEA_SCALE_COLUMNS)
    .select(['ideas.kept_version', 'ideas.class_id', 'ideas.user_id as poster_id'])
    .select(
      sql<number>`case when exists (select 1 from class_students where class_students.user_id = ${viewerId}) or exists (select 1 from class_teachers where class_teachers.user_id = ${viewerId}) then 1 else 0 end`.as(
        'viewer_in_classes',
      ),
    )
    .where('ideas.id', '=', id),
);
