import { forbidden } from '../../errors';
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
