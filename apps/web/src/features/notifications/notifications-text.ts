/** The words of the notifications menu (DESIGN.md §14, beyond the spec), in one place. */
export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  /** The toggle's name for screen readers, with the count the badge shows. */
  toggleLabel: (unread: number) =>
    unread === 0
      ? 'Notifications'
      : unread === 1
        ? 'Notifications, 1 unread'
        : `Notifications, ${unread} unread`,
  empty: 'No notifications yet.',
  loading: 'Loading notifications…',
  failed: 'Notifications could not be loaded.',
  markAllRead: 'Mark all as read',
  unread: 'Unread',
  feedbackMails: 'E-mail me when feedback is released',
} as const;
