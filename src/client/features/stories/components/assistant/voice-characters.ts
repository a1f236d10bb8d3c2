import { useQuery } from '@tanstack/react-query';
import type { Page } from '@common/schemas/pagination';
import { api } from '@client/lib/api';

type VoiceCharacter = { id: string; name: string };

/** GET /api/v1/characters: the writer's own characters, whose voices a rewrite can take. */
export function useVoiceCharacters(enabled: boolean) {
  return useQuery({
    queryKey: ['assistant', 'voices'],
    queryFn: async () => (await api<Page<VoiceCharacter>>('/api/v1/characters?limit=50')).items,
    enabled,
  });
}
