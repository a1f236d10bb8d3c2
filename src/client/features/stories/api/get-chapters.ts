import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChapterSummary } from '@common/schemas/chapter';
import { api } from '@client/lib/api';
import { storyKeys } from './story-keys';

/** GET /api/v1/stories/:id/chapters: every chapter of the story in reading order, without bodies. */
export async function getChapters(storyId: string): Promise<ChapterSummary[]> {
  const { items } = await api<{ items: ChapterSummary[] }>(
    `/api/v1/stories/${encodeURIComponent(storyId)}/chapters`,
  );
  return items;
}

export const chaptersQuery = (storyId: string) =>
  queryOptions({ queryKey: storyKeys.chapters(storyId), queryFn: () => getChapters(storyId) });

/** The story's chapter list (titles, status, word counts), in order. */
export function useChapters(storyId: string) {
  return useQuery(chaptersQuery(storyId));
}
