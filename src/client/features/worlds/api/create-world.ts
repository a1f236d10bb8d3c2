import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { World, WorldInput } from '@common/schemas/world';
import { api } from '@client/lib/api';
import { worldKeys } from './world-keys';

/**
 * POST /api/v1/worlds. The creator comes from the session. A private world over the plan's
 * limit (SPEC section 6: Free 3, Chronicler 10, Worldsmith 50) fails with ApiError 403 TIER_LIMIT.
 */
export function createWorld(input: WorldInput): Promise<World> {
  return api<World>('/api/v1/worlds', { method: 'POST', body: input });
}

/** Creates a world and refreshes every world list and the world pickers. */
export function useCreateWorld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorld,
    onSuccess: async (world) => {
      queryClient.setQueryData(worldKeys.detail(world.id), world);
      await queryClient.invalidateQueries({
        queryKey: worldKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}
