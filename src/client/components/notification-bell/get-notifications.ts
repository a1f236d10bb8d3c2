import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationsPage } from '@common/schemas/notifications';
import { api } from '@client/lib/api';
import { notificationKeys } from './notification-keys';

/** GET /api/v1/notifications: newest first; `cursor` from the previous page. */
export function getNotifications(cursor?: string, limit = 20): Promise<NotificationsPage> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return api<NotificationsPage>(`/api/v1/notifications?${params}`);
}

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The notifications list, page after page; `enabled` false until it is needed (the bell opens). */
export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...notificationsQuery(), enabled });
}
