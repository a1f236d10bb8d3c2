import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentInput, StoryComment } from '@common/schemas/comments';
import { api } from '@client/lib/api';
import { libraryKeys, storyApi } from './library-keys';

/** POST .../comments: a comment, or a reply when `parentCommentId` is set. */
export function postComment(storyId: string, input: CommentInput): Promise<StoryComment> {
  return api<StoryComment>(`${storyApi(storyId)}/comments`, { method: 'POST', body: input });
}

/** DELETE .../comments/:commentId: the caller's own comment, or any on their own story. */
export async function deleteComment(storyId: string, commentId: string): Promise<void> {
  await api(`${storyApi(storyId)}/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' });
}

/** Posting or deleting reloads the comment threads. */
export function usePostComment(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => postComment(storyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.comments(storyId) }),
  });
}

export function useDeleteComment(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(storyId, commentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.comments(storyId) }),
  });
}
