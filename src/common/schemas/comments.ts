import { z } from 'zod';
import { cursorQuerySchema } from './pagination';
import { publicPersonSchema } from './reviews';

/** The longest comment the database accepts (user_comments_text_length_check). */
export const COMMENT_TEXT_MAX = 5000;
/** 403 code when the plan's comments of the last 24 hours are used (details: limit, retryAt, upgradeUrl). */
export const COMMENT_LIMIT_CODE = 'COMMENT_LIMIT';

/**
 * POST /api/v1/library/stories/:id/comments. `parentCommentId` answers another comment of the
 * same story. Threads are two levels deep: a reply to a reply joins the thread of its top-level
 * comment (as on most reading sites), so every reply shows under the comment that began it.
 */
export const commentInputSchema = z.object({
  commentText: z
    .string()
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(COMMENT_TEXT_MAX, `Comment must be at most ${COMMENT_TEXT_MAX} characters`),
  parentCommentId: z.uuid('Reply to a comment of this story').nullable().optional(),
});
export type CommentInput = z.input<typeof commentInputSchema>;

/** One comment. `canDelete`: the caller wrote it or owns the story (abilities travel with the data). */
export const storyCommentSchema = z.object({
  id: z.uuid(),
  parentCommentId: z.uuid().nullable(),
  author: publicPersonSchema.nullable(),
  /** The author's username, or 'Anonymous' when the account was deleted (SPEC section 8). */
  authorName: z.string(),
  commentText: z.string(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type StoryComment = z.infer<typeof storyCommentSchema>;

/** A top-level comment with its replies, oldest reply first (a conversation reads downwards). */
export const commentThreadSchema = storyCommentSchema.extend({ replies: z.array(storyCommentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** GET .../comments: top-level comments newest first, keyset pages; `totalCount` counts replies too. */
export const commentsQuerySchema = cursorQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const commentsPageSchema = z.object({
  items: z.array(commentThreadSchema),
  nextCursor: z.string().nullable(),
  totalCount: z.number().int(),
  /**
   * Why the caller may not comment here (the author's who_can_comment setting), or null when
   * they may; for a guest, what would stop them once signed in.
   */
  closedReason: z.string().nullable(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;
