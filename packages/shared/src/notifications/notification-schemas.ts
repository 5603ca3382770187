import { z } from 'zod';
import { activityPath, STUDENT_ACTIVITIES_PATH } from '../activities/activity-constants';
import { Id } from '../api/common-schemas';
import { MessageValues } from '../api/errors';

/**
 * Notifications in the app (DESIGN.md §14): a teacher is told when follow-ups wait to go live and
 * when a student finishes the sequence; a student when feedback is released and when a new
 * activity goes live in her class. Each is worded here, from what it names, for every screen.
 */

export const NOTIFICATION_KINDS = [
  'feedbackReleased',
  'activityLive',
  'followUpsWaiting',
  'sequenceFinished',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each kind names (stored with it, so its words stay those of when it happened). */
export interface NotificationParams {
  feedbackReleased: {
    activityId: string;
    className: string;
    /** As written, in English ('#1 Interpret an inTell'). */
    activityLabel: string;
    /** Its place and type, so its label is worded in the reader's language (absent in older rows). */
    position?: number;
    selection?: number;
  };
  activityLive: { activityId: string; className: string; count: number };
  followUpsWaiting: { classId: string; className: string; count: number };
  sequenceFinished: { classId: string; className: string; studentName: string };
}

/** How many notifications a member's list shows, newest first. */
export const NOTIFICATIONS_LISTED = 30;

/** The sentence a notification says. */
export function notificationText<K extends NotificationKind>(
  kind: K,
  params: NotificationParams[K],
): string {
  switch (kind) {
    case 'feedbackReleased': {
      const p = params as NotificationParams['feedbackReleased'];
      return `Your teacher has given you feedback on ‘${p.activityLabel}’ in ${p.className}.`;
    }
    case 'activityLive': {
      const p = params as NotificationParams['activityLive'];
      return p.count === 1
        ? `A new activity is live in ${p.className}.`
        : `${p.count} new activities are live in ${p.className}.`;
    }
    case 'followUpsWaiting': {
      const p = params as NotificationParams['followUpsWaiting'];
      return p.count === 1
        ? `A follow-up activity in ${p.className} is waiting to go live.`
        : `${p.count} follow-up activities in ${p.className} are waiting to go live.`;
    }
    case 'sequenceFinished': {
      const p = params as NotificationParams['sequenceFinished'];
      return `${p.studentName} has finished every activity in ${p.className}.`;
    }
    default:
      return '';
  }
}

/**
 * Where a notification leads: the screen where it is dealt with. A student's names an activity
 * and opens it (its feedback showing once released; the first of several put live together); a
 * teacher's are about the class's sequence, in the manager.
 */
export function notificationPath<K extends NotificationKind>(
  kind: K,
  params: NotificationParams[K],
): string {
  if (kind === 'feedbackReleased' || kind === 'activityLive') {
    // Stored params are read as they were written: one without its activity opens the list.
    const { activityId } = params as Partial<NotificationParams['feedbackReleased']>;
    return typeof activityId === 'string' && activityId !== ''
      ? activityPath(activityId)
      : STUDENT_ACTIVITIES_PATH;
  }
  return '/activity-edit';
}

export const NotificationDto = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Its sentence, as `notificationText` words it, in the member's language (issue 44). */
  text: z.string(),
  /**
   * What it names (NotificationParams of its kind), so the web app can word it in the language
   * on screen with the kind as the message id. Always sent; optional for older answers.
   */
  params: MessageValues.optional(),
  /** The screen it leads to. */
  path: z.string(),
  /** ISO-8601. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationDto = z.infer<typeof NotificationDto>;

/** `GET /api/notifications`: the newest first, and how many are unread in all. */
export const NotificationList = z.object({
  unread: z.number().int(),
  items: z.array(NotificationDto),
  /** Whether she is mailed when feedback is released (her choice; on by default). */
  feedbackMails: z.boolean(),
  /** Whether mail can reach her: an account with an e-mail, where the installation mails. */
  canMail: z.boolean(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** `POST /api/notifications/read`: these, or every one when no ids are given. */
export const MarkNotificationsReadBody = z
  .object({
    ids: z
      .array(Id)
      .max(NOTIFICATIONS_LISTED * 10)
      .optional(),
  })
  .default({});
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBody>;

/** `POST /api/notifications/settings`: her choices. */
export const NotificationSettingsBody = z.object({ feedbackMails: z.boolean() });
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;
