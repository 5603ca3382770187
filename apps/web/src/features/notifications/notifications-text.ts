import { plural, t } from '@lingui/core/macro';
// The catalogue and the language spoken are set up before a word here is read.
import '../../lib/i18n';

/**
 * The words of the notifications menu (DESIGN.md §14, beyond the spec), in one place; each worded
 * when read, in the language spoken then (issue 44).
 */
export const NOTIFICATIONS_TEXT = {
  get title() {
    return t`Notifications`;
  },
  /** The toggle's name for screen readers, with the count the badge shows. */
  toggleLabel: (unread: number) =>
    plural(unread, {
      0: 'Notifications',
      one: 'Notifications, # unread',
      other: 'Notifications, # unread',
    }),
  get empty() {
    return t`No notifications yet.`;
  },
  get loading() {
    return t`Loading notifications…`;
  },
  get failed() {
    return t`Notifications could not be loaded.`;
  },
  get markAllRead() {
    return t`Mark all as read`;
  },
  get unread() {
    return t({ message: 'Unread', comment: 'Before a notification not read yet (screen readers)' });
  },
  get feedbackMails() {
    return t`E-mail me when feedback is released`;
  },
};
