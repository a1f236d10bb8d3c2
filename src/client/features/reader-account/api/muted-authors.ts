import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutedAuthors, MuteState } from '@common/schemas/recommendations';
import { api } from '@client/lib/api';
import { readerAccountKeys } from './reader-account-keys';

/** GET /api/v1/me/muted-authors: the authors the reader muted. */
export function getMutedAuthors(): Promise<MutedAuthors> {
  return api<MutedAuthors>('/api/v1/me/muted-authors');
}

export const mutedAuthorsQuery = queryOptions({
  queryKey: readerAccountKeys.mutedAuthors(),
  queryFn: getMutedAuthors,
});

export const useMutedAuthors = () => useQuery(mutedAuthorsQuery);

/** DELETE /api/v1/users/:username/mute, then the list is read again. */
export function useUnmuteAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) =>
      api<MuteState>(`/api/v1/users/${encodeURIComponent(username)}/mute`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readerAccountKeys.mutedAuthors() }),
  });
}
