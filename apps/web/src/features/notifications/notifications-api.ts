import type {
  MarkNotificationsReadBody,
  NotificationList,
  NotificationSettingsBody,
} from '@thoughtful/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

/**
 * A member's notifications (DESIGN.md §14). The key ends with her id: the live stream's
 * 'notification' event names her, and reads them again (features/live). The bell is in the menu of
 * every screen, the inTell's too, which loads without Zod (bundle-budget.spec): its answers are
 * taken as the server's contract says, unchecked.
 */
export const notificationsKey = (userId: string) => ['notifications', 'mine', userId] as const;

export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiFetch<NotificationList>('/api/notifications', { signal });
}

export function markNotificationsRead(body: MarkNotificationsReadBody): Promise<NotificationList> {
  return apiFetch<NotificationList>('/api/notifications/read', { method: 'POST', body });
}

export function useNotifications(userId: string) {
  return useQuery({
    queryKey: notificationsKey(userId),
    queryFn: ({ signal }) => getNotifications(signal),
  });
}

/** Marks some (or, without ids, all) read; the answer is the list as it now is. */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (list) => queryClient.setQueryData(notificationsKey(userId), list),
  });
}

export function saveNotificationSettings(
  body: NotificationSettingsBody,
): Promise<NotificationList> {
  return apiFetch<NotificationList>('/api/notifications/settings', { method: 'POST', body });
}

/** Her choice of feedback mails; the answer is the list with it. */
export function useSaveNotificationSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (list) => queryClient.setQueryData(notificationsKey(userId), list),
  });
}
