import { z } from 'zod';
import { ANALYTICS_MAX_DAYS, VIEW_SOURCES, daysBetween } from '../analytics';

/**
 * Story analytics (issue 27). Routes under /api/v1, signed in, plans with analytics only
 * (403 UPGRADE_REQUIRED with the plans' names otherwise):
 *   GET me/analytics?from=&to=            → authorAnalyticsSchema (all the caller's stories)
 *   GET stories/:id/analytics?from=&to=   → storyAnalyticsSchema (one story of the caller's; 404 otherwise)
 * Days are UTC dates (YYYY-MM-DD), both ends included; without them the last 30 days. Every
 * number comes from the daily rollups; `days` has one entry per day of the period, zeros included.
 * POST library/stories/:id/view takes viewSchema: where the reader came from and, in the
 * reader, the chapter opened.
 */
export const ANALYTICS_MESSAGES = {
  day: 'Dates are written YYYY-MM-DD.',
  order: 'The period must start on or before the day it ends.',
  span: `A period is at most ${ANALYTICS_MAX_DAYS} days.`,
} as const;

const day = z.iso.date({ error: ANALYTICS_MESSAGES.day });
export const analyticsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: ANALYTICS_MESSAGES.order, path: ['from'] })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) <= ANALYTICS_MAX_DAYS, {
    error: ANALYTICS_MESSAGES.span,
    path: ['from'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const viewSchema = z
  .object({
    source: z.enum(VIEW_SOURCES).optional(),
    chapterId: z.uuid({ error: 'chapterId must be a chapter id.' }).optional(),
  })
  .nullish();
export type ViewReport = z.infer<typeof viewSchema>;

const count = z.number().int();
export const storyDaySchema = z.object({
  day: z.string(),
  views: count,
  readers: count,
  bookmarks: count,
  comments: count,
  ratings: count,
  reviews: count,
});
export type StoryDay = z.infer<typeof storyDaySchema>;

export const sourcesSchema = z.object({ internal: count, feed: count, external: count, direct: count });
export type Sources = z.infer<typeof sourcesSchema>;

export const storyTotalsSchema = z.object({
  views: count,
  readers: count,
  bookmarks: count,
  comments: count,
  ratings: count,
  reviews: count,
  /** Mean of the period's new ratings (1..5, one decimal); null without any. */
  averageRating: z.number().nullable(),
  /** Mean progress (percent, whole) of readers who read in the period; null without any. */
  readThrough: z.number().int().nullable(),
});
export type StoryTotals = z.infer<typeof storyTotalsSchema>;

export const periodSchema = z.object({ from: z.string(), to: z.string() });

export const chapterReadsSchema = z.object({
  id: z.uuid(),
  position: count,
  title: z.string(),
  readers: count,
  /** Readers of this chapter as a whole percent of the first chapter's (the drop-off); null when the first had none. */
  retained: z.number().int().nullable(),
});
export type ChapterReads = z.infer<typeof chapterReadsSchema>;

export const storyAnalyticsSchema = z.object({
  story: z.object({ id: z.uuid(), title: z.string() }),
  period: periodSchema,
  days: z.array(storyDaySchema),
  totals: storyTotalsSchema,
  sources: sourcesSchema,
  chapters: z.array(chapterReadsSchema),
});
export type StoryAnalytics = z.infer<typeof storyAnalyticsSchema>;

export const authorDaySchema = z.object({
  day: z.string(),
  followersGained: count,
  followersLost: count,
  templateSales: count,
  earningsCents: count,
});
export type AuthorDay = z.infer<typeof authorDaySchema>;

export const authorAnalyticsSchema = z.object({
  period: periodSchema,
  days: z.array(storyDaySchema),
  totals: storyTotalsSchema.extend({
    followersGained: count,
    followersLost: count,
    templateSales: count,
    earningsCents: count,
  }),
  sources: sourcesSchema,
  authorDays: z.array(authorDaySchema),
  /** The caller's stories with activity in the period, most viewed first. */
  stories: z.array(z.object({ id: z.uuid(), title: z.string(), views: count, readers: count })),
});
export type AuthorAnalytics = z.infer<typeof authorAnalyticsSchema>;
