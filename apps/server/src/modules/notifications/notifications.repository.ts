import type { Selectable } from 'kysely';
import { nameForTeachers } from '@thoughtful/shared';
import type { Db, NotificationsTable } from '../../db/schema';

/** Notifications (migration 0028), each member's off (user_id, created_at). */

export type NotificationRow = Selectable<NotificationsTable>;

export async function insertNotifications(db: Db, rows: readonly NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notifications')
    .values([...rows])
    .execute();
}

/** A member's newest notifications. */
export function listNotifications(
  db: Db,
  userId: string,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks a member's notifications read: these, or all of hers. Another's ids change nothing. */
export async function markRead(
  db: Db,
  userId: string,
  ids: readonly string[] | undefined,
  now: string,
): Promise<void> {
  if (ids !== undefined && ids.length === 0) return;
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== undefined) query = query.where('id', 'in', [...new Set(ids)]);
  await query.execute();
}

// What the listener needs to know to word a notification and find whom it is for.

export interface ActivityPlace {
  id: string;
  class_id: string | null;
  class_name: string | null;
  selection: number;
  position: number;
}

export function findActivityPlaces(db: Db, ids: readonly string[]): Promise<ActivityPlace[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activities')
    .leftJoin('classes', 'classes.id', 'activities.class_id')
    .select([
      'activities.id',
      'activities.class_id',
      'classes.name as class_name',
      'activities.selection',
      'activities.position',
    ])
    .where('activities.id', 'in', [...new Set(ids)])
    .execute();
}

/** Who was given these follow-ups (migration 0027). */
export function readersOfActivities(
  db: Db,
  activityIds: readonly string[],
): Promise<{ activity_id: string; user_id: string }[]> {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('follow_up_readers')
    .select(['activity_id', 'user_id'])
    .where('activity_id', 'in', [...new Set(activityIds)])
    .execute();
}

/**
 * Whether a student of the class has completed every live activity of it that is hers to do
 * (not the follow-ups of her own inTells), and there is at least one.
 */
export async function hasFinishedClass(db: Db, classId: string, userId: string): Promise<boolean> {
  const inClass = await db
    .selectFrom('class_students')
    .select('user_id')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!inClass) return false;
  const row = await db
    .selectFrom('activities')
    .leftJoin('activity_completions', (join) =>
      join
        .onRef('activity_completions.activity_id', '=', 'activities.id')
        .on('activity_completions.user_id', '=', userId),
    )
    .select((eb) => [
      eb.fn.countAll().as('asked'),
      eb.fn.count('activity_completions.user_id').as('done'),
    ])
    .where('activities.class_id', '=', classId)
    .where('activities.enabled', '=', 1)
    .where((eb) =>
      eb.or([
        eb('activities.follow_up_of', 'is', null),
        eb('activities.created_by', 'is', null),
        eb('activities.created_by', '<>', userId),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.asked) > 0 && Number(row.asked) === Number(row.done);
}

/** A member's name as her teachers see it. */
export async function findNameForTeachers(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row === undefined ? '' : nameForTeachers(row.name, row.email);
}

/** Whether she is mailed when feedback is released: yes unless she said no. */
export async function wantsFeedbackMails(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_settings')
    .select('feedback_mails')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row === undefined || row.feedback_mails === 1;
}

export async function setFeedbackMails(db: Db, userId: string, on: boolean): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, feedback_mails: on ? 1 : 0 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ feedback_mails: on ? 1 : 0 }))
    .execute();
}

/** Whom of these students a feedback mail can reach: an e-mail of her own, mails not turned off. */
export async function feedbackMailAddresses(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, { email: string; language: string | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('notification_settings', 'notification_settings.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.managed',
      'users.language',
      'notification_settings.feedback_mails',
    ])
    .where('users.id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(
    rows
      .filter((row) => hasMailbox(row) && row.feedback_mails !== 0)
      .map((row) => [row.id, { email: row.email, language: row.language }]),
  );
}

/** An account mail can reach: an e-mail, not a managed account's login ID. */
export function hasMailbox(user: { email: string; managed: number }): boolean {
  return user.managed !== 1 && user.email.includes('@');
}
