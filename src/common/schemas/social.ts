import { z } from 'zod';
import { publicBrandSchema } from './author-brand';
import { cursorQuerySchema } from './pagination';

/**
 * Follows, author pages and reviews of authors (reviews with target type User, SPEC section 3).
 * The reviewer, follower and author-to-be-reviewed always come from the session and the path,
 * never from a body.
 */

/** `:username` in /api/v1/users/:username/follow and /api/v1/authors/:username. */
export const usernameParamsSchema = z.object({ username: z.string().trim().min(1).max(100) });

/** Follow state of one author after a follow or unfollow, and on the author page. */
export const followStateSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** A person in a follower or following list. */
export const followPersonSchema = z.object({
  username: z.string(),
  profileImage: z.string().nullable(),
  userLevel: z.number().int(),
  followedAt: z.string(),
});
export type FollowPerson = z.infer<typeof followPersonSchema>;

/** GET /api/v1/authors/:username: the public profile (never e-mail, tier or XP details). */
export const authorProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  bio: z.string(),
  profileImage: z.string().nullable(),
  userLevel: z.number().int(),
  joinDate: z.string(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  publishedStoryCount: z.number().int(),
  reviewCount: z.number().int(),
  /** Average overall rating of reviews of this author, to 1 decimal; null with none. */
  averageRating: z.number().nullable(),
  /** The author's brand (Master Weaver, issue 27); null when none or the plan no longer has it. */
  brand: publicBrandSchema.nullable(),
  /** What the caller may do here; null for a guest. */
  viewer: z
    .object({
      isSelf: z.boolean(),
      isFollowing: z.boolean(),
      /** Whether the caller muted the author (issue 25): none of their stories is recommended. */
      isMuted: z.boolean(),
    })
    .nullable(),
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

/** One published story on an author page. */
export const authorStorySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  genre: z.string(),
  status: z.string(),
  coverImage: z.string().nullable(),
  /** Average star rating; null until rated (shown as 4.5, SPEC section 9). */
  rating: z.number().nullable(),
  viewCount: z.number().int(),
  wordCount: z.number().int(),
  chapterCount: z.number().int(),
  publishedAt: z.string(),
});
export type AuthorStory = z.infer<typeof authorStorySchema>;

/** Newest published first, keyset pages. */
export const authorListQuerySchema = cursorQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** A 1..5 score; `message` names it, e.g. 'Choose an overall score from 1 to 5'. */
const score = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

export const AUTHOR_REVIEW_TEXT_MAX = 10000;

/** PUT /api/v1/authors/:username/review: the caller's one review of an author, created or replaced. */
export const authorReviewInputSchema = z.object({
  writingQuality: score('Choose a writing quality score from 1 to 5'),
  creativity: score('Choose a creativity score from 1 to 5'),
  collaboration: score('Choose a collaboration score from 1 to 5'),
  overallRating: score('Choose an overall score from 1 to 5'),
  reviewText: z
    .string()
    .trim()
    .min(1, 'Please write a few words for your review')
    .max(AUTHOR_REVIEW_TEXT_MAX, `Review must be at most ${AUTHOR_REVIEW_TEXT_MAX} characters`),
});
export type AuthorReviewInput = z.input<typeof authorReviewInputSchema>;

/** One review of an author. `reviewerName` is 'Anonymous' when the reviewer's account is gone. */
export const authorReviewSchema = z.object({
  id: z.uuid(),
  reviewer: z.object({ username: z.string(), profileImage: z.string().nullable() }).nullable(),
  reviewerName: z.string(),
  writingQuality: z.number().int().nullable(),
  creativity: z.number().int().nullable(),
  collaboration: z.number().int().nullable(),
  overallRating: z.number().int(),
  reviewText: z.string(),
  reviewDate: z.string(),
  updatedAt: z.string(),
  /** Written by the caller: they may edit and delete it. */
  isOwn: z.boolean(),
});
export type AuthorReview = z.infer<typeof authorReviewSchema>;

export const authorReviewsPageSchema = z.object({
  items: z.array(authorReviewSchema),
  nextCursor: z.string().nullable(),
  /** The caller's own review wherever it falls in the list (to prefill the form); null if none. */
  mine: authorReviewSchema.nullable(),
});
export type AuthorReviewsPage = z.infer<typeof authorReviewsPageSchema>;
