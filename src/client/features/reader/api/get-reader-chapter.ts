import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryChapter } from '@common/schemas/library';
import { api } from '@client/lib/api';
import { readerKeys, storyApi } from './reader-keys';

/** GET /api/v1/library/stories/:id/chapters/:chapterId: a published chapter with its neighbours. */
export function getReaderChapter(storyId: string, chapterId: string): Promise<LibraryChapter> {
  return api<LibraryChapter>(`${storyApi(storyId)}/chapters/${encodeURIComponent(chapterId)}`);
}

export const readerChapterQuery = (storyId: string, chapterId: string) =>
  queryOptions({
    queryKey: readerKeys.chapter(storyId, chapterId),
    queryFn: () => getReaderChapter(storyId, chapterId),
    staleTime: 5 * 60_000,
    // Asked even without a connection, so the offline worker answers a saved story's chapter.
    networkMode: 'offlineFirst',
  });

export function useReaderChapter(storyId: string, chapterId: string) {
  return useQuery(readerChapterQuery(storyId, chapterId));
}
