import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@common/schemas/pagination';
import type { AuthorStory } from '@common/schemas/social';
import { api } from '@client/lib/api';
import { authorKeys, authorPath } from './author-keys';

/** GET /api/v1/authors/:username/stories: published stories, newest first. */
export function getAuthorStories(username: string, cursor?: string): Promise<Page<AuthorStory>> {
  const params = new URLSearchParams({ limit: '6' });
  if (cursor) params.set('cursor', cursor);
  return api<Page<AuthorStory>>(`${authorPath(username)}/stories?${params}`);
}

export const authorStoriesQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: authorKeys.stories(username),
    queryFn: ({ pageParam }) => getAuthorStories(username, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAuthorStories = (username: string) => useInfiniteQuery(authorStoriesQuery(username));
