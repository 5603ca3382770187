import type { Kysely } from 'kysely';
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_LISTED,
  notificationPath,
  type MarkNotificationsReadBody,
  type NotificationDto,
  type NotificationKind,
  type NotificationList,
  type NotificationParams,
  type Language,
  type MessageValues,
  type NotificationSettingsBody,
} from '@thoughtful/shared';
import { recipientLanguage } from '../../mail/mail-language';
import { notificationTextIn, paramsIn } from './notification-words';
import type { Database } from '../../db/schema';
import type { ActorRow } from '../access';
import { findUserById } from '../users';
import {
  countUnread,
  hasMailbox,
  listNotifications,
  markRead,
  setFeedbackMails,
  wantsFeedbackMails,
  type NotificationRow,
} from './notifications.repository';

export interface NotificationsDeps {
  db: Kysely<Database>;
  clock: () => Date;
  /** Whether the installation mails (not in anonymous mode). */
  mails: boolean;
  /** DEFAULT_LANGUAGE: the sentences' language for a member who never chose one. */
  defaultLanguage: Language;
}

/**
 * A member's notifications (DESIGN.md §14): her own only, whoever asks; the newest first with how
 * many are unread.
 */
export class NotificationsService {
  constructor(private readonly deps: NotificationsDeps) {}

  async list(actor: ActorRow): Promise<NotificationList> {
    const { db } = this.deps;
    const [rows, unread, feedbackMails, account] = await Promise.all([
      listNotifications(db, actor.id, NOTIFICATIONS_LISTED),
      countUnread(db, actor.id),
      wantsFeedbackMails(db, actor.id),
      findUserById(db, actor.id),
    ]);
    const language = recipientLanguage(account?.language, this.deps.defaultLanguage);
    return {
      unread,
      items: rows.flatMap((row) => toNotificationDto(row, language)),
      feedbackMails,
      canMail: this.deps.mails && account !== undefined && hasMailbox(account),
    };
  }

  /** `POST /api/notifications/settings`: her own choices. */
  async saveSettings(actor: ActorRow, body: NotificationSettingsBody): Promise<NotificationList> {
    await setFeedbackMails(this.deps.db, actor.id, body.feedbackMails);
    return this.list(actor);
  }

  async markRead(actor: ActorRow, body: MarkNotificationsReadBody): Promise<NotificationList> {
    await markRead(this.deps.db, actor.id, body.ids, this.deps.clock().toISOString());
    return this.list(actor);
  }
}

/** A stored notification as the member reads it; one of a kind this version does not know is left out. */
function toNotificationDto(row: NotificationRow, language: Language): NotificationDto[] {
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) return [];
  const kind = row.kind as NotificationKind;
  let params: NotificationParams[typeof kind];
  try {
    params = JSON.parse(row.params) as NotificationParams[typeof kind];
  } catch {
    return [];
  }
  return [
    {
      _id: row.id,
      kind,
      text: notificationTextIn(language, kind, params),
      params: paramsOf(paramsIn(language, kind, params)),
      path: notificationPath(kind, params),
      createdAt: row.created_at,
      read: row.read_at !== null,
    },
  ];
}

/** A notification's stored params as message values: its strings and numbers, nothing else. */
function paramsOf(params: object): MessageValues {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}
