import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChapterSummary } from '@common/schemas/chapter';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** PUT /api/v1/stories/:id/chapters/order {chapterIds}: every chapter id of the story, in the new order; answers the renumbered list. */
export async function reorderChapters(storyId: string, chapterIds: string[]): Promise<ChapterSummary[]> {
  const { items } = await api<{ items: ChapterSummary[] }>(
    `/api/v1/stories/${encodeURIComponent(storyId)}/chapters/order`,
    {
      method: 'PUT',
      body: { chapterIds },
    },
  );
  return items;
}

/**
 * Moves chapters optimistically: the list shows the new order at once, takes the server's
 * renumbered list when it answers, and returns to the old order (then refetches) if the server
 * refuses, e.g. because someone added a chapter meanwhile.
 */
export function useReorderChapters(storyId: string) {
  const queryClient = useQueryClient();
  const key = storyKeys.chapters(storyId);
  return useMutation({
    mutationFn: (chapterIds: string[]) => reorderChapters(storyId, chapterIds),
    onMutate: async (chapterIds) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<ChapterSummary[]>(key);
      if (previous) {
        const byId = new Map(previous.map((c) => [c.id, c]));
        const next = chapterIds.flatMap((id, index) => {
          const chapter = byId.get(id);
          return chapter ? [{ ...chapter, position: index + 1 }] : [];
        });
        queryClient.setQueryData(key, next);
      }
      return { previous };
    },
    onSuccess: (items) => queryClient.setQueryData(key, items),
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      return queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}
