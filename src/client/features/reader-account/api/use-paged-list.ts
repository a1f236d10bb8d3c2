import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@common/schemas/pagination';
import { api } from '@client/lib/api';

/** Items per page on this screen: the panels show a few, with 'Show more'. */
export const PANEL_PAGE_SIZE = 5;

/** A keyset-paged list endpoint (`?limit&cursor`, answering `{ items, nextCursor }`). */
export function usePagedList<T>(queryKey: QueryKey, path: string) {
  const joiner = path.includes('?') ? '&' : '?';
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      api<Page<T>>(
        `${path}${joiner}limit=${PANEL_PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
