import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chapter } from '@common/schemas/chapter';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** POST /api/v1/stories/:id/chapters {title}: a new empty draft chapter at the end of the story. */
export function createChapter(storyId: string, title: string): Promise<Chapter> {
  return api<Chapter>(`/api/v1/stories/${encodeURIComponent(storyId)}/chapters`, {
    method: 'POST',
    body: { title },
  });
}

/** Adds a chapter (its body is cached at once, so opening it costs no request); the list and counts refetch. */
export function useCreateChapter(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createChapter(storyId, title),
    onSuccess: (chapter) => {
      queryClient.setQueryData(storyKeys.chapter(storyId, chapter.id), chapter);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId), exact: true }),
        queryClient.invalidateQueries({ queryKey: storyKeys.chapters(storyId), exact: true }),
        queryClient.invalidateQueries({ queryKey: storyKeys.lists() }),
      ]);
    },
  });
}
