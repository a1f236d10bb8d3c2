import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryDetail } from '@common/schemas/story';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** GET /api/v1/stories/:id: the story, its derived details and what the caller may do with it. 404 when missing or not visible. */
export function getStory(storyId: string): Promise<StoryDetail> {
  return api<StoryDetail>(`/api/v1/stories/${encodeURIComponent(storyId)}`);
}

export const storyQuery = (storyId: string) =>
  queryOptions({ queryKey: storyKeys.detail(storyId), queryFn: () => getStory(storyId) });

/** One story with its abilities (the screens never re-derive rights from the user). */
export function useStory(storyId: string) {
  return useQuery(storyQuery(storyId));
}
