import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { World, WorldInput } from '@common/schemas/world';
import { api } from '@client/lib/api';
import { charactersKeyPrefix, worldKeys } from './world-keys';

/** PATCH /api/v1/worlds/:id with the changed fields; answers the saved world. Making it private may hit the plan's limit (403 TIER_LIMIT). */
export function updateWorld(id: string, input: Partial<WorldInput>): Promise<World> {
  return api<World>(`/api/v1/worlds/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

/** Saves edits to one world; refreshes the world lists, the pickers and the characters showing its name. */
export function useUpdateWorld(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<WorldInput>) => updateWorld(id, input),
    onSuccess: async (world) => {
      queryClient.setQueryData(worldKeys.detail(id), world);
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
