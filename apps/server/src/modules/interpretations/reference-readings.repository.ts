import type { ReferenceScale } from '@thoughtful/shared';
import type { Selectable } from 'kysely';
import type { Db, ReferenceReadingsTable } from '../../db/schema';

/** Each compared scale's column in `reference_readings` and `idea_scales` (-2: not answered). */
export const REFERENCE_COLUMN = {
  emotion: 'my_emotion',
  authorIntent: 'author_intent',
  sound: 'sound',
  goodFaith: 'good_faith',
} as const satisfies Record<ReferenceScale, string>;

export type ReferenceReadingRow = Selectable<ReferenceReadingsTable>;

/** Stores the author's or a teacher's reading, replacing her earlier one in that role. */
export async function upsertReferenceReading(db: Db, row: ReferenceReadingRow): Promise<void> {
  await db
    .insertInto('reference_readings')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['idea_id', 'role', 'user_id']).doUpdateSet({
        class_id: row.class_id,
        my_emotion: row.my_emotion,
        author_intent: row.author_intent,
        sound: row.sound,
        good_faith: row.good_faith,
        value_codes: row.value_codes ?? '[]',
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export function findReferenceReading(
  db: Db,
  ideaId: string,
  role: 'author' | 'key',
  userId: string,
): Promise<ReferenceReadingRow | undefined> {
  return db
    .selectFrom('reference_readings')
    .selectAll()
    .where('idea_id', '=', ideaId)
    .where('role', '=', role)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The newest key for an inTell given by any of these teachers. */
export function findNewestKeyBy(
  db: Db,
  ideaId: string,
  teacherIds: readonly string[],
): Promise<ReferenceReadingRow | undefined> {
  if (teacherIds.length === 0) return Promise.resolve(undefined);
  return db
    .selectFrom('reference_readings')
    .selectAll()
    .where('idea_id', '=', ideaId)
    .where('role', '=', 'key')
    .where('user_id', 'in', [...teacherIds])
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface ClassReadingRow {
  idea_id: string;
  user_id: string;
  my_emotion: number;
  author_intent: number;
  sound: number;
  good_faith: number;
}

/**
 * The interpretations a class's students made in it (what the class's agreement is worked out
 * from), at most `limit`: a class of 30 over a year's activities is some thousands.
 */
export function listClassReadings(
  db: Db,
  classId: string,
  limit: number,
): Promise<ClassReadingRow[]> {
  return db
    .selectFrom('idea_scales')
    .select(['idea_id', 'user_id', 'my_emotion', 'author_intent', 'sound', 'good_faith'])
    .where('class_id', '=', classId)
    .where(
      'user_id',
      'in',
      db.selectFrom('class_students').select('user_id').where('class_id', '=', classId),
    )
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .execute();
}

/** An inTell of hers linked to another as similar by her own rating, and when it was posted. */
export interface OwnSimilarIdea {
  id: string;
  created_at: string;
  /** Its class (null: public), so that a version she may no longer read is left out. */
  class_id?: string | null;
}

/** At most this many of an inTell's links from each end are looked at for its versions. */
export const VERSION_LINKS_LIMIT = 300;

/**
 * The other inTells of `authorId` that she herself rated as similar to `ideaId` (link modes
 * 26/27: her rating's `is_similar`), from both ends of the link: each end walks its
 * `link_idea_idea_*_order_idx` index, the rating its primary key (link_id, user_id), the other
 * inTell its primary key. A link someone else rated similar is not hers to call a revision.
 */
export async function listOwnSimilarIdeas(
  db: Db,
  ideaId: string,
  authorId: string,
): Promise<OwnSimilarIdea[]> {
  const fromEnd = (end: 'idea_cause' | 'idea_effect', other: 'idea_cause' | 'idea_effect') =>
    db
      .selectFrom('link_idea_idea as l')
      .innerJoin('link_idea_idea_ratings as r', (join) =>
        join.onRef('r.link_id', '=', 'l.id').on('r.user_id', '=', authorId),
      )
      .innerJoin('ideas as i', 'i.id', `l.${other}`)
      .select(['i.id as id', 'i.created_at as created_at', 'i.class_id as class_id'])
      .where(`l.${end}`, '=', ideaId)
      .where('r.is_similar', '=', 1)
      .where('i.user_id', '=', authorId)
      .limit(VERSION_LINKS_LIMIT)
      .execute();
  const [asCause, asEffect] = await Promise.all([
    fromEnd('idea_cause', 'idea_effect'),
    fromEnd('idea_effect', 'idea_cause'),
  ]);
  return [...asCause, ...asEffect];
}
