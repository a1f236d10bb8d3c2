import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TagStoriesPage } from '@common/schemas/tags';
import { api } from '@client/lib/api';

/** GET /api/v1/tags/:slug/stories: the tag (canonical) and a page of its published stories, newest first. */
export function getTagStories(slug: string, cursor?: string): Promise<TagStoriesPage> {
  const params = new URLSearchParams({ limit: '12' });
  if (cursor) params.set('cursor', cursor);
  return api<TagStoriesPage>(`/api/v1/tags/${encodeURIComponent(slug)}/stories?${params}`);
}

export const tagStoriesQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['tags', 'stories', slug] as const,
    queryFn: ({ pageParam }) => getTagStories(slug, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useTagStories = (slug: string) => useInfiniteQuery(tagStoriesQuery(slug));
