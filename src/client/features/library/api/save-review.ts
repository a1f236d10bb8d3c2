import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryReview, StoryReviewInput } from '@common/schemas/reviews';
import { api } from '@client/lib/api';
import { libraryKeys, storyApi } from './library-keys';

/** PUT .../review: writes or replaces the caller's review of the story. */
export function saveReview(storyId: string, input: StoryReviewInput): Promise<StoryReview> {
  return api<StoryReview>(`${storyApi(storyId)}/review`, { method: 'PUT', body: input });
}

/** DELETE .../review: removes the caller's review. */
export async function deleteReview(storyId: string): Promise<void> {
  await api(`${storyApi(storyId)}/review`, { method: 'DELETE' });
}

/** Saving or deleting refreshes the story page (own review) and its review list. */
export function useSaveReview(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoryReviewInput) => saveReview(storyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.story(storyId) }),
  });
}

export function useDeleteReview(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReview(storyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.story(storyId) }),
  });
}
