/**
 * The notifications module's public surface (DESIGN.md §14): the listener that writes them as
 * changes are made, the service that reads them, and its routes.
 */
export {
  notificationsListener,
  type NotificationMail,
  type NotificationsListenerOptions,
} from './notifications.listener';
export { notificationMailOf } from './notification-mail';
export { NotificationsService } from './notifications.service';
export { notificationRoutes } from './notifications.routes';
