import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** DELETE /api/v1/stories/:id (owner only): chapters, sessions and collaborators go with it. */
export function deleteStory(storyId: string): Promise<void> {
  return api<void>(`/api/v1/stories/${encodeURIComponent(storyId)}`, { method: 'DELETE' });
}

/** Deletes a story and forgets everything cached about it. */
export function useDeleteStory(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStory(storyId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: storyKeys.detail(storyId) });
      return queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}
