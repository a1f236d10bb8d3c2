import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Character } from '@common/schemas/character';
import type { Page } from '@common/schemas/pagination';
import { api } from '@client/lib/api';
import { characterKeys, type CharacterFilters } from './character-keys';

/** GET /api/v1/characters: one page of the signed-in user's characters, newest update first. */
export function getCharacters(filters: CharacterFilters, cursor?: string): Promise<Page<Character>> {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.privacy) params.set('privacy', filters.privacy);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api<Page<Character>>(`/api/v1/characters${query ? `?${query}` : ''}`);
}

/** My Characters with these filters, page after page (the server's cursor is the page parameter). */
export const charactersQuery = (filters: CharacterFilters) =>
  infiniteQueryOptions({
    queryKey: characterKeys.list(filters),
    queryFn: ({ pageParam }) => getCharacters(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The list for the My Characters screen; keeps showing the last results while new filters load. */
export function useCharacters(filters: CharacterFilters) {
  return useInfiniteQuery({ ...charactersQuery(filters), placeholderData: keepPreviousData });
}
