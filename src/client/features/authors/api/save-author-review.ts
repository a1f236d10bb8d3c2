import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthorReview, AuthorReviewInput } from '@common/schemas/social';
import { api } from '@client/lib/api';
import { authorKeys, authorPath } from './author-keys';

/** PUT /api/v1/authors/:username/review: creates (201) or replaces (200) the caller's review. */
export function saveAuthorReview(username: string, body: AuthorReviewInput): Promise<AuthorReview> {
  return api<AuthorReview>(`${authorPath(username)}/review`, { method: 'PUT', body });
}

/** Saves the review, then refreshes the reviews list and the profile's average. */
export function useSaveAuthorReview(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AuthorReviewInput) => saveAuthorReview(username, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authorKeys.author(username) }),
  });
}
