import { z } from 'zod';
import { cursorQuerySchema } from './pagination';

/** The longest review text the database accepts (reviews_text_length_check). */
export const REVIEW_TEXT_MAX = 10000;

/** A 1..5 score; `message` names it, e.g. 'Choose an overall score from 1 to 5'. */
const score = (message: string) => z.number({ error: message }).int(message).min(1, message).max(5, message);

/**
 * PUT /api/v1/library/stories/:id/review: the caller's one review of a story (SPEC section 3
 * review fields), created or replaced. Collaboration is optional (not every story is co-written).
 * The reviewer comes from the session; an author may not review their own story.
 */
export const storyReviewInputSchema = z.object({
  writingQuality: score('Choose a writing quality score from 1 to 5'),
  creativity: score('Choose a creativity score from 1 to 5'),
  collaboration: score('Choose a collaboration score from 1 to 5').nullable().optional(),
  overallRating: score('Choose an overall score from 1 to 5'),
  reviewText: z
    .string()
    .trim()
    .min(1, 'Please write a few words for your review')
    .max(REVIEW_TEXT_MAX, `Review must be at most ${REVIEW_TEXT_MAX} characters`),
});
export type StoryReviewInput = z.input<typeof storyReviewInputSchema>;

/** Who wrote something, as readers see it; null when the account is gone (shown as 'Anonymous'). */
export const publicPersonSchema = z.object({ username: z.string(), profileImage: z.string().nullable() });
export type PublicPerson = z.infer<typeof publicPersonSchema>;

/** One story review as the library shows it. `isOwn`: written by the caller (they may edit and delete it). */
export const storyReviewSchema = z.object({
  id: z.uuid(),
  reviewer: publicPersonSchema.nullable(),
  /** The reviewer's username, or 'Anonymous' when the account was deleted (SPEC section 8). */
  reviewerName: z.string(),
  writingQuality: z.number().int().nullable(),
  creativity: z.number().int().nullable(),
  collaboration: z.number().int().nullable(),
  overallRating: z.number().int(),
  reviewText: z.string(),
  reviewDate: z.string(),
  updatedAt: z.string(),
  isOwn: z.boolean(),
});
export type StoryReview = z.infer<typeof storyReviewSchema>;

/** GET .../reviews: newest first, keyset pages, plus the count and the average overall rating. */
export const storyReviewsQuerySchema = cursorQuerySchema;
export const storyReviewsPageSchema = z.object({
  items: z.array(storyReviewSchema),
  nextCursor: z.string().nullable(),
  totalCount: z.number().int(),
  /** Average overall rating to 1 decimal; null with no reviews. */
  averageOverall: z.number().nullable(),
});
export type StoryReviewsPage = z.infer<typeof storyReviewsPageSchema>;
