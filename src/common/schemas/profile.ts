import { z } from 'zod';
import { currentUserSchema } from './user';

/**
 * GET /api/v1/me/profile: everything the /profile screen shows, computed on the server in one
 * call (SPEC sections 2 and 4). Field names of `stats` and review items follow the spec's
 * client-side shapes (snake_case).
 */

/** SPEC section 4, in the spec's order. */
export const ACHIEVEMENT_IDS = [
  'first-story',
  'collaborator',
  'world-builder',
  'character-master',
  'story-weaver',
  'community-star',
] as const;
export type AchievementId = (typeof ACHIEVEMENT_IDS)[number];

export const achievementSchema = z.object({
  id: z.enum(ACHIEVEMENT_IDS),
  name: z.string(),
  description: z.string(),
  earned: z.boolean(),
  /** How far along: `current` of `target` (current is capped at target); null when it cannot be earned. */
  progress: z.object({ current: z.number().int(), target: z.number().int() }).nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** SPEC section 3: user stats. avg_rating is the mean rating of the user's rated stories, 1 decimal; null with none. */
export const userStatsSchema = z.object({
  stories_count: z.number().int(),
  characters_count: z.number().int(),
  worlds_count: z.number().int(),
  avg_rating: z.number().nullable(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const profileStorySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.string(),
  wordCount: z.number().int(),
  updatedAt: z.string(),
});
export const profileCharacterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  speakingStyle: z.string().nullable(),
  privacyLevel: z.string(),
});
export const profileWorldSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  genre: z.string(),
  technologyLevel: z.string().nullable(),
  privacyLevel: z.string(),
});
/** SPEC section 3: review on profile (target type User); reviewer 'Anonymous' once their account is gone. */
export const profileReviewSchema = z.object({
  review_id: z.uuid(),
  reviewer_username: z.string(),
  review_date: z.string(),
  overall_rating: z.number().int(),
  review_text: z.string(),
});
export type ProfileStory = z.infer<typeof profileStorySchema>;
export type ProfileCharacter = z.infer<typeof profileCharacterSchema>;
export type ProfileWorld = z.infer<typeof profileWorldSchema>;
export type ProfileReview = z.infer<typeof profileReviewSchema>;

/** The first items of a tab (at most 5, SPEC section 9) and how many there are in all. */
const tabList = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const profileSummarySchema = z.object({
  user: currentUserSchema,
  /** floor(XP / 5000) + 1. */
  level: z.number().int(),
  experiencePoints: z.number().int(),
  /** Progress to Master (SPEC section 4): (XP mod 5000) / 5000, in [0, 1). */
  progressToMaster: z.number(),
  stats: userStatsSchema,
  achievements: z.array(achievementSchema),
  /** Usage this month: private worlds against the tier's limit (null is unlimited). */
  usage: z.object({ privateWorlds: z.number().int(), privateWorldLimit: z.number().int().nullable() }),
  stories: tabList(profileStorySchema),
  characters: tabList(profileCharacterSchema),
  worlds: tabList(profileWorldSchema),
  reviews: tabList(profileReviewSchema),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;
