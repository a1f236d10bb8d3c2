import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryStory } from '@common/schemas/library';
import { api } from '@client/lib/api';
import { readerKeys, storyApi } from './reader-keys';

/** GET /api/v1/library/stories/:id: the reader's table of contents and, signed in, their saved place. */
export function getReaderStory(storyId: string): Promise<LibraryStory> {
  return api<LibraryStory>(storyApi(storyId));
}

export const readerStoryQuery = (storyId: string) =>
  // offlineFirst: asked even without a connection, so the offline worker answers a saved story.
  queryOptions({
    queryKey: readerKeys.story(storyId),
    queryFn: () => getReaderStory(storyId),
    networkMode: 'offlineFirst',
  });

export function useReaderStory(storyId: string) {
  return useQuery(readerStoryQuery(storyId));
}
