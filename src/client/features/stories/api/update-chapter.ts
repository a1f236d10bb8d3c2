import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Chapter, ChapterSummary, chapterUpdateSchema } from '@common/schemas/chapter';
import { api, ApiError } from '@client/lib/api';
import { storyKeys } from './story-keys';

export type ChapterPatch = z.input<typeof chapterUpdateSchema>;

/**
 * PATCH /api/v1/stories/:id/chapters/:chapterId with any of title, content, status. The server
 * computes the word count and answers with the saved chapter (new updatedAt included). With
 * `expectedUpdatedAt` (the version the edit started from) it answers 409 CONFLICT, carrying the
 * current chapter, instead of overwriting a save made elsewhere; a retry of a save that already
 * landed answers 200, so retrying after a dropped connection is safe.
 */
export function updateChapter(storyId: string, chapterId: string, patch: ChapterPatch): Promise<Chapter> {
  return api<Chapter>(
    `/api/v1/stories/${encodeURIComponent(storyId)}/chapters/${encodeURIComponent(chapterId)}`,
    {
      method: 'PATCH',
      body: patch,
    },
  );
}

/** The chapter as saved elsewhere, when `error` is the 409 of a lost race; else null. */
export function conflictingChapter(error: unknown): Chapter | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const chapter = (error.details as { chapter?: Chapter } | undefined)?.chapter;
  return chapter ?? null;
}

/** Puts a saved chapter's summary (title, status, words, updatedAt) into the cached chapter list. */
export function storeChapterSummary(queryClient: QueryClient, saved: ChapterSummary): void {
  const summary: ChapterSummary = {
    id: saved.id,
    storyId: saved.storyId,
    position: saved.position,
    title: saved.title,
    status: saved.status,
    wordCount: saved.wordCount,
    updatedAt: saved.updatedAt,
    scheduledAt: saved.scheduledAt,
  };
  queryClient.setQueryData<ChapterSummary[]>(storyKeys.chapters(saved.storyId), (list) =>
    list?.map((c) => (c.id === saved.id ? summary : c)),
  );
}

/** Renames a chapter or changes its draft/published status, then refreshes the story's counts. */
export function useUpdateChapter(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, patch }: { chapterId: string; patch: ChapterPatch }) =>
      updateChapter(storyId, chapterId, patch),
    onSuccess: (saved) => {
      storeChapterSummary(queryClient, saved);
      return queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId), exact: true });
    },
  });
}
