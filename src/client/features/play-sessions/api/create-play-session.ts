import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaySession, PlaySessionCreate } from '@common/schemas/play-sessions';
import { api } from '@client/lib/api';
import { playKeys } from './play-keys';

/** POST /api/v1/stories/:id/play-sessions: start a table; the caller is its game master. */
export function useCreatePlaySession(storyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaySessionCreate) =>
      api<PlaySession>(`/api/v1/stories/${encodeURIComponent(storyId)}/play-sessions`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: playKeys.story(storyId) }),
  });
}
