import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@common/schemas/pagination';
import type { World } from '@common/schemas/world';
import { api } from '@client/lib/api';
import { worldKeys, type WorldFilters } from './world-keys';

/** GET /api/v1/worlds: one page of the signed-in user's worlds with their real counts, newest update first. */
export function getWorlds(filters: WorldFilters, cursor?: string): Promise<Page<World>> {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.genre) params.set('genre', filters.genre);
  if (filters.privacy) params.set('privacy', filters.privacy);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api<Page<World>>(`/api/v1/worlds${query ? `?${query}` : ''}`);
}

/** My Worlds with these filters, page after page (the server's cursor is the page parameter). */
export const worldsQuery = (filters: WorldFilters) =>
  infiniteQueryOptions({
    queryKey: worldKeys.list(filters),
    queryFn: ({ pageParam }) => getWorlds(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The list for the My Worlds screen; keeps showing the last results while new filters load. */
export function useWorlds(filters: WorldFilters) {
  return useInfiniteQuery({ ...worldsQuery(filters), placeholderData: keepPreviousData });
}
