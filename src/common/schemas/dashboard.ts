import { z } from 'zod';

/**
 * The dashboard at / (SPEC section 2), creator and reader modes. Every stat card can also be
 * fetched alone (GET /api/v1/dashboard/stats/:name) for its refresh button.
 *
 * Definitions (SPEC leaves some open; these are ours):
 * - activeStories: the user's own stories with status Active.
 * - characters / worlds: the user's own, any privacy.
 * - xpThisMonth: the XP ledger's sum since the first of the current UTC month.
 * - storiesRead: stories the reader finished (progress 100, SPEC section 4: completion).
 * - hoursRead: total reading minutes over all stories' progress / 60, rounded (SPEC section 9).
 * - readingStreak: consecutive UTC days of reading ending today or yesterday (0 when none).
 * - bookmarked: the reader's bookmarks.
 */
export const CREATOR_STATS = ['activeStories', 'characters', 'worlds', 'xpThisMonth'] as const;
export const READER_STATS = ['storiesRead', 'hoursRead', 'readingStreak', 'bookmarked'] as const;
export const DASHBOARD_STATS = [...CREATOR_STATS, ...READER_STATS] as const;
export type DashboardStatName = (typeof DASHBOARD_STATS)[number];
export type CreatorStatName = (typeof CREATOR_STATS)[number];
export type ReaderStatName = (typeof READER_STATS)[number];

export const dashboardStatParamsSchema = z.object({ name: z.enum(DASHBOARD_STATS) });
export const dashboardStatSchema = z.object({ name: z.enum(DASHBOARD_STATS), value: z.number() });
export type DashboardStat = z.infer<typeof dashboardStatSchema>;

export const ACTIVITY_TYPES = ['story', 'character', 'world', 'review', 'session'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** One line of Recent Activity: what happened, to what, when, and where it leads. */
export const activityItemSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  /** e.g. 'Updated story', 'Created character', 'Reviewed', 'Joined a session of'. */
  action: z.string(),
  /** The story, character, world or reviewed thing's name (with SPEC section 8 fallbacks). */
  name: z.string(),
  at: z.string(),
  link: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const dashboardStorySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  genre: z.string(),
  status: z.string(),
  wordCount: z.number().int(),
  chapterCount: z.number().int(),
  updatedAt: z.string(),
});
export type DashboardStory = z.infer<typeof dashboardStorySchema>;

/** GET /api/v1/dashboard/creator */
export const creatorDashboardSchema = z.object({
  stats: z.object({
    activeStories: z.number().int(),
    characters: z.number().int(),
    worlds: z.number().int(),
    xpThisMonth: z.number().int(),
  }),
  /** The first 3 of the user's Active stories, most recently updated first. */
  activeStories: z.array(dashboardStorySchema),
  experiencePoints: z.number().int(),
  userLevel: z.number().int(),
  /** Progress to Master (SPEC section 4): (XP mod 5000) / 5000, in [0, 1). */
  progressToMaster: z.number(),
  /** Up to 6 items, newest first; empty when there is none or it could not be loaded. */
  recentActivity: z.array(activityItemSchema),
});
export type CreatorDashboard = z.infer<typeof creatorDashboardSchema>;

/** A story in Continue Reading. `rating` null means unrated (shown as 4.5, SPEC section 9). */
export const continueReadingItemSchema = z.object({
  storyId: z.uuid(),
  title: z.string(),
  genre: z.string(),
  authorUsername: z.string(),
  rating: z.number().nullable(),
  progressPercentage: z.number(),
  currentChapter: z.number().int(),
  lastReadAt: z.string(),
});
export type ContinueReadingItem = z.infer<typeof continueReadingItemSchema>;

/** A recommended story as the recommendation lists show it (GET /me/recommendations, 'also read'). */
export const recommendedStorySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  genre: z.string(),
  authorUsername: z.string(),
  rating: z.number().nullable(),
  viewCount: z.number().int(),
});
export type RecommendedStory = z.infer<typeof recommendedStorySchema>;

/** GET /api/v1/dashboard/reader */
export const readerDashboardSchema = z.object({
  stats: z.object({
    storiesRead: z.number().int(),
    hoursRead: z.number().int(),
    readingStreak: z.number().int(),
    bookmarked: z.number().int(),
  }),
  /** The first 3 stories in progress (below 100 percent), most recently read first. */
  continueReading: z.array(continueReadingItemSchema),
  favoriteGenre: z.string(),
});
export type ReaderDashboard = z.infer<typeof readerDashboardSchema>;
