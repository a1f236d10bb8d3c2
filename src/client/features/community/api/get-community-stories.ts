import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LibrarySearchPage } from '@common/schemas/library';
import { api } from '@client/lib/api';
import { communityKeys } from './community-keys';

/**
 * GET /api/v1/library/search: published public stories, optionally one genre, optionally only
 * exclusive ones (issue 25), one page.
 */
export function getCommunityStories(
  genre: string | undefined,
  limit: number,
  cursor?: string,
  exclusive = false,
  advanced: Record<string, string> = {},
) {
  const params = new URLSearchParams({ ...advanced, limit: String(limit) });
  if (genre) params.set('genre', genre);
  if (exclusive) params.set('exclusive', 'true');
  if (cursor) params.set('cursor', cursor);
  return api<LibrarySearchPage>(`/api/v1/library/search?${params.toString()}`);
}

export const communityStoriesQuery = (genre: string | undefined, limit: number) =>
  queryOptions({
    queryKey: communityKeys.stories(genre, limit),
    queryFn: () => getCommunityStories(genre, limit),
  });

/** The Discover Stories tab: the first 10 (SPEC section 7). */
export function useCommunityStories(genre: string | undefined, limit: number) {
  return useQuery(communityStoriesQuery(genre, limit));
}

/**
 * 'See all' stories: 20 a page, optionally only exclusive ones, with the advanced filters
 * (issue 25) of the address as they are.
 */
export function useAllCommunityStories(
  genre: string | undefined,
  exclusive = false,
  advanced: Record<string, string> = {},
) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...communityKeys.storiesInfinite(genre, exclusive), advanced],
      queryFn: ({ pageParam }) => getCommunityStories(genre, 20, pageParam, exclusive, advanced),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}
