import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { authorKeys, authorPath } from './author-keys';

/** DELETE /api/v1/authors/:username/review: the caller's own review (404 when none). */
export function deleteAuthorReview(username: string): Promise<void> {
  return api<void>(`${authorPath(username)}/review`, { method: 'DELETE' });
}

export function useDeleteAuthorReview(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAuthorReview(username),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorKeys.author(username) }),
  });
}
