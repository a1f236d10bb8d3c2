import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { charactersKeyPrefix, worldKeys } from './world-keys';

/** DELETE /api/v1/worlds/:id (404 when missing or not the caller's). Its stories and characters stay, unplaced. */
export function deleteWorld(id: string): Promise<void> {
  return api<void>(`/api/v1/worlds/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deletes one world and refreshes world lists, pickers and characters. Its detail query is left
 * alone: the edit page is still on screen until it navigates away, and refetching would flash "not found".
 */
export function useDeleteWorld(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteWorld(id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: worldKeys.all,
          predicate: (q) => q.queryKey[1] !== 'detail',
        }),
        queryClient.invalidateQueries({ queryKey: charactersKeyPrefix }),
      ]);
    },
  });
}
