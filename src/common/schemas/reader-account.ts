import { z } from 'zod';
import { REVIEW_TARGET_TYPES } from '../constants';
import { cursorQuerySchema } from './pagination';

/**
 * The reader account screen (/reader-account). Its statistics, bookmarks and history come from
 * the dashboard and reading endpoints; these two fill what they lack.
 */

/** The analytics window (SPEC section 9: analytics show the last 7 days). */
export const READING_ACTIVITY_DAYS = 7;

/** GET /api/v1/me/reading-activity: minutes read on each of the last 7 UTC days, oldest first, today last. */
export const readingActivitySchema = z.object({
  days: z.array(z.object({ date: z.string(), readingMinutes: z.number().int() })),
});
export type ReadingActivity = z.infer<typeof readingActivitySchema>;

/**
 * One review the caller wrote. `targetName` falls back as SPEC section 8 says (Unknown Story,
 * Unknown User, Unknown Template, Unknown World); `link` is where the target can be seen, null
 * when it cannot (a story no longer published, a world).
 */
export const myReviewSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(REVIEW_TARGET_TYPES),
  targetName: z.string(),
  link: z.string().nullable(),
  overallRating: z.number().int(),
  reviewText: z.string(),
  reviewDate: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/v1/me/reviews: newest first, keyset pages. */
export const myReviewsQuerySchema = cursorQuerySchema;
