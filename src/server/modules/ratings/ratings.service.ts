import type { RatingResult } from '@common/schemas/library';
import type { SessionUser } from '../../auth/session';
import { oneDecimal, requirePublished } from '../library/library.policy';
import type { RatingsStore } from './ratings.repository';
import { authorizeRating } from './ratings.policy';

type Caller = Pick<SessionUser, 'id'>;

/**
 * Story ratings: one 1..5 rating per reader and story, changeable; stories.rating is the
 * average, recomputed in the same transaction as the rating under the story's row lock. A
 * reader's first rating of a story tells its author ('rating' notification) and pays them
 * RATING_RECEIVED once per reader; changing it later does neither again.
 */
export function createRatingsService(repo: RatingsStore) {
  return {
    rate(caller: Caller, storyId: string, rating: number): Promise<RatingResult> {
      return repo.inLockedStory(storyId, async (tx, found) => {
        const story = requirePublished(found);
        authorizeRating(story, caller.id);
        const isNew = await tx.upsert(caller.id, storyId, rating);
        if (isNew) {
          await tx.notify({ recipientId: story.createdBy, kind: 'rating', actorId: caller.id, storyId });
          await tx.awardXp({
            userId: story.createdBy,
            rule: 'RATING_RECEIVED',
            refId: `${storyId}:${caller.id}`,
          });
        }
        const { average, count } = await tx.refreshAverage(storyId);
        return { rating, average: oneDecimal(average), ratingCount: count };
      });
    },

    /** The caller's rating of the story, or null. */
    find(caller: Caller, storyId: string): Promise<number | null> {
      return repo.find(caller.id, storyId);
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
