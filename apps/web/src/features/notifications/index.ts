// The notifications feature's public face: the bell in the menu (DESIGN.md §14).
export { NotificationsMenu } from './notifications-menu';
export { useNotifications } from './notifications-api';
