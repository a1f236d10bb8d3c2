import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { characterKeys, worldsKeyPrefix } from './character-keys';

/** DELETE /api/v1/characters/:id (404 when missing or not the caller's). */
export function deleteCharacter(id: string): Promise<void> {
  return api<void>(`/api/v1/characters/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes one character and refreshes every list and the worlds' counts. Its detail query is left
 * alone: the edit page is still on screen until it navigates away, and refetching would flash "not found".
 */
export function useDeleteCharacter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCharacter(id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: characterKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: worldsKeyPrefix }),
      ]);
    },
  });
}
