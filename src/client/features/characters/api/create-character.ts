import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character, CharacterInput } from '@common/schemas/character';
import { api } from '@client/lib/api';
import { characterKeys, worldsKeyPrefix } from './character-keys';

/**
 * POST /api/v1/characters. The owner comes from the session. Over the tier's character limit
 * it fails with ApiError 403 TIER_LIMIT (details: limit, upgradeUrl).
 */
export function createCharacter(input: CharacterInput): Promise<Character> {
  return api<Character>('/api/v1/characters', { method: 'POST', body: input });
}

/** Creates a character and refreshes every character list and the worlds' counts. */
export function useCreateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharacter,
    onSuccess: async (character) => {
      queryClient.setQueryData(characterKeys.detail(character.id), character);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: characterKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: worldsKeyPrefix }),
      ]);
    },
  });
}
