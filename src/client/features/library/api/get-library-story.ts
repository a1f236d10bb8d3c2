import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryStory } from '@common/schemas/library';
import { api } from '@client/lib/api';
import { libraryKeys, storyApi } from './library-keys';

/** GET /api/v1/library/stories/:id: a published story; 404 'Story not found' for anything else. */
export function getLibraryStory(storyId: string): Promise<LibraryStory> {
  return api<LibraryStory>(storyApi(storyId));
}

export const libraryStoryQuery = (storyId: string) =>
  queryOptions({ queryKey: libraryKeys.story(storyId), queryFn: () => getLibraryStory(storyId) });

/** The story page's data, including the signed-in reader's own state (`viewer`). */
export function useLibraryStory(storyId: string) {
  return useQuery(libraryStoryQuery(storyId));
}
