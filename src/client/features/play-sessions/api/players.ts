import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayPerson, PlaySession } from '@common/schemas/play-sessions';
import { api } from '@client/lib/api';
import { playKeys } from './play-keys';

const base = (id: string) => `/api/v1/play-sessions/${encodeURIComponent(id)}`;

/** GET .../candidates (game master): the story's people not yet at the table. */
export function usePlayCandidates(id: string, enabled: boolean) {
  return useQuery({
    queryKey: playKeys.candidates(id),
    queryFn: async () => (await api<{ items: PlayPerson[] }>(`${base(id)}/candidates`)).items,
    enabled,
  });
}

/** POST .../players and DELETE .../players/:userId (game master; a player may leave). */
export function usePlayerChanges(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['play-sessions'] });
  return {
    add: useMutation({
      mutationFn: (username: string) =>
        api<PlaySession>(`${base(id)}/players`, { method: 'POST', body: { username } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (userId: string) =>
        api<null>(`${base(id)}/players/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
