import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Character } from '@common/schemas/character';
import { api } from '@client/lib/api';
import { characterKeys } from './character-keys';

/** GET /api/v1/characters/:id: one of the caller's characters (404 when missing or not theirs). */
export function getCharacter(id: string): Promise<Character> {
  return api<Character>(`/api/v1/characters/${encodeURIComponent(id)}`);
}

export const characterQuery = (id: string) =>
  queryOptions({ queryKey: characterKeys.detail(id), queryFn: () => getCharacter(id) });

/** The character being edited. */
export function useCharacter(id: string) {
  return useQuery(characterQuery(id));
}
