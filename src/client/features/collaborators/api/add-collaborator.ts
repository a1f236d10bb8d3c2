import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collaborator } from '@common/schemas/collaborator';
import { api } from '@client/lib/api';
import { collaborationKeys, STORIES_KEY } from './collaboration-keys';
import type { CollaboratorRole } from './collaborator-role';

export type AddCollaboratorInput = { storyId: string; userId: string; role: CollaboratorRole };

/** POST /api/v1/stories/:id/collaborators {userId, role} (owner only); 409 when already there or the owner. */
export function addCollaborator({ storyId, userId, role }: AddCollaboratorInput): Promise<Collaborator> {
  return api<Collaborator>(`/api/v1/stories/${encodeURIComponent(storyId)}/collaborators`, {
    method: 'POST',
    body: { userId, role },
  });
}

/** Adds a collaborator, then refreshes this screen and the stories' counts. */
export function useAddCollaborator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCollaborator,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationKeys.all }),
        queryClient.invalidateQueries({ queryKey: STORIES_KEY }),
      ]),
  });
}
