import type { z } from 'zod';
import type { commentInputSchema, CommentsPage, StoryComment } from '@common/schemas/comments';
import { badRequest, notFound, unauthenticated } from '../../errors';
import type { SessionUser } from '../../auth/session';
import type { LibraryRepository } from '../library/library.repository';
import { requirePublished, type StoryVisibility } from '../library/library.policy';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import type { PrivacyService } from '../privacy/privacy.service';
import type { CommentRow, CommentsStore } from './comments.repository';
import {
  authorizeCommentDeletion,
  COMMENT_LIMIT_WINDOW_MS,
  commentLimitRefusal,
  mayDeleteComment,
} from './comments.policy';

type Caller = Pick<SessionUser, 'id'>;
export type CommentBody = z.output<typeof commentInputSchema>;

/** SPEC section 8: an author whose account is gone is shown as 'Anonymous'. */
const ANONYMOUS = 'Anonymous';

function toComment(row: CommentRow, story: StoryVisibility, callerId: string | undefined): StoryComment {
  const known = row.userId !== null && row.username !== null;
  return {
    id: row.id,
    parentCommentId: row.parentCommentId,
    author: known ? { username: row.username!, profileImage: row.profileImage } : null,
    authorName: known ? row.username! : ANONYMOUS,
    commentText: row.commentText,
    createdAt: row.createdAt.toISOString(),
    canDelete: mayDeleteComment(row, story, callerId),
  };
}

/**
 * Threaded comments under a library story (two levels: comments and their replies). Who may
 * post follows the story author's who_can_comment setting (privacy.policy.ts); the list tells
 * the caller why they may not, so the page can say so instead of showing the box.
 */
export function createCommentsService(
  repo: CommentsStore,
  library: LibraryRepository,
  privacy: Pick<PrivacyService, 'commentRefusal' | 'assertMayComment'>,
) {
  async function visible(storyId: string) {
    return requirePublished(await library.findStoryVisibility(storyId));
  }

  return {
    async list(
      caller: Caller | null,
      storyId: string,
      query: { cursor?: string; limit: number },
    ): Promise<CommentsPage> {
      const story = await visible(storyId);
      const [rows, totalCount, closedReason] = await Promise.all([
        repo.listTopLevel(storyId, decodeCursor(query.cursor), query.limit + 1),
        repo.count(storyId),
        privacy.commentRefusal(story.createdBy, caller),
      ]);
      const page = toPage(rows, query.limit);
      const replies = await repo.listReplies(page.items.map((row) => row.id));
      return {
        items: page.items.map((row) => ({
          ...toComment(row, story, caller?.id),
          replies: replies
            .filter((reply) => reply.parentCommentId === row.id)
            .map((reply) => toComment(reply, story, caller?.id)),
        })),
        nextCursor: page.nextCursor,
        totalCount,
        closedReason,
      };
    },

    /**
     * Posts a comment as the caller. A reply names a comment of the same story; a reply to a
     * reply is filed under the thread's top-level comment. In the same transaction: the
     * commenter earns COMMENT_WRITTEN, the author of the comment answered gets a 'reply'
     * notification, and the story's author a 'comment' one (unless they are that person).
     * A plan with comments a day (Audience Member) is checked in that transaction, with the
     * commenter's row locked, so two comments sent at once at the last one give one comment and one
     * 403 COMMENT_LIMIT.
     */
    async create(caller: Caller, storyId: string, body: CommentBody): Promise<StoryComment> {
      const story = await visible(storyId);
      await privacy.assertMayComment(story.createdBy, caller);
      let parent: { id: string; threadId: string; authorId: string | null } | null = null;
      if (body.parentCommentId) {
        const found = await repo.findComment(body.parentCommentId);
        if (!found || found.storyId !== storyId) throw badRequest('Reply to a comment of this story');
        parent = { id: found.id, threadId: found.parentCommentId ?? found.id, authorId: found.userId };
      }
      return repo.inTransaction(async (tx) => {
        const me = await tx.lockUserForTierCheck(caller.id);
        if (!me) throw unauthenticated();
        const since = new Date(Date.now() - COMMENT_LIMIT_WINDOW_MS);
        const refusal = commentLimitRefusal(me.tier, await tx.countByUserSince(caller.id, since));
        if (refusal) throw refusal;
        const row = await tx.insert({
          userId: caller.id,
          storyId,
          commentText: body.commentText,
          parentCommentId: parent?.threadId ?? null,
        });
        const about = { actorId: caller.id, storyId, commentId: row.id };
        await tx.awardXp({ userId: caller.id, rule: 'COMMENT_WRITTEN', refId: row.id });
        if (parent?.authorId) await tx.notify({ ...about, recipientId: parent.authorId, kind: 'reply' });
        if (parent?.authorId !== story.createdBy)
          await tx.notify({ ...about, recipientId: story.createdBy, kind: 'comment' });
        return toComment(row, story, caller.id);
      });
    },

    /** Deletes a comment (and its replies): its author or the story's author. */
    async remove(caller: Caller, storyId: string, commentId: string): Promise<void> {
      const story = await visible(storyId);
      const comment = await repo.findComment(commentId);
      if (!comment || comment.storyId !== storyId) throw notFound('Comment not found');
      authorizeCommentDeletion(comment, story, caller.id);
      await repo.delete(commentId);
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
