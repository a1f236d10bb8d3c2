import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@common/schemas/notifications';
import { api } from '@client/lib/api';
import { notificationKeys } from '@client/components/notification-bell/notification-keys';

/** GET /api/v1/notifications/preferences: every kind with whether it is on. */
export function getNotificationPreferences(): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/api/v1/notifications/preferences');
}

export const notificationPreferencesQuery = queryOptions({
  queryKey: notificationKeys.preferences(),
  queryFn: getNotificationPreferences,
});

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery);
