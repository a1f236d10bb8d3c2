import type { ReadingProgress } from '@common/schemas/reading';
import type { ProgressRow } from './reading.repository';

/** A progress row as the API answers it. */
export function toReadingProgress(row: ProgressRow): ReadingProgress {
  return {
    currentChapterId: row.currentChapterId,
    currentChapterNumber: row.currentChapter,
    positionInChapter: row.positionInChapter,
    progressPercentage: row.progressPercentage,
    lastReadAt: row.lastReadAt.toISOString(),
    readingTimeMinutes: row.readingTimeMinutes,
  };
}

/**
 * The saved place as it stands in the story's published chapters today: the chapter's current
 * number (authors reorder), or, when the saved chapter id is unknown (rows saved before ids were
 * kept) or no longer published, the chapter at the saved number (the last one at most).
 */
export function placeInChapters(
  progress: ReadingProgress,
  chapters: readonly { id: string }[],
): ReadingProgress {
  const index = chapters.findIndex((chapter) => chapter.id === progress.currentChapterId);
  if (index >= 0) return { ...progress, currentChapterNumber: index + 1 };
  if (chapters.length === 0) return { ...progress, currentChapterId: null };
  const number = Math.min(Math.max(1, progress.currentChapterNumber), chapters.length);
  return {
    ...progress,
    currentChapterId: chapters[number - 1]!.id,
    currentChapterNumber: number,
    positionInChapter: 0,
  };
}
