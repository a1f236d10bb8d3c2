import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { collaborationKeys, STORIES_KEY } from './collaboration-keys';

/**
 * DELETE /api/v1/stories/:id/collaborators/:userId: the owner removes someone, or a
 * collaborator leaves (their own user id).
 */
export function removeCollaborator({ storyId, userId }: { storyId: string; userId: string }): Promise<void> {
  return api<void>(
    `/api/v1/stories/${encodeURIComponent(storyId)}/collaborators/${encodeURIComponent(userId)}`,
    {
      method: 'DELETE',
    },
  );
}

/** Removes a collaborator (or leaves a story), then refreshes this screen and the stories' caches. */
export function useRemoveCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCollaborator,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationKeys.all }),
        queryClient.invalidateQueries({ queryKey: STORIES_KEY }),
      ]),
  });
}
