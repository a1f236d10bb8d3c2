import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { notificationKeys } from './notification-keys';

/** POST /api/v1/notifications/read: these ids, or every unread one when `ids` is omitted. */
export function markNotificationsRead(ids?: string[]): Promise<{ marked: number }> {
  return api<{ marked: number }>('/api/v1/notifications/read', { method: 'POST', body: ids ? { ids } : {} });
}

/** Marks read and refreshes the badge and lists. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
