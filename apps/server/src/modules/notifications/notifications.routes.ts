import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MarkNotificationsReadBody,
  NotificationList,
  NotificationSettingsBody,
} from '@thoughtful/shared';
import { authenticate, currentUser } from '../auth';

/**
 * `GET /api/notifications`, `POST /api/notifications/read` and `POST /api/notifications/settings`
 * (DESIGN.md §14): one's own only.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;

  app.get(
    '/notifications',
    { preHandler: authenticate, schema: { response: { 200: NotificationList } } },
    async (request) => notifications.list(currentUser(request)),
  );

  app.post(
    '/notifications/read',
    {
      preHandler: authenticate,
      schema: { body: MarkNotificationsReadBody, response: { 200: NotificationList } },
    },
    async (request) => notifications.markRead(currentUser(request), request.body),
  );

  app.post(
    '/notifications/settings',
    {
      preHandler: authenticate,
      schema: { body: NotificationSettingsBody, response: { 200: NotificationList } },
    },
    async (request) => notifications.saveSettings(currentUser(request), request.body),
  );
};
