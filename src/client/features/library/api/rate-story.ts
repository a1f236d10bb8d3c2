import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryStory, RatingResult } from '@common/schemas/library';
import { api } from '@client/lib/api';
import { libraryKeys, storyApi } from './library-keys';

/** PUT .../rating: the caller's 1..5 stars; answers the story's new average and count. */
export function rateStory(storyId: string, rating: number): Promise<RatingResult> {
  return api<RatingResult>(`${storyApi(storyId)}/rating`, { method: 'PUT', body: { rating } });
}

/** Rates the story and writes the new average into the cached story page at once. */
export function useRateStory(storyId: string) {
  const queryClient = useQueryClient();
  const key = libraryKeys.story(storyId);
  return useMutation({
    mutationFn: (rating: number) => rateStory(storyId, rating),
    onSuccess: (result) => {
      queryClient.setQueryData<LibraryStory>(key, (story) =>
        story?.viewer
          ? {
              ...story,
              rating: result.average,
              ratingCount: result.ratingCount,
              viewer: { ...story.viewer, rating: result.rating },
            }
          : story,
      );
      void queryClient.invalidateQueries({ queryKey: ['me', 'reading'] });
    },
  });
}
