import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { EventDetail, EventInput, EventPage, EventUpdate } from '@common/schemas/events';
import { api } from '@client/lib/api';
import { communityKeys } from './community-keys';

const base = (id: string) => `/api/v1/events/${encodeURIComponent(id)}`;

/** GET /api/v1/events: upcoming (deadline later than now) or all, by deadline, one keyset page. */
export function getEvents(scope: 'upcoming' | 'all', limit: number, type?: string, cursor?: string) {
  const params = new URLSearchParams({ scope, limit: String(limit) });
  if (type) params.set('type', type);
  if (cursor) params.set('cursor', cursor);
  return api<EventPage>(`/api/v1/events?${params.toString()}`);
}

/** The Events tab: 10 upcoming events (SPEC section 7). */
export function useUpcomingEvents(limit: number) {
  return useQuery({
    queryKey: communityKeys.eventList('upcoming', undefined, limit),
    queryFn: () => getEvents('upcoming', limit),
  });
}

/** 'See all' events: 20 a page. */
export function useAllEvents(scope: 'upcoming' | 'all', type: string | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...communityKeys.eventList(scope, type, 20), 'infinite'],
      queryFn: ({ pageParam }) => getEvents(scope, 20, type, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

/** GET /api/v1/events/:id; a Writing Sprint's page polls every 15 s for the live ranking. */
export function useEvent(id: string, poll: boolean) {
  return useQuery({
    queryKey: communityKeys.event(id),
    queryFn: () => api<EventDetail>(base(id)),
    refetchInterval: poll ? 15_000 : false,
  });
}

export const createEvent = (input: EventInput) =>
  api<EventDetail>('/api/v1/events', { method: 'POST', body: input });
export const updateEvent = (id: string, changes: EventUpdate) =>
  api<EventDetail>(base(id), { method: 'PATCH', body: changes });
export const deleteEvent = (id: string) => api<void>(base(id), { method: 'DELETE' });
export const joinEvent = (id: string) => api<EventDetail>(`${base(id)}/registration`, { method: 'POST' });
export const cancelEvent = (id: string) => api<EventDetail>(`${base(id)}/registration`, { method: 'DELETE' });
export const submitEntry = (id: string, storyId: string) =>
  api<EventDetail>(`${base(id)}/entries`, { method: 'POST', body: { storyId } });
export const setWinners = (id: string, entryIds: string[]) =>
  api<EventDetail>(`${base(id)}/winners`, { method: 'PUT', body: { entryIds } });

/**
 * An event change; the answer (the event page) goes straight into the cache and every event list
 * refetches (SPEC section 7: joining reloads the page on success; here the data reloads in place).
 */
export function useEventAction<A extends unknown[]>(fn: (...args: A) => Promise<EventDetail | void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(...args),
    onSuccess: async (detail) => {
      if (detail) queryClient.setQueryData(communityKeys.event(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: communityKeys.events });
    },
  });
}
