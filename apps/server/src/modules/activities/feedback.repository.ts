import type { ActivityFeedbackTable, Db } from '../../db/schema';
import type { Selectable } from 'kysely';

/** A class's teachers' feedback on students' completions (migration 0025). */

export type FeedbackRow = Selectable<ActivityFeedbackTable>;

/** Writes a feedback, replacing the one before: the latest counts. */
export async function upsertFeedback(
  db: Db,
  row: Omit<FeedbackRow, 'released_at'> & { released_at: string | null },
): Promise<void> {
  const { comment, grade, released, released_at, updated_by, updated_at } = row;
  await db
    .insertInto('activity_feedback')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['activity_id', 'user_id'])
        .doUpdateSet({ comment, grade, released, released_at, updated_by, updated_at }),
    )
    .execute();
}

export function findFeedback(
  db: Db,
  activityId: string,
  userId: string,
): Promise<FeedbackRow | undefined> {
  return db
    .selectFrom('activity_feedback')
    .selectAll()
    .where('activity_id', '=', activityId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Every feedback on these activities, drafts included (a teacher's view; the primary key). */
export function listFeedbackOn(
  db: Db,
  activityIds: readonly string[],
  /** Only on these members' completions (a page of a class's students); all when absent. */
  userIds?: readonly string[],
): Promise<FeedbackRow[]> {
  if (activityIds.length === 0 || userIds?.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('activity_feedback')
    .selectAll()
    .where('activity_id', 'in', [...new Set(activityIds)]);
  if (userIds) query = query.where('user_id', 'in', [...userIds]);
  return query.execute();
}

/** A student's released feedback (off `activity_feedback_user_idx`); drafts are not hers to see. */
export function listReleasedFeedbackOf(db: Db, userId: string): Promise<FeedbackRow[]> {
  return db
    .selectFrom('activity_feedback')
    .selectAll()
    .where('user_id', '=', userId)
    .where('released', '=', 1)
    .execute();
}

/**
 * Releases the drafts on these activities (all of a class's, or one's), of these students only
 * (those in the class now): the pairs released, for the changes they make.
 */
export async function releaseDrafts(
  db: Db,
  activityIds: readonly string[],
  studentIds: readonly string[],
  now: string,
): Promise<{ activity_id: string; user_id: string }[]> {
  if (activityIds.length === 0 || studentIds.length === 0) return [];
  return db
    .updateTable('activity_feedback')
    .set({ released: 1, released_at: now })
    .where('activity_id', 'in', [...new Set(activityIds)])
    .where('user_id', 'in', [...new Set(studentIds)])
    .where('released', '=', 0)
    .returning(['activity_id', 'user_id'])
    .execute();
}

/**
 * The grades given on these activities (off the primary key, `activity_id` first), drafts
 * included: a class's overall grades (issue 43).
 */
export function listGradesOn(
  db: Db,
  activityIds: readonly string[],
  /** Only these members' (a page of a class's students); all when absent. */
  userIds?: readonly string[],
): Promise<{ user_id: string; grade: number }[]> {
  if (activityIds.length === 0 || userIds?.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('activity_feedback')
    .select(['user_id', 'grade'])
    .where('activity_id', 'in', [...new Set(activityIds)])
    .where('grade', 'is not', null);
  if (userIds) query = query.where('user_id', 'in', [...userIds]);
  return query.execute() as Promise<{ user_id: string; grade: number }[]>;
}
