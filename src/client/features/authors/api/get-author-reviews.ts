import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuthorReviewsPage } from '@common/schemas/social';
import { api } from '@client/lib/api';
import { authorKeys, authorPath } from './author-keys';

/** GET /api/v1/authors/:username/reviews: newest first, plus the caller's own review (`mine`). */
export function getAuthorReviews(username: string, cursor?: string): Promise<AuthorReviewsPage> {
  const params = new URLSearchParams({ limit: '10' });
  if (cursor) params.set('cursor', cursor);
  return api<AuthorReviewsPage>(`${authorPath(username)}/reviews?${params}`);
}

export const authorReviewsQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: authorKeys.reviews(username),
    queryFn: ({ pageParam }) => getAuthorReviews(username, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAuthorReviews = (username: string) => useInfiniteQuery(authorReviewsQuery(username));
