import { entitlementsOf } from '@common/entitlements';
import { UPGRADE_URL } from '@common/entitlement-refusals';
import { countLabel } from '@common/plural';
import { COMMENT_LIMIT_CODE } from '@common/schemas/comments';
import { AppError, forbidden } from '../../errors';
import type { StoryVisibility } from '../library/library.policy';

/**
 * Comments on a story in the library: any signed-in reader comments and replies (the author
 * too, to answer readers). A comment may be deleted by whoever wrote it and by the story's
 * author, who moderates their own page. Visibility itself is library.policy.ts.
 */
export type CommentOwnership = { userId: string | null };

export const mayDeleteComment = (
  comment: CommentOwnership,
  story: Pick<StoryVisibility, 'createdBy'>,
  userId: string | undefined,
): boolean => userId !== undefined && (comment.userId === userId || story.createdBy === userId);

export function authorizeCommentDeletion(
  comment: CommentOwnership,
  story: Pick<StoryVisibility, 'createdBy'>,
  userId: string,
): void {
  if (!mayDeleteComment(comment, story, userId)) throw forbidden('You can only delete your own comments');
}

/** A plan's comments a day are counted over the last 24 hours (SPEC section 9: 'limited commenting'). */
export const COMMENT_LIMIT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * The refusal when the caller has posted their plan's comments of the last 24 hours: 403
 * COMMENT_LIMIT naming the plan, when the oldest of those comments leaves the window (`retryAt`),
 * and the upgrade link. Undefined while the plan allows another (null limit: unlimited).
 */
export function commentLimitRefusal(
  tier: string,
  recent: { count: number; oldest: Date | null },
): AppError | undefined {
  const limit = entitlementsOf(tier).commentsPerDay;
  if (limit === null || recent.count < limit) return undefined;
  const retryAt = new Date((recent.oldest?.getTime() ?? Date.now()) + COMMENT_LIMIT_WINDOW_MS);
  const when = `${retryAt.toISOString().slice(11, 16)} UTC on ${retryAt.toISOString().slice(0, 10)}`;
  return new AppError(
    403,
    COMMENT_LIMIT_CODE,
    `Your ${tier} plan includes ${countLabel(limit, 'comment')} a day, and you have posted them. You can comment again at ${when}, or upgrade at ${UPGRADE_URL} for unlimited comments.`,
    { limit, retryAt: retryAt.toISOString(), upgradeUrl: UPGRADE_URL },
  );
}
