import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character, CharacterInput } from '@common/schemas/character';
import { api } from '@client/lib/api';
import { characterKeys, worldsKeyPrefix } from './character-keys';

/** PATCH /api/v1/characters/:id with the changed fields; answers the saved character. */
export function updateCharacter(id: string, input: Partial<CharacterInput>): Promise<Character> {
  return api<Character>(`/api/v1/characters/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

/** Saves edits to one character and refreshes its detail, every list and the worlds' counts. */
export function useUpdateCharacter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<CharacterInput>) => updateCharacter(id, input),
    onSuccess: async (character) => {
      queryClient.setQueryData(characterKeys.detail(id), character);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: characterKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: worldsKeyPrefix }),
      ]);
    },
  });
}
