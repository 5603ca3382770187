import {
  type Language,
  type NotificationKind,
  notificationPath,
  type NotificationParams,
} from '@thoughtful/shared';
import type { Change, ChangeListener } from '../../changes/changes';
import type { Db } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { MailQueue } from '../../mail/mail-outbox';
import { studentIdsOf, teacherIdsOf } from '../classes';
import { feedbackMail } from '../../mail/templates';
import { recipientLanguage } from '../../mail/mail-language';
import { activityLabelIn } from '../../mail/mail-words';
import { feedbackActivityLabel } from './notification-words';
import {
  feedbackMailAddresses,
  findActivityPlaces,
  findNameForTeachers,
  hasFinishedClass,
  insertNotifications,
  readersOfActivities,
  type ActivityPlace,
  type NotificationRow,
} from './notifications.repository';

/** The changes that may tell someone something. */
const TELLING = new Set<Change['type']>([
  'feedback.saved',
  'feedback.released',
  'activity.wentLive',
  'activity.followUpAdded',
  'activity.completed',
]);

/**
 * Notifications (DESIGN.md §14), written in the transaction of the change they follow, so none is
 * told of a change that was rolled back and none is lost; once committed, each member told hears
 * of it through her live streams (`publish`, the 'notification' event with her id, which only her
 * streams are sent).
 */
/** Where feedback mails go from (absent: nothing is mailed, as in anonymous mode). */
export interface NotificationMail {
  queue: MailQueue;
  /** The web app's address: the mail links to the student's activities. */
  publicUrl: string;
  /** DEFAULT_LANGUAGE: the mail's language for a student who never chose one. */
  defaultLanguage: Language;
}

export interface NotificationsListenerOptions {
  /** Tells each member told, once committed, through her live streams. */
  publish: (userIds: readonly string[]) => void;
  mail?: NotificationMail;
  clock?: () => Date;
}

/**
 * Notifications (DESIGN.md §14), written in the transaction of the change they follow, so none is
 * told of a change that was rolled back and none is lost; once committed, each member told hears
 * of it through her live streams (the 'notification' event with her id, which only her streams
 * are sent). A student whose feedback is released is also mailed, through the outbox in the same
 * transaction, when she has an e-mail and has not turned it off.
 */
export function notificationsListener({
  publish,
  mail,
  clock = () => new Date(),
}: NotificationsListenerOptions): ChangeListener {
  // What each transaction told, from its changes (the same array both times).
  const told = new WeakMap<readonly Change[], { userIds: string[]; mailed: boolean }>();
  return {
    name: 'notifications',
    writesInTransaction: (changes) => changes.some((change) => TELLING.has(change.type)),
    async inTransaction(trx, changes) {
      const rows = await notificationsFor(trx, changes, clock().toISOString());
      await insertNotifications(trx, rows);
      const mailed = mail !== undefined && (await mailFeedback(trx, rows, mail));
      if (rows.length > 0) {
        told.set(changes, { userIds: [...new Set(rows.map((row) => row.user_id))], mailed });
      }
    },
    afterCommit(changes) {
      const done = told.get(changes);
      if (done === undefined) return;
      publish(done.userIds);
      if (done.mailed) mail?.queue.wake();
    },
  };
}

/** Mails each released feedback to its student where mail reaches her; whether any was stored. */
async function mailFeedback(
  db: Db,
  rows: readonly NotificationRow[],
  mail: NotificationMail,
): Promise<boolean> {
  const released = rows.filter((row) => row.kind === 'feedbackReleased');
  if (released.length === 0) return false;
  const addresses = await feedbackMailAddresses(
    db,
    released.map((row) => row.user_id),
  );
  const mails = released.flatMap((row) => {
    const to = addresses.get(row.user_id);
    if (to === undefined) return [];
    // In her language, else the installation's (contract 3).
    const language = recipientLanguage(to.language, mail.defaultLanguage);
    const params = JSON.parse(row.params) as NotificationParams['feedbackReleased'];
    // The activity itself, where her feedback shows (as the bell's item opens it).
    const link = `${mail.publicUrl}${notificationPath('feedbackReleased', params)}`;
    const label = feedbackActivityLabel(language, params);
    return [feedbackMail(to.email, label, params.className, link, language)];
  });
  await mail.queue.enqueue(db, mails, 'notice');
  return mails.length > 0;
}

function row<K extends NotificationKind>(
  userId: string,
  kind: K,
  params: NotificationParams[K],
  now: string,
): NotificationRow {
  return {
    id: newId(),
    user_id: userId,
    kind,
    params: JSON.stringify(params),
    created_at: now,
    read_at: null,
  };
}

/** Stored with the row in English; worded again in the reader's language when read or mailed. */
function activityLabel(place: ActivityPlace): string {
  return activityLabelIn('en', place.position, place.selection);
}

/** What the changes of one transaction tell whom. */
export async function notificationsFor(
  db: Db,
  changes: readonly Change[],
  now: string,
): Promise<NotificationRow[]> {
  const released: { activityId: string; userId: string }[] = [];
  const wentLive: string[] = [];
  const followUps: string[] = [];
  const completed: { activityId: string; userId: string }[] = [];
  for (const change of changes) {
    switch (change.type) {
      case 'feedback.saved':
        if (change.released)
          released.push({ activityId: change.activityId, userId: change.userId });
        break;
      case 'feedback.released':
        change.activityIds.forEach((activityId, i) =>
          released.push({ activityId, userId: change.userIds[i]! }),
        );
        break;
      case 'activity.wentLive':
        wentLive.push(change.activityId);
        break;
      case 'activity.followUpAdded':
        followUps.push(change.activityId);
        break;
      case 'activity.completed':
        completed.push({ activityId: change.activityId, userId: change.userId });
        break;
      // Told by the screens' live events only.
      case 'idea.created':
      case 'idea.interpreted':
      case 'agent.created':
      case 'agent.rated':
      case 'link.created':
      case 'link.rated':
      case 'link.ratingWithdrawn':
      case 'activity.changed':
      case 'activity.deleted':
      case 'profile.saved':
      case 'setting.changed':
      case 'class.changed':
      case 'class.rosterChanged':
      case 'student.renamed':
        break;
    }
  }
  const ids = [...released, ...completed].map((each) => each.activityId);
  if (ids.length + wentLive.length + followUps.length === 0) return [];
  const places = new Map(
    (await findActivityPlaces(db, [...ids, ...wentLive, ...followUps])).map((p) => [p.id, p]),
  );
  const rows: NotificationRow[] = [];

  for (const { activityId, userId } of released) {
    const place = places.get(activityId);
    if (!place) continue;
    rows.push(
      row(
        userId,
        'feedbackReleased',
        {
          activityId,
          className: place.class_name ?? '',
          activityLabel: activityLabel(place),
          position: place.position,
          selection: place.selection,
        },
        now,
      ),
    );
  }

  // Activities that went live together are one notification per student told: a follow-up's
  // readers when it was given to some (DESIGN.md §14), else every student of its class.
  const liveFor = new Map<string, string[]>();
  for (const [classId, live] of byClass(wentLive, places)) {
    const students = await studentIdsOf(db, classId);
    const readers = await readersOfActivities(db, live);
    for (const activityId of live) {
      const given = readers.filter((r) => r.activity_id === activityId).map((r) => r.user_id);
      for (const studentId of given.length > 0 ? given : students) {
        liveFor.set(studentId, [...(liveFor.get(studentId) ?? []), activityId]);
      }
    }
  }
  for (const [studentId, live] of liveFor) {
    const className = places.get(live[0]!)?.class_name ?? '';
    rows.push(
      row(studentId, 'activityLive', { activityId: live[0]!, className, count: live.length }, now),
    );
  }

  for (const [classId, added] of byClass(followUps, places)) {
    const className = places.get(added[0]!)?.class_name ?? '';
    for (const teacherId of await teacherIdsOf(db, classId)) {
      rows.push(
        row(teacherId, 'followUpsWaiting', { classId, className, count: added.length }, now),
      );
    }
  }

  for (const { activityId, userId } of completed) {
    const place = places.get(activityId);
    if (!place?.class_id || !(await hasFinishedClass(db, place.class_id, userId))) continue;
    const studentName = await findNameForTeachers(db, userId);
    for (const teacherId of await teacherIdsOf(db, place.class_id)) {
      rows.push(
        row(
          teacherId,
          'sequenceFinished',
          { classId: place.class_id, className: place.class_name ?? '', studentName },
          now,
        ),
      );
    }
  }
  return rows;
}

function byClass(
  activityIds: readonly string[],
  places: Map<string, ActivityPlace>,
): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const id of new Set(activityIds)) {
    const classId = places.get(id)?.class_id;
    if (!classId) continue;
    grouped.set(classId, [...(grouped.get(classId) ?? []), id]);
  }
  return grouped;
}
