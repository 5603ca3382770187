import type { AppConfig } from '../../config';
import type { MailQueue } from '../../mail/mail-outbox';
import type { NotificationMail } from './notifications.listener';

/** Feedback mails go through the outbox, except in anonymous mode, where nothing is mailed. */
export function notificationMailOf(
  services: { mailOutbox: MailQueue },
  config: Pick<AppConfig, 'flags' | 'publicUrl' | 'defaultLanguage'>,
): NotificationMail | undefined {
  return config.flags.anonymous
    ? undefined
    : {
        queue: services.mailOutbox,
        publicUrl: config.publicUrl,
        defaultLanguage: config.defaultLanguage,
      };
}
