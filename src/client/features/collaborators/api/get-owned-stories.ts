import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryCard } from '@common/schemas/story';
import type { Page } from '@common/schemas/pagination';
import { api } from '@client/lib/api';
import { collaborationKeys } from './collaboration-keys';

/** The story picker shows at most this many of the caller's stories (most recently updated first). */
export const OWNED_STORIES_LIMIT = 100;

export type OwnedStories = { stories: Pick<StoryCard, 'id' | 'title'>[]; more: boolean };

/** The caller's own stories for the "add a collaborator" picker, from GET /api/v1/stories. */
export async function getOwnedStories(): Promise<OwnedStories> {
  const page = await api<Page<StoryCard>>(`/api/v1/stories?limit=${OWNED_STORIES_LIMIT}`);
  return {
    stories: page.items.filter((s) => s.isOwner).map(({ id, title }) => ({ id, title })),
    more: page.nextCursor !== null,
  };
}

export const ownedStoriesQuery = queryOptions({
  queryKey: collaborationKeys.ownedStories(),
  queryFn: getOwnedStories,
});

export function useOwnedStories() {
  return useQuery(ownedStoriesQuery);
}
