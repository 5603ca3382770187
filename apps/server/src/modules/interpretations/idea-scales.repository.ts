import { ownFirstThenNewest } from '../../lib/own-first';
import type { Db, IdeaScalesTable } from '../../db/schema';

export type IdeaScaleValues = Omit<
  IdeaScalesTable,
  'idea_id' | 'user_id' | 'created_at' | 'updated_at'
>;

export interface IdeaScaleRow extends IdeaScaleValues {
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
): Promise<boolean> {
  const result = await db
    .insertInto('idea_scales')
    .values({ idea_id: ideaId, user_id: userId, ...values, created_at: now, updated_at: now })
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
): Promise<void> {
  await db
    .updateTable('idea_scales')
    .set({ ...values, updated_at: now })
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId)
    .execute();
}

const SCALE_COLUMNS = [
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
  'idea_scales.confidence',
  'idea_scales.value_codes',
  'idea_scales.values_agent',
  'idea_scales.idea_created',
  'idea_scales.activity_type',
  'idea_scales.updated_at',
] as const;

function scalesQuery(db: Db, ideaId: string) {
  return db
    .selectFrom('idea_scales')
    .innerJoin('users', 'users.id', 'idea_scales.user_id')
    .select(SCALE_COLUMNS)
    .where('idea_scales.idea_id', '=', ideaId);
}

/**
 * An inTell's interpretations: the viewer's own first (read by the primary key), then the newest
 * others (off the (idea_id, updated_at) index), `limit` in all.
 */
export async function listIdeaScales(
  db: Db,
  ideaId: string,
  viewerId: string | null,
  limit: number,
): Promise<IdeaScaleRow[]> {
  return ownFirstThenNewest(
    viewerId,
    limit,
    (userId) =>
      scalesQuery(db, ideaId).where('idea_scales.user_id', '=', userId).executeTakeFirst(),
    (count, exceptUserId) => {
      const others = scalesQuery(db, ideaId)
        .orderBy('idea_scales.updated_at', 'desc')
        .orderBy('idea_scales.user_id', 'desc')
        .limit(count);
      return (
        exceptUserId === null ? others : others.where('idea_scales.user_id', '!=', exceptUserId)
      ).execute();
    },
  );
}
