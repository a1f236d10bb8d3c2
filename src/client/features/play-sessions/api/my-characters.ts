import { useQuery } from '@tanstack/react-query';
import type { Character } from '@common/schemas/character';
import { api } from '@client/lib/api';

/** GET /api/v1/characters: the caller's own characters, to post in character as one of them. */
export function useMyCharacters() {
  return useQuery({
    queryKey: ['play-sessions', 'my-characters'],
    queryFn: async () => (await api<{ items: Character[] }>('/api/v1/characters?limit=100')).items,
  });
}
