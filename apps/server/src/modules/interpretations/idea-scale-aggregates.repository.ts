import { sql, type Selectable } from 'kysely';
import {
  AGGREGATE_HISTOGRAM,
  emptyIdeaScaleAggregates,
  SCALE_NAMES,
  updateIdeaScaleAggregates,
  type IdeaScaleAggregates,
  type ScaleName,
} from '@thoughtful/shared';
import { columnsOf, compiledOnce } from '../../db/compiled-once';
import type { AggregateScaleColumn, Db, IdeaScaleAggregatesTable } from '../../db/schema';
import type { ContentScope, GroupPlace } from '../classes';
import { storedScaleValues } from './stored-scale-values';

/**
 * An inTell's stored aggregates (DESIGN.md §6, migrations 0010 and 0032), kept up to date in the
 * transaction of each interpretation: one row per inTell of the interpretations made outside
 * classes (`idea_scale_aggregates`, read with the inTell), and one per inTell and class of those made in
 * the class (`class_idea_scale_aggregates`), which only the class's scope counts (DESIGN.md §10).
 */

const COLUMN_OF: Record<ScaleName, AggregateScaleColumn> = {
  emotion: 'emotion',
  authorIntent: 'author_intent',
  sound: 'sound',
  score: 'score',
  goodFaith: 'good_faith',
  heartOfIssue: 'heart_of_issue',
  supportLevel: 'support_level',
};

export interface StoredScaleAggregates {
  /** Interpretations of the inTell, skipped ones included. */
  count: number;
  aggregates: IdeaScaleAggregates;
}

type AggregatesRow = Selectable<IdeaScaleAggregatesTable>;

/** The columns of one scale's aggregates. */
function scaleColumns<S extends AggregateScaleColumn>(scale: S) {
  return [
    `${scale}_count`,
    `${scale}_sum`,
    `${scale}_sum_of_squares`,
    `${scale}_histogram`,
  ] as const;
}

/**
 * The aggregates row, column by column: queries compiled once name their columns
 * (`columnsOf`), and the inTell read's fresh parts select these too.
 */
export const AGGREGATES_COLUMNS = columnsOf<AggregatesRow>()([
  'idea_id',
  'interpretation_count',
  ...scaleColumns('emotion'),
  ...scaleColumns('author_intent'),
  ...scaleColumns('sound'),
  ...scaleColumns('score'),
  ...scaleColumns('good_faith'),
  ...scaleColumns('heart_of_issue'),
  ...scaleColumns('support_level'),
]);

/** A stored histogram; anything but 47 whole non-negative counts is a broken row. */
function parseHistogram(text: string, where: string): number[] {
  const parsed: unknown = JSON.parse(text);
  if (
    !Array.isArray(parsed) ||
    parsed.length !== AGGREGATE_HISTOGRAM.BINS ||
    !parsed.every((n) => Number.isInteger(n) && (n as number) >= 0)
  ) {
    throw new Error(`The stored histogram ${where} is not ${AGGREGATE_HISTOGRAM.BINS} counts`);
  }
  return parsed as number[];
}

function fromRow(row: AggregatesRow): StoredScaleAggregates {
  const aggregates = emptyIdeaScaleAggregates();
  for (const name of SCALE_NAMES) {
    const column = COLUMN_OF[name];
    aggregates[name] = {
      count: Number(row[`${column}_count`]),
      sum: Number(row[`${column}_sum`]),
      sumOfSquares: Number(row[`${column}_sum_of_squares`]),
      histogram: parseHistogram(row[`${column}_histogram`], `${column} of ${row.idea_id}`),
    };
  }
  return { count: Number(row.interpretation_count), aggregates };
}

function toColumns({ count, aggregates }: StoredScaleAggregates) {
  const columns: Record<string, number | string> = { interpretation_count: count };
  for (const name of SCALE_NAMES) {
    const column = COLUMN_OF[name];
    const aggregate = aggregates[name];
    columns[`${column}_count`] = aggregate.count;
    columns[`${column}_sum`] = aggregate.sum;
    columns[`${column}_sum_of_squares`] = aggregate.sumOfSquares;
    columns[`${column}_histogram`] = JSON.stringify(aggregate.histogram);
  }
  return columns as Omit<AggregatesRow, 'idea_id'>;
}

/** An inTell's aggregates as a row of their table (a bulk insert's, in the benchmarks). */
export function ideaScaleAggregatesRow(ideaId: string, stored: StoredScaleAggregates) {
  return { idea_id: ideaId, ...toColumns(stored) };
}

const EMPTY: StoredScaleAggregates = { count: 0, aggregates: emptyIdeaScaleAggregates() };

/**
 * Locks an inTell's aggregates row for the caller's transaction, creating it when the inTell has
 * none yet, and answers it. One statement: an insert that, on the existing row, sets a column to
 * itself; PostgreSQL locks that row until the transaction ends, so concurrent interpretations
 * of one inTell take turns here and none is lost (SQLite runs one write transaction at a time).
 */
export async function lockIdeaScaleAggregates(
  db: Db,
  ideaId: string,
): Promise<StoredScaleAggregates> {
  const row = await db
    .insertInto('idea_scale_aggregates')
    .values({ idea_id: ideaId, ...toColumns(EMPTY) })
    .onConflict((oc) =>
      oc.column('idea_id').doUpdateSet({
        interpretation_count: sql<number>`idea_scale_aggregates.interpretation_count`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return fromRow(row);
}

/** Writes an inTell's aggregates; the caller holds the row's lock (`lockIdeaScaleAggregates`). */
export async function writeIdeaScaleAggregates(
  db: Db,
  ideaId: string,
  stored: StoredScaleAggregates,
): Promise<void> {
  await db
    .updateTable('idea_scale_aggregates')
    .set(toColumns(stored))
    .where('idea_id', '=', ideaId)
    .execute();
}

// An inTell's aggregates as `IdeasService.get` answers them: compiled once (the inTell read takes
// them with its fresh parts, `findFreshIdeaParts`).
const aggregatesRow = compiledOnce((db: Db, ideaId: string) =>
  db.selectFrom('idea_scale_aggregates').select(AGGREGATES_COLUMNS).where('idea_id', '=', ideaId),
);

/**
 * An aggregates row read by another module's query (the inTell read's fresh parts), as stored
 * figures; those of no interpretations when the inTell has no row yet (its columns are null).
 */
export function storedAggregatesOf(row: {
  [K in keyof AggregatesRow]: AggregatesRow[K] | null;
}): StoredScaleAggregates {
  return row.idea_id === null
    ? { count: 0, aggregates: emptyIdeaScaleAggregates() }
    : fromRow(row as AggregatesRow);
}

/** An inTell's aggregates as they stand; those of no interpretations when it has none. */
export async function readIdeaScaleAggregates(
  db: Db,
  ideaId: string,
): Promise<StoredScaleAggregates> {
  const [row] = await aggregatesRow(db, ideaId);
  return row ? fromRow(row) : { count: 0, aggregates: emptyIdeaScaleAggregates() };
}

/**
 * Locks a class's aggregates row of an inTell for the caller's transaction (created when it has
 * none yet), as `lockIdeaScaleAggregates` does the public one; callers hold that one first.
 */
export async function lockClassIdeaScaleAggregates(
  db: Db,
  ideaId: string,
  classId: string,
): Promise<StoredScaleAggregates> {
  const row = await db
    .insertInto('class_idea_scale_aggregates')
    .values({ idea_id: ideaId, class_id: classId, ...toColumns(EMPTY) })
    .onConflict((oc) =>
      oc.columns(['idea_id', 'class_id']).doUpdateSet({
        interpretation_count: sql<number>`class_idea_scale_aggregates.interpretation_count`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return fromRow(row);
}

/** Writes a class's aggregates of an inTell; the caller holds its lock. */
export async function writeClassIdeaScaleAggregates(
  db: Db,
  ideaId: string,
  classId: string,
  stored: StoredScaleAggregates,
): Promise<void> {
  await db
    .updateTable('class_idea_scale_aggregates')
    .set(toColumns(stored))
    .where('idea_id', '=', ideaId)
    .where('class_id', '=', classId)
    .execute();
}

/** Two sets of figures as one: counts, sums and histograms add up. */
export function addStoredAggregates(
  a: StoredScaleAggregates,
  b: StoredScaleAggregates,
): StoredScaleAggregates {
  const aggregates = emptyIdeaScaleAggregates();
  for (const name of SCALE_NAMES) {
    const x = a.aggregates[name];
    const y = b.aggregates[name];
    aggregates[name] = {
      count: x.count + y.count,
      sum: x.sum + y.sum,
      sumOfSquares: x.sumOfSquares + y.sumOfSquares,
      histogram: x.histogram.map((n, i) => n + (y.histogram[i] ?? 0)),
    };
  }
  return { count: a.count + b.count, aggregates };
}

/**
 * The class rows of an inTell's aggregates the scope counts (its classes'; an admin's, every
 * class's), as the stored rows' text and figures: by the (idea_id, class_id) key, and no
 * statement at all for a reader in no class.
 */
export async function classAggregatesIn(
  db: Db,
  ideaId: string,
  scope: ContentScope,
): Promise<{ signature: string; stored: StoredScaleAggregates[] }> {
  if (!scope.all && scope.classIds.length === 0) return { signature: '', stored: [] };
  // A class split into groups counts her group's only: summed on read (`groupAggregates`).
  const placed = new Set(scope.groupPlaces.map((place) => place.classId));
  const whole = scope.classIds.filter((id) => !placed.has(id));
  let query = db
    .selectFrom('class_idea_scale_aggregates')
    .selectAll()
    .where('idea_id', '=', ideaId)
    .orderBy('class_id');
  if (!scope.all) query = query.where('class_id', 'in', whole);
  const [rows, groups] = await Promise.all([
    scope.all || whole.length > 0 ? query.execute() : Promise.resolve([]),
    Promise.all(scope.groupPlaces.map((place) => groupAggregates(db, ideaId, place))),
  ]);
  const signature = rows.map((row) => Object.values(row).join('\u0001')).join('\u0002');
  const stored = [...rows.map((row) => fromRow(row)), ...groups];
  return {
    signature: groups.length === 0 ? signature : `${signature}\u0003${JSON.stringify(groups)}`,
    stored,
  };
}

/**
 * An inTell's aggregates of the interpretations made in `place`'s class by those her place sees
 * (her group's students and the class's teachers: content-scope.ts): summed on read, since a
 * group is a few dozen students at most. The roster's (class_id, group_id) index names them and
 * the (idea_id, user_id) key finds each one's row, whatever the inTell's other interpretations.
 */
export async function groupAggregates(
  db: Db,
  ideaId: string,
  place: GroupPlace,
): Promise<StoredScaleAggregates> {
  const students = db
    .selectFrom('class_students')
    .select('user_id')
    .where('class_id', '=', place.classId);
  const members = (
    place.groupId === null
      ? students.where('group_id', 'is', null)
      : students.where('group_id', '=', place.groupId)
  ).union(db.selectFrom('class_teachers').select('user_id').where('class_id', '=', place.classId));
  const rows = await db
    .selectFrom('idea_scales')
    .select([
      'my_emotion',
      'author_intent',
      'sound',
      'good_faith',
      'heart_of_issue',
      'divisive',
      'confidence',
      'support_level',
    ])
    .where('idea_id', '=', ideaId)
    .where('class_id', '=', place.classId)
    .where('user_id', 'in', members)
    .execute();
  return rows.reduce<StoredScaleAggregates>(
    (sum, row) => ({
      count: sum.count + 1,
      aggregates: updateIdeaScaleAggregates(sum.aggregates, null, storedScaleValues(row)),
    }),
    { count: 0, aggregates: emptyIdeaScaleAggregates() },
  );
}

/** An inTell's aggregates as a reader of this scope counts them: public and her classes'. */
export async function readScopedAggregates(
  db: Db,
  ideaId: string,
  scope: ContentScope,
): Promise<StoredScaleAggregates> {
  const [everyones, classes] = await Promise.all([
    readIdeaScaleAggregates(db, ideaId),
    classAggregatesIn(db, ideaId, scope),
  ]);
  return classes.stored.reduce(addStoredAggregates, everyones);
}

/** How many interpretations of an inTell a reader of this scope counts, skipped ones included. */
export async function countIdeaScales(
  db: Db,
  ideaId: string,
  scope: ContentScope,
): Promise<number> {
  return (await readScopedAggregates(db, ideaId, scope)).count;
}
