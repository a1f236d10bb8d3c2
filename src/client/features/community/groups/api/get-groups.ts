import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { GroupCard } from '@common/schemas/groups';
import type { Page } from '@common/schemas/pagination';
import { api } from '@client/lib/api';
import { groupKeys } from './group-keys';

/** GET /api/v1/groups: listed groups by member count, optionally one category, one keyset page. */
export function getGroups(
  category: string | undefined,
  limit: number,
  cursor?: string,
): Promise<Page<GroupCard>> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (category) params.set('category', category);
  if (cursor) params.set('cursor', cursor);
  return api<Page<GroupCard>>(`/api/v1/groups?${params.toString()}`);
}

/** The Find Groups tab: the first `size` groups (SPEC section 9: community lists 10). */
export function useGroupsTab(category: string | undefined, size: number) {
  return useQuery(
    queryOptions({ queryKey: groupKeys.list(category, size), queryFn: () => getGroups(category, size) }),
  );
}

/** 'See all': every listed group, 20 a page. */
export function useAllGroups(category: string | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: groupKeys.infinite(category),
      queryFn: ({ pageParam }) => getGroups(category, 20, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}
