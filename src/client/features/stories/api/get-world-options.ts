import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorldOption } from '@common/schemas/world';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** GET /api/v1/worlds/options: the caller's own worlds, by name, for the story form's picker. */
export function getWorldOptions(): Promise<WorldOption[]> {
  return api<WorldOption[]>('/api/v1/worlds/options');
}

export const worldOptionsQuery = queryOptions({
  queryKey: storyKeys.worldOptions(),
  queryFn: getWorldOptions,
  staleTime: 60_000,
});

/** The world picker's choices; a failed load leaves the picker with "No world" only. */
export function useWorldOptions() {
  return useQuery(worldOptionsQuery);
}
