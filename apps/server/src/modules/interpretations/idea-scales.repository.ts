import { sql, type Selectable } from 'kysely';
import { NOTE_TRUNCATE_LENGTH, UNANSWERED, type PlotScaleName } from '@thoughtful/shared';
import { ownFirstThenNewest } from '../../lib/own-first';
import { compiledOnce } from '../../db/compiled-once';
import type { Db, IdeaScalesTable } from '../../db/schema';
import { visibleIn, type ContentScope } from '../classes';

export type IdeaScaleValues = Omit<
  Selectable<IdeaScalesTable>,
  'idea_id' | 'user_id' | 'created_at' | 'updated_at' | 'class_id'
>;

export interface IdeaScaleRow extends Omit<IdeaScaleValues, 'support_level' | 'score'> {
  user_id: string;
  user_name: string;
  updated_at: string;
}

/**
 * Stores a member's first interpretation of an inTell; false when one exists already. The
 * primary key (idea_id, user_id) decides, not an earlier read, so of concurrent first
 * interpretations exactly one is inserted on either database.
 */
export async function insertIdeaScale(
  db: Db,
  ideaId: string,
  userId: string,
  values: IdeaScaleValues,
  now: string,
  /** The class it was made in (null: public): its note is that class's alone. */
  classId: string | null = null,
): Promise<boolean> {
  const result = await db
    .insertInto('idea_scales')
    .values({
      idea_id: ideaId,
      user_id: userId,
      ...values,
      class_id: classId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['idea_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Replaces a member's existing interpretation of an inTell. */
export async function updateIdeaScale(
  db: Db,
  ideaId: string,
  userId: string,
  values: IdeaScaleValues,
  now: string,
  classId: string | null = null,
): Promise<void> {
  await db
    .updateTable('idea_scales')
    .set({ ...values, class_id: classId, updated_at: now })
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId)
    .execute();
}

/** What the stored aggregates read of an interpretation. */
export type AggregatedColumns = Pick<
  Selectable<IdeaScalesTable>,
  | 'my_emotion'
  | 'author_intent'
  | 'sound'
  | 'good_faith'
  | 'heart_of_issue'
  | 'divisive'
  | 'confidence'
  | 'support_level'
  | 'class_id'
>;

/**
 * A member's interpretation of an inTell as the aggregates count it, and the class whose figures
 * hold it (null: everyone's), by the primary key.
 */
export async function findAggregatedColumns(
  db: Db,
  ideaId: string,
  userId: string,
): Promise<AggregatedColumns | undefined> {
  return db
    .selectFrom('idea_scales')
    .select([
      'class_id',
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
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * A member's interpretation as `IdeaScaleRow` has it, from `idea_scales` joined to `users`: the
 * inTell read selects these too, beside the inTell's fresh parts (ideas.repository.ts).
 */
export const IDEA_SCALE_COLUMNS = [
  'idea_scales.user_id',
  'users.name as user_name',
  'idea_scales.my_emotion',
  'idea_scales.author_intent',
  'idea_scales.sound',
  'idea_scales.good_faith',
  'idea_scales.heart_of_issue',
  'idea_scales.divisive',
  'idea_scales.have_changed',
  'idea_scales.would_change',
  'idea_scales.answer_questions',
  'idea_scales.public_engagement',
  'idea_scales.note',
  'idea_scales.why_manipulative',
  'idea_scales.my_expertise',
  'idea_scales.other_side',
  'idea_scales.solution',
  'idea_scales.understanding',
  'idea_scales.confidence',
  'idea_scales.value_codes',
  'idea_scales.values_agent',
  'idea_scales.idea_created',
  'idea_scales.activity_type',
  'idea_scales.updated_at',
] as const;

/**
 * Has a note: written out, not bound, so that SQLite can use the partial index of notes (it
 * matches an index's WHERE only against the same literal terms).
 */
const HAS_NOTE = sql<boolean>`${sql.ref('idea_scales.note')} <> ''`;

function scalesQuery(db: Db, ideaId: string) {
  return db
    .selectFrom('idea_scales')
    .innerJoin('users', 'users.id', 'idea_scales.user_id')
    .where('idea_scales.idea_id', '=', ideaId);
}

/** A member's own interpretation of an inTell, read by the primary key. */
export async function findIdeaScale(
  db: Db,
  ideaId: string,
  userId: string,
): Promise<IdeaScaleRow | undefined> {
  return (await ideaScaleByKey(db, ideaId, userId))[0];
}

/** An inTell as `IdeasService.get` answers it, and an activity's check: compiled once. */
const ideaScaleByKey = compiledOnce((db: Db, ideaId: string, userId: string) =>
  scalesQuery(db, ideaId).select(IDEA_SCALE_COLUMNS).where('idea_scales.user_id', '=', userId),
);

export interface PlotRow {
  my_emotion: number;
  author_intent: number;
  sound: number;
  score: number | null;
  confidence: number | null;
  support_level: number;
}

function plotQuery(db: Db, ideaId: string) {
  return db
    .selectFrom('idea_scales')
    .select(['my_emotion', 'author_intent', 'sound', 'score', 'confidence', 'support_level'])
    .where('idea_id', '=', ideaId);
}

/**
 * The numbers the plots draw: the viewer's own first (by the primary key), then the newest
 * others off the (idea_id, updated_at, user_id) index, `limit` in all; only those the scope
 * counts (made outside classes, or in the reader's: DESIGN.md §10). `own` says whether the first
 * row is the viewer's.
 */
export async function listPlotRows(
  db: Db,
  ideaId: string,
  viewerId: string,
  limit: number,
  scope: ContentScope,
): Promise<{ rows: PlotRow[]; own: boolean }> {
  let own = false;
  const scoped = () => plotQuery(db, ideaId).where(visibleIn(scope, 'idea_scales'));
  const rows = await ownFirstThenNewest(
    viewerId,
    limit,
    async (userId) => {
      const row = await scoped().where('user_id', '=', userId).executeTakeFirst();
      own = row !== undefined;
      return row;
    },
    (count, exceptUserId) => {
      const others = scoped().orderBy('updated_at', 'desc').orderBy('user_id', 'desc').limit(count);
      return (
        exceptUserId === null ? others : others.where('user_id', '!=', exceptUserId)
      ).execute();
    },
  );
  return { rows, own };
}

/** The interpretations of an inTell by the students of a class, as the plots draw them. */
/** The students a plot opened from an activity counts: its class's, or one group's of it. */
export interface ClassPlotScope {
  classId: string;
  /** A group's id, null for the students in none; absent: the whole class. */
  groupId?: string | null;
}

function classStudentsQuery(db: Db, scope: ClassPlotScope) {
  const students = db
    .selectFrom('class_students')
    .select('user_id')
    .where('class_id', '=', scope.classId);
  if (scope.groupId === undefined) return students;
  return scope.groupId === null
    ? students.where('group_id', 'is', null)
    : students.where('group_id', '=', scope.groupId);
}

function classPlotQuery(db: Db, ideaId: string, scope: ClassPlotScope) {
  return plotQuery(db, ideaId).where('user_id', 'in', classStudentsQuery(db, scope));
}

/**
 * The numbers of a plot opened from an activity (DESIGN.md §10): the students of its class only,
 * the viewer's own first when she is one of them, then the newest; `total` how many in all. The
 * class's roster (its primary key) picks the members, the (idea_id, user_id) key their rows.
 */
export async function listClassPlotRows(
  db: Db,
  ideaId: string,
  scope: ClassPlotScope,
  viewerId: string,
  limit: number,
): Promise<{ rows: PlotRow[]; own: boolean; total: number }> {
  let own = false;
  const [rows, count] = await Promise.all([
    ownFirstThenNewest(
      viewerId,
      limit,
      async (userId) => {
        const row = await classPlotQuery(db, ideaId, scope)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        own = row !== undefined;
        return row;
      },
      (count, exceptUserId) => {
        const others = classPlotQuery(db, ideaId, scope)
          .orderBy('updated_at', 'desc')
          .orderBy('user_id', 'desc')
          .limit(count);
        return (
          exceptUserId === null ? others : others.where('user_id', '!=', exceptUserId)
        ).execute();
      },
    ),
    db
      .selectFrom('idea_scales')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('idea_id', '=', ideaId)
      .where('user_id', 'in', classStudentsQuery(db, scope))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, own, total: Number(count.n) };
}

/** The plot scales as columns; those of the sliders and the support level keep -2 for none. */
const BRUSH_COLUMN = {
  emotion: { column: 'my_emotion', unanswered: -2 },
  authorIntent: { column: 'author_intent', unanswered: -2 },
  sound: { column: 'sound', unanswered: -2 },
  supportLevel: { column: 'support_level', unanswered: -2 },
  score: { column: 'score', unanswered: null },
  confidence: { column: 'confidence', unanswered: null },
} as const satisfies Record<PlotScaleName, { column: string; unanswered: number | null }>;

export interface NotesPosition {
  updatedAt: string;
  userId: string;
}

export interface NotesBrush {
  scale: PlotScaleName;
  min?: number;
  max?: number;
}

export interface NoteSummaryRow {
  user_id: string;
  user_name: string;
  note: string;
  note_length: number;
  confidence: number | null;
  updated_at: string;
}

/**
 * A page of an inTell's notes, newest first, after `after` (the last of the previous page),
 * read off the partial index of interpretations with a note. The note is cut at 160 characters
 * in the query (SQLite's substr and length count characters, as PostgreSQL's do).
 */
export async function listNotes(
  db: Db,
  ideaId: string,
  options: {
    /** Only this member's note (a student's view), or everyone's. */
    onlyUserId: string | null;
    after: NotesPosition | null;
    limit: number;
    brush: NotesBrush | null;
    /** Whose class notes the reader sees (a class's are its own: DESIGN.md §10). */
    scope: ContentScope;
  },
): Promise<NoteSummaryRow[]> {
  let query = scalesQuery(db, ideaId)
    .select([
      'idea_scales.user_id',
      'users.name as user_name',
      sql<string>`substr(${sql.ref('idea_scales.note')}, 1, ${sql.lit(NOTE_TRUNCATE_LENGTH)})`.as(
        'note',
      ),
      sql<number>`length(${sql.ref('idea_scales.note')})`.as('note_length'),
      'idea_scales.confidence',
      'idea_scales.updated_at',
    ])
    .where(HAS_NOTE)
    .where(visibleIn(options.scope, 'idea_scales'))
    .orderBy('idea_scales.updated_at', 'desc')
    .orderBy('idea_scales.user_id', 'desc')
    .limit(options.limit);
  const { after, brush, onlyUserId } = options;
  if (onlyUserId !== null) query = query.where('idea_scales.user_id', '=', onlyUserId);
  if (after !== null) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('idea_scales.updated_at', 'idea_scales.user_id'),
        '<',
        eb.tuple(after.updatedAt, after.userId),
      ),
    );
  }
  if (brush !== null) {
    const { column, unanswered } = BRUSH_COLUMN[brush.scale];
    const ref = `idea_scales.${column}` as const;
    query =
      unanswered === null ? query.where(ref, 'is not', null) : query.where(ref, '<>', unanswered);
    if (brush.min !== undefined) query = query.where(ref, '>=', brush.min);
    if (brush.max !== undefined) query = query.where(ref, '<=', brush.max);
  }
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, note_length: Number(row.note_length) }));
}

export interface NoteRow {
  user_id: string;
  user_name: string;
  note: string;
  my_expertise: string;
  confidence: number | null;
  updated_at: string;
}

/** A member's note on an inTell in full; undefined when they wrote none. */
export async function findNote(
  db: Db,
  ideaId: string,
  userId: string,
  scope: ContentScope,
): Promise<NoteRow | undefined> {
  return scalesQuery(db, ideaId)
    .select([
      'idea_scales.user_id',
      'users.name as user_name',
      'idea_scales.note',
      'idea_scales.my_expertise',
      'idea_scales.confidence',
      'idea_scales.updated_at',
    ])
    .where('idea_scales.user_id', '=', userId)
    .where(HAS_NOTE)
    .where(visibleIn(scope, 'idea_scales'))
    .executeTakeFirst();
}

export interface ExportRow extends IdeaScaleRow {
  support_level: number;
  score: number | null;
}

/**
 * One page of an inTell's interpretations for the download, in member-id order after
 * `afterUserId`: the primary key (idea_id, user_id) serves it, however many there are.
 */
export async function pageIdeaScalesForExport(
  db: Db,
  ideaId: string,
  afterUserId: string | null,
  limit: number,
  scope: ContentScope,
): Promise<ExportRow[]> {
  const page = scalesQuery(db, ideaId)
    .select([...IDEA_SCALE_COLUMNS, 'idea_scales.support_level', 'idea_scales.score'])
    .where(visibleIn(scope, 'idea_scales'))
    .orderBy('idea_scales.user_id')
    .limit(limit);
  return (
    afterUserId === null ? page : page.where('idea_scales.user_id', '>', afterUserId)
  ).execute();
}

export interface GuidingAnswerRow {
  idea_id: string;
  support_level: number;
  confidence: number | null;
  note: string;
}

/**
 * A member's answers to guiding questions (activity 101): their interpretations of these inTells
 * that carry a support level, by the primary key.
 */
export async function findGuidingAnswers(
  db: Db,
  userId: string,
  ideaIds: readonly string[],
): Promise<Map<string, GuidingAnswerRow>> {
  const unique = [...new Set(ideaIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('idea_scales')
    .select(['idea_id', 'support_level', 'confidence', 'note'])
    .where('user_id', '=', userId)
    .where('idea_id', 'in', unique)
    .where('support_level', '<>', UNANSWERED)
    .execute();
  return new Map(rows.map((row) => [row.idea_id, row]));
}

export interface MemberPlotRow extends PlotRow {
  user_id: string;
  /** The author's point in the member's own words, '' when not asked. */
  understanding: string;
}

/**
 * Some members' plot numbers on an inTell (a teacher's view of the class), with their
 * understanding, by the primary key.
 */
export async function findPlotRowsOfMembers(
  db: Db,
  ideaId: string,
  userIds: readonly string[],
): Promise<MemberPlotRow[]> {
  if (userIds.length === 0) return [];
  return plotQuery(db, ideaId)
    .select(['user_id', 'understanding'])
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
}

/**
 * Some members' whole interpretations of an inTell (a teacher reads each in words), by the
 * primary key.
 */
export async function findIdeaScalesOfMembers(
  db: Db,
  ideaId: string,
  userIds: readonly string[],
): Promise<IdeaScaleRow[]> {
  if (userIds.length === 0) return [];
  return scalesQuery(db, ideaId)
    .select(IDEA_SCALE_COLUMNS)
    .where('idea_scales.user_id', 'in', [...new Set(userIds)])
    .execute();
}
