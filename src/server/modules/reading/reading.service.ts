import type { z } from 'zod';
import type {
  myReadingQuerySchema,
  progressReportSchema,
  ReadingListItem,
  ReadingProgress,
} from '@common/schemas/reading';
import type { Page } from '@common/schemas/pagination';
import { notFound } from '../../errors';
import type { SessionUser } from '../../auth/session';
import type { LibraryRepository } from '../library/library.repository';
import { isAuthor, oneDecimal, requirePublished } from '../library/library.policy';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { creditReadingTime, storyProgressPercentage, wordsAdvanced } from './progress-math';
import type { ReadingStore } from './reading.repository';
import { toReadingProgress } from './reading.presenter';

type Caller = Pick<SessionUser, 'id'>;
export type ProgressReportBody = z.output<typeof progressReportSchema>;
export type MyReadingQuery = z.output<typeof myReadingQuerySchema>;

/**
 * Reading progress (SPEC sections 4 and 7): one row per reader and story, upserted on every
 * report with last_read_at now. The percentage is computed here from the position in the
 * story's published words, never taken from the client.
 *
 * Daily activity: each report's whole minutes go to update_daily_reading_activity; its
 * stories_read gets 1 on the reader's first report on a story in a UTC day (a story read on
 * three days counts on each of them, a story reopened the same day counts once).
 *
 * The same minutes add to the month's reading of the story's author (a tip allocation by reading
 * time). The report's active seconds and the words it moved forward (progress-math wordsAdvanced)
 * add to the reader's hour of the UTC day for the story: the reading analytics dashboard's rollup.
 *
 * Reaching the end of a chapter (position 1) pays the reader CHAPTER_READ once per chapter
 * (never the story's own author).
 */
export function createReadingService(repo: ReadingStore, library: LibraryRepository) {
  return {
    async report(caller: Caller, storyId: string, body: ProgressReportBody): Promise<ReadingProgress> {
      const story = requirePublished(await library.findStoryVisibility(storyId));
      const chapters = await library.listPublishedChapters(storyId);
      const index = chapters.findIndex((chapter) => chapter.id === body.chapterId);
      if (index < 0) throw notFound('Chapter not found');
      const progressPercentage = storyProgressPercentage(
        chapters.map((chapter) => chapter.wordCount),
        index,
        body.positionInChapter,
      );
      return repo.inTransaction(async (tx) => {
        const { row, startedToday } = await tx.lockProgress(caller.id, storyId);
        const fromIndex = chapters.findIndex((chapter) => chapter.id === row.currentChapterId);
        const words = wordsAdvanced(
          chapters.map((chapter) => chapter.wordCount),
          { index: fromIndex >= 0 ? fromIndex : row.currentChapter - 1, position: row.positionInChapter },
          { index, position: body.positionInChapter },
          body.activeSeconds,
        );
        const { minutes, carry } = creditReadingTime(row.readingSecondsCarry, body.activeSeconds);
        const updated = await tx.updateProgress(caller.id, storyId, {
          currentChapter: index + 1,
          currentChapterId: body.chapterId,
          positionInChapter: body.positionInChapter,
          progressPercentage,
          readingSecondsCarry: carry,
          addMinutes: minutes,
        });
        const storiesRead = startedToday ? 1 : 0;
        if (minutes > 0 || storiesRead > 0) await tx.addDailyActivity(caller.id, minutes, storiesRead);
        if (minutes > 0) await tx.addMonthlyMinutes(caller.id, storyId, minutes);
        const seconds = Math.round(body.activeSeconds);
        if (seconds > 0 || words > 0) await tx.addReadingHour(caller.id, storyId, seconds, words);
        if (body.positionInChapter >= 1 && !isAuthor(story, caller.id))
          await tx.awardXp({ userId: caller.id, rule: 'CHAPTER_READ', refId: body.chapterId });
        return toReadingProgress(updated);
      });
    },

    /** The caller's progress on one story, or null when they have not started it. */
    async find(caller: Caller, storyId: string): Promise<ReadingProgress | null> {
      const row = await repo.findProgress(caller.id, storyId);
      return row ? toReadingProgress(row) : null;
    },

    /** Continue Reading: the caller's stories, most recently read first, one keyset page. */
    async listMine(caller: Caller, query: MyReadingQuery): Promise<Page<ReadingListItem>> {
      const rows = await repo.listMine(
        caller.id,
        query.include === 'in-progress',
        decodeCursor(query.cursor),
        query.limit + 1,
      );
      const page = toPage(rows, query.limit);
      return {
        nextCursor: page.nextCursor,
        items: page.items.map((row) => ({
          story: {
            id: row.id,
            title: row.title,
            genre: row.genre,
            coverImage: row.coverImage,
            authorUsername: row.authorUsername,
            rating: oneDecimal(row.rating),
            chapterCount: row.chapterCount,
          },
          progress: { ...toReadingProgress(row.progress), currentChapterId: row.resolvedChapterId },
          myRating: row.myRating,
        })),
      };
    },
  };
}

export type ReadingService = ReturnType<typeof createReadingService>;
