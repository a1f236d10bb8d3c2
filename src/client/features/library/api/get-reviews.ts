import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StoryReviewsPage } from '@common/schemas/reviews';
import { api } from '@client/lib/api';
import { libraryKeys, storyApi } from './library-keys';

/** GET .../reviews: newest first, with the count and the average overall rating. */
export function getReviews(storyId: string, cursor?: string): Promise<StoryReviewsPage> {
  const query = new URLSearchParams({ limit: '5', ...(cursor ? { cursor } : {}) });
  return api<StoryReviewsPage>(`${storyApi(storyId)}/reviews?${query}`);
}

export const reviewsQuery = (storyId: string) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.reviews(storyId),
    queryFn: ({ pageParam }) => getReviews(storyId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The story's reviews, page by page ('Load more'). */
export function useReviews(storyId: string) {
  return useInfiniteQuery(reviewsQuery(storyId));
}
