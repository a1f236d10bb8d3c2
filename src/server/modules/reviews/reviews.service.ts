import type { z } from 'zod';
import type { StoryReview, storyReviewInputSchema, StoryReviewsPage } from '@common/schemas/reviews';
import { notFound } from '../../errors';
import type { SessionUser } from '../../auth/session';
import type { LibraryRepository } from '../library/library.repository';
import { oneDecimal, requirePublished } from '../library/library.policy';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import type { ReviewsStore } from './reviews.repository';
import { authorizeReview } from './reviews.policy';
import { toStoryReview } from './reviews.presenter';

type Caller = Pick<SessionUser, 'id'>;
export type StoryReviewBody = z.output<typeof storyReviewInputSchema>;

/** Story reviews in the library: list, write or edit one's own, delete one's own. */
export function createReviewsService(repo: ReviewsStore, library: LibraryRepository) {
  async function visible(storyId: string) {
    return requirePublished(await library.findStoryVisibility(storyId));
  }

  return {
    async list(
      caller: Caller | null,
      storyId: string,
      query: { cursor?: string; limit: number },
    ): Promise<StoryReviewsPage> {
      await visible(storyId);
      const [rows, summary] = await Promise.all([
        repo.list(storyId, decodeCursor(query.cursor), query.limit + 1),
        repo.summary(storyId),
      ]);
      const page = toPage(rows, query.limit);
      return {
        items: page.items.map((row) => toStoryReview(row, caller?.id)),
        nextCursor: page.nextCursor,
        totalCount: summary.count,
        averageOverall: oneDecimal(summary.average),
      };
    },

    /** The caller's review of the story, or null. */
    async findOwn(caller: Caller, storyId: string): Promise<StoryReview | null> {
      const row = await repo.findOwn(caller.id, storyId);
      return row ? toStoryReview(row, caller.id) : null;
    },

    /**
     * Writes or replaces the caller's review; `created` tells a new review from an edit. A new
     * review counts in the reviewer's daily activity, pays them REVIEW_WRITTEN (once per story)
     * and tells the story's author ('review' notification); an edit does none of these.
     */
    async put(
      caller: Caller,
      storyId: string,
      body: StoryReviewBody,
    ): Promise<{ review: StoryReview; created: boolean }> {
      const story = await visible(storyId);
      authorizeReview(story, caller.id);
      return repo.inTransaction(async (tx) => {
        const { isNew } = await tx.upsert(caller.id, storyId, {
          writingQuality: body.writingQuality,
          creativity: body.creativity,
          collaboration: body.collaboration ?? null,
          overallRating: body.overallRating,
          reviewText: body.reviewText,
        });
        if (isNew) {
          await tx.countReviewWritten(caller.id);
          await tx.awardXp({ userId: caller.id, rule: 'REVIEW_WRITTEN', refId: `Story:${storyId}` });
          await tx.notify({ recipientId: story.createdBy, kind: 'review', actorId: caller.id, storyId });
        }
        const row = await tx.findOwn(caller.id, storyId);
        return { review: toStoryReview(row!, caller.id), created: isNew };
      });
    },

    async remove(caller: Caller, storyId: string): Promise<void> {
      await visible(storyId);
      if (!(await repo.remove(caller.id, storyId))) throw notFound('Review not found');
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
