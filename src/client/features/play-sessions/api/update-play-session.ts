import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaySession, PlaySessionUpdate } from '@common/schemas/play-sessions';
import { api } from '@client/lib/api';
import { playKeys } from './play-keys';

/** PATCH /api/v1/play-sessions/:id (game master): title, status, scheduled start. */
export function useUpdatePlaySession(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaySessionUpdate) =>
      api<PlaySession>(`/api/v1/play-sessions/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: (session) => client.setQueryData(playKeys.session(id), session),
  });
}
