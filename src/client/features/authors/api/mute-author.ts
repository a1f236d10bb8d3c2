import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorProfile } from '@common/schemas/social';
import type { MuteState } from '@common/schemas/recommendations';
import { api } from '@client/lib/api';
import { authorKeys } from './author-keys';

/** PUT (mute) or DELETE (unmute) /api/v1/users/:username/mute. */
export function setMuted(username: string, mute: boolean): Promise<MuteState> {
  return api<MuteState>(`/api/v1/users/${encodeURIComponent(username)}/mute`, {
    method: mute ? 'PUT' : 'DELETE',
  });
}

/** Mutes or unmutes the author and writes the answer into their profile; lists that filter by mutes reload. */
export function useMuteAuthor(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mute: boolean) => setMuted(username, mute),
    onSuccess: (state) => {
      queryClient.setQueryData<AuthorProfile>(authorKeys.profile(username), (old) =>
        old?.viewer ? { ...old, viewer: { ...old.viewer, isMuted: state.muted } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['reader-account'] });
    },
  });
}
