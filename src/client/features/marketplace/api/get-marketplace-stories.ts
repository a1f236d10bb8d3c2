import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MARKETPLACE_PAGE_SIZE } from '@common/marketplace-constants';
import type { MarketplaceStoryPage, MarketplaceStoryQuery } from '@common/schemas/marketplace';
import { api } from '@client/lib/api';
import { marketplaceKeys } from './marketplace-keys';

/** The advanced filters as the address carries them (components/advanced-filters). */
type AdvancedFilters = Record<string, string>;

/**
 * GET /api/v1/marketplace/stories: 50 published stories of status Complete or Active, narrowed by
 * the advanced filters when given (plans with advancedFilters).
 */
export function getMarketplaceStories(
  query: MarketplaceStoryQuery,
  cursor?: string,
  advanced: AdvancedFilters = {},
): Promise<MarketplaceStoryPage> {
  const params = new URLSearchParams({
    ...advanced,
    limit: String(MARKETPLACE_PAGE_SIZE),
    status: query.status ?? 'Complete',
  });
  if (query.genre) params.set('genre', query.genre);
  if (query.q) params.set('q', query.q);
  if (query.sort && query.sort !== 'popular') params.set('sort', query.sort);
  if (cursor) params.set('cursor', cursor);
  return api<MarketplaceStoryPage>(`/api/v1/marketplace/stories?${params.toString()}`);
}

export const marketplaceStoriesQuery = (query: MarketplaceStoryQuery, advanced: AdvancedFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...marketplaceKeys.storyList(query), advanced],
    queryFn: ({ pageParam }) => getMarketplaceStories(query, pageParam, advanced),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The Completed Books and Ongoing Stories tabs. */
export function useMarketplaceStories(
  query: MarketplaceStoryQuery,
  advanced: AdvancedFilters = {},
  enabled = true,
) {
  return useInfiniteQuery({
    ...marketplaceStoriesQuery(query, advanced),
    placeholderData: keepPreviousData,
    enabled,
  });
}
