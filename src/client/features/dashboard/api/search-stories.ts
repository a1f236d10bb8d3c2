import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LibrarySearchPage } from '@common/schemas/library';
import type { DASHBOARD_GENRE_FILTER } from '@common/constants';
import { api } from '@client/lib/api';
import { dashboardKeys } from './dashboard-keys';

/** How many stories the Discover Stories panel lists. */
export const DISCOVER_SIZE = 5;

/** The genres the panel offers (SPEC section 2), besides All. */
export type DiscoverGenre = (typeof DASHBOARD_GENRE_FILTER)[number];
export type DiscoverFilters = { q?: string; genre?: DiscoverGenre };

/** GET /api/v1/library/search?q&genre: published stories (most viewed first without a search). */
export function searchStories(filters: DiscoverFilters): Promise<LibrarySearchPage> {
  const params = new URLSearchParams({ limit: String(DISCOVER_SIZE) });
  if (filters.q) params.set('q', filters.q);
  if (filters.genre) params.set('genre', filters.genre);
  return api<LibrarySearchPage>(`/api/v1/library/search?${params}`);
}

export const discoverQuery = (filters: DiscoverFilters) =>
  queryOptions({ queryKey: dashboardKeys.discover(filters), queryFn: () => searchStories(filters) });

/** Keeps the previous results on screen while a new search loads. */
export const useDiscoverStories = (filters: DiscoverFilters) =>
  useQuery({ ...discoverQuery(filters), placeholderData: keepPreviousData });
