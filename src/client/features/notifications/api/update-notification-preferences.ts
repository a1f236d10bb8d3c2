import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, UpdateNotificationPreferences } from '@common/schemas/notifications';
import { api } from '@client/lib/api';
import { notificationKeys } from '@client/components/notification-bell/notification-keys';

/** PUT /api/v1/notifications/preferences: the kinds sent change; answers the full list. */
export function updateNotificationPreferences(
  body: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/api/v1/notifications/preferences', { method: 'PUT', body });
}

/** Saves one or more switches; the answer replaces the cached preferences. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
