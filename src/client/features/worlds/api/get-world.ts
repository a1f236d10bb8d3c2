import { queryOptions, useQuery } from '@tanstack/react-query';
import type { World } from '@common/schemas/world';
import { api } from '@client/lib/api';
import { worldKeys } from './world-keys';

/** GET /api/v1/worlds/:id: one of the caller's worlds with its lore sections (404 when missing or not theirs). */
export function getWorld(id: string): Promise<World> {
  return api<World>(`/api/v1/worlds/${encodeURIComponent(id)}`);
}

export const worldQuery = (id: string) =>
  queryOptions({ queryKey: worldKeys.detail(id), queryFn: () => getWorld(id) });

/** The world being edited. */
export function useWorld(id: string) {
  return useQuery(worldQuery(id));
}
