import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSummary } from '@common/schemas/collaborator';
import { PAGE_SIZES } from '@common/constants';
import { api } from '@client/lib/api';
import { collaborationKeys } from './collaboration-keys';

/** Shortest search the server accepts (userSearchQuerySchema). */
export const USER_SEARCH_MIN = 2;

/**
 * GET /api/v1/users/search?q=: people by username (partial) or exact e-mail address, at most
 * 20 (SPEC section 9), never the caller and never with e-mail addresses.
 */
export async function searchUsers(q: string): Promise<UserSummary[]> {
  const { items } = await api<{ items: UserSummary[] }>(
    `/api/v1/users/search?${new URLSearchParams({ q }).toString()}`,
  );
  return items.slice(0, PAGE_SIZES.userSearch);
}

export const userSearchQuery = (q: string) =>
  queryOptions({
    queryKey: collaborationKeys.userSearch(q),
    queryFn: () => searchUsers(q),
    staleTime: 30_000,
  });

/** Results for the (already debounced, trimmed) term; idle below two characters. */
export function useUserSearch(q: string) {
  return useQuery({
    ...userSearchQuery(q),
    enabled: q.length >= USER_SEARCH_MIN,
    placeholderData: keepPreviousData,
  });
}
