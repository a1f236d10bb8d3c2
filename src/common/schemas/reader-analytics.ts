import { z } from 'zod';

/**
 * The reading analytics dashboard (issue 26, SPEC section 9 Patron of the Arts): one route,
 *   GET /api/v1/analytics/reader?year=YYYY → readerAnalyticsSchema
 * signed in, the caller's own reading only (there is no way to name another reader), plans with
 * the analytics dashboard only (403 UPGRADE_REQUIRED naming the plan otherwise). Without `year`,
 * the current UTC year. Days and hours are UTC: Inkforge stores no time zone per reader.
 * Time is in whole seconds of active reading, words are words advanced (see progress-math).
 */
export const READER_ANALYTICS_FIRST_YEAR = 2020;
export const READER_ANALYTICS_MESSAGES = {
  year: 'year must be a year written YYYY, from 2020 to 2100.',
} as const;

export const readerAnalyticsQuerySchema = z.object({
  year: z.coerce
    .number({ error: READER_ANALYTICS_MESSAGES.year })
    .int({ error: READER_ANALYTICS_MESSAGES.year })
    .min(READER_ANALYTICS_FIRST_YEAR, { error: READER_ANALYTICS_MESSAGES.year })
    .max(2100, { error: READER_ANALYTICS_MESSAGES.year })
    .optional(),
});
export type ReaderAnalyticsQuery = z.infer<typeof readerAnalyticsQuerySchema>;

const count = z.number().int().min(0);
const share = z.object({ seconds: count, words: count, stories: count });

export const readerAnalyticsSchema = z.object({
  year: z.number().int(),
  /** Days of the year with reading, in order (a day without reading is absent). */
  days: z.array(z.object({ day: z.string(), seconds: count, words: count })),
  /** Seconds read in each UTC hour of the day over the year, 24 entries from 00:00. */
  hours: z.array(count).length(24),
  genres: z.array(share.extend({ genre: z.string() })),
  /** The ten tags with the most reading time. */
  tags: z.array(share.extend({ tag: z.string() })),
  /** The ten authors with the most reading time. */
  authors: z.array(share.extend({ username: z.string() })),
  totals: z.object({ seconds: count, words: count, days: count }),
  /**
   * Consecutive UTC days with reading: `current` ends today (or yesterday, if nothing yet today)
   * whatever the year shown; `longest` is the longest run within the year.
   */
  streaks: z.object({ current: count, longest: count }),
  /** Stories read in the year, and how many of them the reader has finished (progress 100 %). */
  completion: z.object({ started: count, finished: count, ratePercent: count.max(100).nullable() }),
});
export type ReaderAnalytics = z.infer<typeof readerAnalyticsSchema>;
