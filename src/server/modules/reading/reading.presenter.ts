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
