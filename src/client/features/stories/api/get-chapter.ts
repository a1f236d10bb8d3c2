import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chapter } from '@common/schemas/chapter';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** GET /api/v1/stories/:id/chapters/:chapterId: one chapter with its Tiptap JSON body. */
export function getChapter(storyId: string, chapterId: string): Promise<Chapter> {
  return api<Chapter>(
    `/api/v1/stories/${encodeURIComponent(storyId)}/chapters/${encodeURIComponent(chapterId)}`,
  );
}

/**
 * The body is loaded once per visit and then owned by the editor: no background refetches
 * (staleTime Infinity), so a refetch can never overwrite what the writer is typing.
 */
export const chapterQuery = (storyId: string, chapterId: string) =>
  queryOptions({
    queryKey: storyKeys.chapter(storyId, chapterId),
    queryFn: () => getChapter(storyId, chapterId),
    staleTime: Infinity,
    gcTime: 0,
  });

export function useChapter(storyId: string, chapterId: string | undefined) {
  return useQuery({ ...chapterQuery(storyId, chapterId ?? ''), enabled: Boolean(chapterId) });
}
