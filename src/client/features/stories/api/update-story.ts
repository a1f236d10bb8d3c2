import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StoryDetail, StoryInput, storyUpdateSchema } from '@common/schemas/story';

type StoryPatch = Partial<StoryInput> &
  Pick<z.input<typeof storyUpdateSchema>, 'earlyAccessDays' | 'exclusive' | 'readerDownloads'>;
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** PATCH /api/v1/stories/:id with any subset of the story fields. */
export function updateStory(storyId: string, input: StoryPatch): Promise<StoryDetail> {
  return api<StoryDetail>(`/api/v1/stories/${encodeURIComponent(storyId)}`, { method: 'PATCH', body: input });
}

/** Saves story details; the fresh detail replaces the cached one and the lists refetch. */
export function useUpdateStory(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoryPatch) => updateStory(storyId, input),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.detail(storyId), story);
      return queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}
