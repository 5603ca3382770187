import { sql } from 'kysely';
import { isForeignKeyViolation } from '../../db/constraint-errors';
import { dialectOf } from '../../db/dialect';
import type { ActivityRow, Db, NewActivityRow } from '../../db/schema';
import type { ActivityContent } from './activity-content';

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

/** How many activities a class has: its last position (off the (class_id, position) index). */
export async function countActivities(db: Db, classId: string): Promise<number> {
  const row = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findActivity(db: Db, id: string): Promise<ActivityRow | undefined> {
  return db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The activities of these classes (`all`: of every class, an admin's view), each class's in
 * order, or only the live ones; off the (class_id, position) index.
 */
export function listActivities(
  db: Db,
  options: { enabledOnly: boolean; classIds: readonly string[] | 'all' },
): Promise<ActivityRow[]> {
  const { classIds } = options;
  if (classIds !== 'all' && classIds.length === 0) return Promise.resolve([]);
  let query = db.selectFrom('activities').selectAll();
  if (classIds !== 'all') query = query.where('class_id', 'in', [...new Set(classIds)]);
  if (options.enabledOnly) query = query.where('enabled', '=', 1);
  return query.orderBy('class_id').orderBy('position').orderBy('id').execute();
}

/** These activities, those that exist, in no order. */
export function findActivities(db: Db, ids: readonly string[]): Promise<ActivityRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activities')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Holds an activity's row until the transaction ends. On PostgreSQL a completion's insert checks
 * its foreign key with a share lock on this row, so an edit and a completion take turns: whichever
 * comes second sees the other. SQLite has one writer and no FOR UPDATE.
 */
export async function lockActivity(db: Db, id: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`select id from activities where id = ${id} for update`.execute(db);
}

/** Replaces what an activity asks (an edit); its place, class and whether it is live stay. */
export async function updateActivityContent(
  db: Db,
  id: string,
  content: ActivityContent,
): Promise<void> {
  await db.updateTable('activities').set(content).where('id', '=', id).execute();
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

/** Puts these activities live, or off, in one statement. */
export async function setActivitiesEnabled(
  db: Db,
  ids: readonly string[],
  enabled: boolean,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('activities')
    .set({ enabled: enabled ? 1 : 0 })
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Adds `delta` to the positions of a class's activities from `from` to `to` (inclusive; `to`
 * null: to the end). Positions are per class: other classes' are left alone.
 */
export async function shiftPositions(
  db: Db,
  classId: string,
  from: number,
  to: number | null,
  delta: number,
): Promise<void> {
  let query = db
    .updateTable('activities')
    .set({ position: sql<number>`position + ${delta}` })
    .where('class_id', '=', classId)
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

/**
 * A guiding question's answer as given in this completion (migration 0037): the teacher's
 * answers read it even once a later interpretation of the topic has replaced the one it made.
 */
export async function setCompletionPosition(
  db: Db,
  activityId: string,
  userId: string,
  position: number,
  confidence: number | null,
): Promise<void> {
  await db
    .updateTable('activity_completions')
    .set({ position, position_confidence: confidence })
    .where('activity_id', '=', activityId)
    .where('user_id', '=', userId)
    .execute();
}

export interface CompletionRow {
  activity_id: string;
  user_id: string;
  user_name: string;
  /** The login (e-mail or anonymous mode's ID): teachers only. */
  user_login: string;
  /** The completer's flags: class data counts students only (DESIGN.md §10). */
  user_is_student: number;
  user_is_admin: number;
  completed_at: string;
  /** The inTell the member added in it, if it asked for one. */
  idea_id: string | null;
  /** A guiding question's position and confidence as answered in it (null before 0037). */
  position: number | null;
  position_confidence: number | null;
}

/** Who completed these activities, first first (the primary key's index, then a small sort). */
export async function listCompletions(
  db: Db,
  activityIds: readonly string[],
  /** Only these members' (a page of a class's students); all when absent. */
  userIds?: readonly string[],
): Promise<CompletionRow[]> {
  if (activityIds.length === 0 || userIds?.length === 0) return [];
  let query = db
    .selectFrom('activity_completions')
    .innerJoin('users', 'users.id', 'activity_completions.user_id')
    .select([
      'activity_completions.activity_id',
      'activity_completions.user_id',
      'users.name as user_name',
      'users.email as user_login',
      'users.is_student as user_is_student',
      'users.is_admin as user_is_admin',
      'activity_completions.completed_at',
      'activity_completions.idea_id',
      'activity_completions.position',
      'activity_completions.position_confidence',
    ])
    .where('activity_completions.activity_id', 'in', [...activityIds]);
  if (userIds) query = query.where('activity_completions.user_id', 'in', [...userIds]);
  return query
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
