import { z } from 'zod';
import { MAX_ACTIVE_SECONDS_PER_REPORT } from '../constants';
import { cursorQuerySchema } from './pagination';

// Defined with the constants so the reader can use it without loading zod.
export { MAX_ACTIVE_SECONDS_PER_REPORT };

/**
 * PUT /api/v1/library/stories/:id/progress: where the reader is and how long they actively read
 * since their last report. The server turns the position into the story's progress percentage
 * (by published words) and the seconds into reading minutes; the reader comes from the session.
 */
export const progressReportSchema = z.object({
  chapterId: z.uuid('Unknown chapter'),
  /** How far down the chapter, 0 (top) to 1 (the end). */
  positionInChapter: z.number().min(0).max(1),
  /** Seconds of active reading since the last report (tab visible, reader interacting). */
  activeSeconds: z.number().min(0).max(MAX_ACTIVE_SECONDS_PER_REPORT).default(0),
});
export type ProgressReport = z.input<typeof progressReportSchema>;

/** A reader's place in one story. `progressPercentage` is 0..100; 100 means finished. */
export const readingProgressSchema = z.object({
  currentChapterId: z.uuid().nullable(),
  /** The chapter's number as readers see it (1 = first published chapter). */
  currentChapterNumber: z.number().int(),
  positionInChapter: z.number(),
  progressPercentage: z.number(),
  lastReadAt: z.string(),
  readingTimeMinutes: z.number().int(),
});
export type ReadingProgress = z.infer<typeof readingProgressSchema>;

/** GET /api/v1/me/reading: in progress only (default) or everything read, most recent first. */
export const myReadingQuerySchema = cursorQuerySchema.extend({
  include: z.enum(['in-progress', 'all']).default('in-progress'),
});

/** The story of a Continue Reading entry. `rating` is the story's average to 1 decimal, null if unrated. */
export const readingStorySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  genre: z.string(),
  coverImage: z.string().nullable(),
  authorUsername: z.string(),
  rating: z.number().nullable(),
  chapterCount: z.number().int(),
});

/** One Continue Reading entry: the story, the reader's progress and their own star rating. */
export const readingListItemSchema = z.object({
  story: readingStorySchema,
  progress: readingProgressSchema,
  myRating: z.number().int().nullable(),
});
export type ReadingListItem = z.infer<typeof readingListItemSchema>;
export const readingListPageSchema = z.object({
  items: z.array(readingListItemSchema),
  nextCursor: z.string().nullable(),
});
