import { z } from 'zod';

/**
 * Leaderboards of the Community Hub (issue 12): 'Top Storytellers This Month' from the XP ledger
 * (calendar month, UTC) and an all-time board (users' total XP). The tab shows the top 5 (SPEC
 * section 7), the full page the top 100 with the signed-in viewer's own rank.
 */
export const LEADERBOARD_TAB_SIZE = 5;
export const LEADERBOARD_PAGE_SIZE = 100;
export const LEADERBOARD_PERIODS = ['month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const leaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS).default('month'),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_PAGE_SIZE).default(LEADERBOARD_TAB_SIZE),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  userId: z.uuid(),
  username: z.string(),
  profileImage: z.string().nullable(),
  level: z.number().int(),
  xp: z.number().int(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** The first instant of the month counted (UTC), for the monthly board. */
  since: z.string().nullable(),
  items: z.array(leaderboardRowSchema),
  /** The signed-in viewer's own place (rank null when they have no XP in the period). */
  me: z.object({ rank: z.number().int().nullable(), xp: z.number().int() }).nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** Places 1 to 3 show a crown, a trophy and a medal (SPEC section 2). */
export const PLACE_AWARDS = { 1: 'Crown', 2: 'Trophy', 3: 'Medal' } as const;
