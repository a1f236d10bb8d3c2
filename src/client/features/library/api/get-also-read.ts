import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlsoRead } from '@common/schemas/recommendations';
import { api } from '@client/lib/api';
import { libraryKeys, storyApi } from './library-keys';

/** GET /api/v1/library/stories/:id/also-read: stories this story's readers also read. */
export function getAlsoRead(storyId: string): Promise<AlsoRead> {
  return api<AlsoRead>(`${storyApi(storyId)}/also-read?limit=3`);
}

export const alsoReadQuery = (storyId: string) =>
  queryOptions({ queryKey: libraryKeys.alsoRead(storyId), queryFn: () => getAlsoRead(storyId) });

export const useAlsoRead = (storyId: string) => useQuery(alsoReadQuery(storyId));
