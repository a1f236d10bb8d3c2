import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { StoryCard } from '@common/schemas/story';
import type { Page } from '@common/schemas/pagination';
import type { StoryStatus } from '@common/constants';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** The My Stories filters as the API takes them; absent means "All". */
export type StoryListFilters = { q?: string; genre?: string; status?: StoryStatus };

/** Cards per request: enough to fill two screens, small enough to stay fast. */
export const STORIES_PAGE_SIZE = 24;

/** GET /api/v1/stories: one page of the caller's own and shared stories, newest update first. */
export function getMyStories(filters: StoryListFilters, cursor?: string): Promise<Page<StoryCard>> {
  const params = new URLSearchParams({ limit: String(STORIES_PAGE_SIZE) });
  if (filters.q) params.set('q', filters.q);
  if (filters.genre) params.set('genre', filters.genre);
  if (filters.status) params.set('status', filters.status);
  if (cursor) params.set('cursor', cursor);
  return api<Page<StoryCard>>(`/api/v1/stories?${params.toString()}`);
}

/** Keyset-paginated: each 'Load more' asks for the page after the last cursor. */
export const myStoriesQuery = (filters: StoryListFilters) =>
  infiniteQueryOptions({
    queryKey: storyKeys.list(filters),
    queryFn: ({ pageParam }) => getMyStories(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** My Stories with the given filters; the previous results stay on screen while new ones load. */
export function useMyStories(filters: StoryListFilters) {
  return useInfiniteQuery({ ...myStoriesQuery(filters), placeholderData: keepPreviousData });
}
