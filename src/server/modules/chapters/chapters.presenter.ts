import type { Chapter, ChapterSummary } from '@common/schemas/chapter';
import type { ChapterRow, ChapterSummaryRow } from './chapters.repository';

/** The API's shapes of a chapter (contract in src/common/schemas/chapter.ts). */
export function toChapterSummary(row: ChapterSummaryRow): ChapterSummary {
  return {
    id: row.id,
    storyId: row.storyId,
    position: row.position,
    title: row.title,
    status: row.status as ChapterSummary['status'],
    wordCount: row.wordCount,
    updatedAt: row.updatedAt.toISOString(),
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
  };
}

export function toChapter(row: ChapterRow): Chapter {
  return { ...toChapterSummary(row), content: row.content as Chapter['content'] };
}

/** A chapter without its body. */
export function summaryOf(chapter: Chapter): ChapterSummary {
  const summary: Partial<Chapter> = { ...chapter };
  delete summary.content;
  return summary as ChapterSummary;
}
