import { sql } from 'kysely';
import { isForeignKeyViolation } from '../../db/constraint-errors';
import type { ActivityRow, Db, NewActivityRow } from '../../db/schema';

/**
 * Activities, their order and their completions (migration 0011). Positions are 1, 2, 3 …
 * without gaps: every write that changes them first takes the sequence's lock (`lockSequence`),
 * so such writes take turns, then shifts the others in one statement.
 */

/**
 * Takes the activity order's lock: an update of the sequence's one row. On PostgreSQL a second
 * writer waits here until the first commits and then sees its positions; SQLite has one writer.
 */
export async function lockSequence(db: Db): Promise<void> {
  await db
    .updateTable('activity_sequence')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .execute();
}

/** How many activities there are: the last position. */
export async function countActivities(db: Db): Promise<number> {
  const row = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findActivity(db: Db, id: string): Promise<ActivityRow | undefined> {
  return db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every activity in order, or only the live ones (off the (enabled, position) index). */
export function listActivities(db: Db, options: { enabledOnly: boolean }): Promise<ActivityRow[]> {
  let query = db.selectFrom('activities').selectAll();
  if (options.enabledOnly) query = query.where('enabled', '=', 1);
  return query.orderBy('position').orderBy('id').execute();
}

export async function insertActivities(db: Db, rows: readonly NewActivityRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('activities')
    .values([...rows])
    .execute();
}

export async function setActivityEnabled(db: Db, id: string, enabled: boolean): Promise<void> {
  await db
    .updateTable('activities')
    .set({ enabled: enabled ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** Adds `delta` to the positions from `from` to `to` (inclusive; `to` null: to the end). */
export async function shiftPositions(
  db: Db,
  from: number,
  to: number | null,
  delta: number,
): Promise<void> {
  let query = db
    .updateTable('activities')
    .set({ position: sql<number>`position + ${delta}` })
    .where('position', '>=', from);
  if (to !== null) query = query.where('position', '<=', to);
  await query.execute();
}

export async function setActivityPosition(db: Db, id: string, position: number): Promise<void> {
  await db.updateTable('activities').set({ position }).where('id', '=', id).execute();
}

export async function deleteActivity(db: Db, id: string): Promise<void> {
  await db.deleteFrom('activities').where('id', '=', id).execute();
}

/**
 * Records a completion: 'recorded', or 'before' when it was recorded before (the primary key
 * decides, so of two completions sent at once exactly one is recorded; the other waits for it on
 * PostgreSQL), or 'gone' when the activity was deleted meanwhile (its row's foreign key refuses;
 * on PostgreSQL the transaction can then only be rolled back).
 */
export async function insertCompletion(
  db: Db,
  activityId: string,
  userId: string,
  now: string,
): Promise<'recorded' | 'before' | 'gone'> {
  try {
    const result = await db
      .insertInto('activity_completions')
      .values({ activity_id: activityId, user_id: userId, idea_id: null, completed_at: now })
      .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? 'recorded' : 'before';
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'gone';
    throw error;
  }
}

/** The inTell a member added in the activity they completed. */
export async function setCompletionIdea(
  db: Db,
  activityId: string,
  userId: string,
  ideaId: string,
): Promise<void> {
  await db
    .updateTable('activity_completions')
    .set({ idea_id: ideaId })
    .where('activity_id', '=', activityId)
    .where('user_id', '=', userId)
    .execute();
}

export interface CompletionRow {
  activity_id: string;
  user_id: string;
  user_name: string;
  completed_at: string;
}

/** Who completed these activities, first first (the primary key's index, then a small sort). */
export async function listCompletions(
  db: Db,
  activityIds: readonly string[],
): Promise<CompletionRow[]> {
  if (activityIds.length === 0) return [];
  return db
    .selectFrom('activity_completions')
    .innerJoin('users', 'users.id', 'activity_completions.user_id')
    .select([
      'activity_completions.activity_id',
      'activity_completions.user_id',
      'users.name as user_name',
      'activity_completions.completed_at',
    ])
    .where('activity_completions.activity_id', 'in', [...activityIds])
    .orderBy('activity_completions.completed_at')
    .orderBy('activity_completions.user_id')
    .execute();
}

export interface OwnCompletionRow {
  activity_id: string;
  idea_id: string | null;
  completed_at: string;
}

/** A member's own completions (off the (user_id, activity_id) index). */
export function listOwnCompletions(db: Db, userId: string): Promise<OwnCompletionRow[]> {
  return db
    .selectFrom('activity_completions')
    .select(['activity_id', 'idea_id', 'completed_at'])
    .where('user_id', '=', userId)
    .execute();
}
