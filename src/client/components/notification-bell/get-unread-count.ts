import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { notificationKeys } from './notification-keys';

/** How often the bell asks for new notifications while the page is open. */
export const UNREAD_POLL_MS = 30_000;

/** GET /api/v1/notifications/unread-count */
export async function getUnreadCount(): Promise<number> {
  return (await api<{ count: number }>('/api/v1/notifications/unread-count')).count;
}

/** Polled every 30 s (TanStack Query pauses it while the tab is hidden). */
export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: getUnreadCount,
  refetchInterval: UNREAD_POLL_MS,
  staleTime: UNREAD_POLL_MS / 2,
});

export const useUnreadCount = () => useQuery(unreadCountQuery);
