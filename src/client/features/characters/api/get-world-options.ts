import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorldOption } from '@common/schemas/world';
import { api } from '@client/lib/api';
import { worldsKeyPrefix } from './character-keys';

/** GET /api/v1/worlds/options: the caller's worlds as id and name, for pickers. */
export function getWorldOptions(): Promise<WorldOption[]> {
  return api<WorldOption[]>('/api/v1/worlds/options');
}

/** Under the worlds prefix, so creating, renaming or deleting a world refreshes the picker. */
export const worldOptionsQuery = queryOptions({
  queryKey: [...worldsKeyPrefix, 'options'] as const,
  queryFn: getWorldOptions,
});

/** The "World" picker's choices on the character form. */
export function useWorldOptions() {
  return useQuery(worldOptionsQuery);
}
