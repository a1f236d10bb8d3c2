import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommentsPage } from '@common/schemas/comments';
import { api } from '@client/lib/api';
import { libraryKeys, storyApi } from './library-keys';

/** GET .../comments: top-level comments newest first, each with its replies. */
export function getComments(storyId: string, cursor?: string): Promise<CommentsPage> {
  const query = new URLSearchParams({ limit: '10', ...(cursor ? { cursor } : {}) });
  return api<CommentsPage>(`${storyApi(storyId)}/comments?${query}`);
}

export const commentsQuery = (storyId: string) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.comments(storyId),
    queryFn: ({ pageParam }) => getComments(storyId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The story's comment threads, page by page ('Load more'). */
export function useComments(storyId: string) {
  return useInfiniteQuery(commentsQuery(storyId));
}
