import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** DELETE /api/v1/stories/:id/chapters/:chapterId; the chapters after it move up one place. */
export function deleteChapter(storyId: string, chapterId: string): Promise<void> {
  return api<void>(
    `/api/v1/stories/${encodeURIComponent(storyId)}/chapters/${encodeURIComponent(chapterId)}`,
    {
      method: 'DELETE',
    },
  );
}

/** Deletes a chapter and refetches the list and the story's word and chapter counts. */
export function useDeleteChapter(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: string) => deleteChapter(storyId, chapterId),
    onSuccess: (_done, chapterId) => {
      queryClient.removeQueries({ queryKey: storyKeys.chapter(storyId, chapterId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId), exact: true }),
        queryClient.invalidateQueries({ queryKey: storyKeys.chapters(storyId), exact: true }),
        queryClient.invalidateQueries({ queryKey: storyKeys.lists() }),
      ]);
    },
  });
}
