import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryDetail } from '@common/schemas/story';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/**
 * POST /api/v1/stories/:id/publish or /unpublish (owner only). Publishing makes the story Public,
 * Published and stamps published_at; unpublishing makes it Private again (SPEC section 4).
 */
export function setStoryPublished(storyId: string, published: boolean): Promise<StoryDetail> {
  const action = published ? 'publish' : 'unpublish';
  return api<StoryDetail>(`/api/v1/stories/${encodeURIComponent(storyId)}/${action}`, {
    method: 'POST',
    body: {},
  });
}

/** Publishes (true) or unpublishes (false); the answer replaces the cached detail. */
export function useSetStoryPublished(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) => setStoryPublished(storyId, published),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.detail(storyId), story);
      return queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}
