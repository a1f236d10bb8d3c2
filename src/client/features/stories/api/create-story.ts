import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryDetail, StoryInput } from '@common/schemas/story';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** POST /api/v1/stories: the creator is the signed-in user (set by the server). */
export function createStory(input: StoryInput): Promise<StoryDetail> {
  return api<StoryDetail>('/api/v1/stories', { method: 'POST', body: input });
}

/** Creates a story, caches its detail and refreshes every My Stories list. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.detail(story.id), story);
      return queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}
