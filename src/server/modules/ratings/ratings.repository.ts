import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { stories } from '../../db/schema/stories';
import { userStoryRatings } from '../../db/schema/reading';
import { createLibraryRepository } from '../library/library.repository';
import type { StoryVisibility } from '../library/library.policy';
import { communityHooks } from '../library/community-hooks';

/** Reads and writes of user_story_ratings and the stories.rating average they feed. */
export function createRatingsRepository(db: Db) {
  return {
    ...communityHooks(db),

    async find(userId: string, storyId: string): Promise<number | null> {
      const [row] = await db
        .select({ rating: userStoryRatings.rating })
        .from(userStoryRatings)
        .where(and(eq(userStoryRatings.userId, userId), eq(userStoryRatings.storyId, storyId)))
        .limit(1);
      return row?.rating ?? null;
    },

    /** Inserts or changes the user's rating (rated_at moves to now); true when it is their first. */
    async upsert(userId: string, storyId: string, rating: number): Promise<boolean> {
      const [row] = await db
        .insert(userStoryRatings)
        .values({ userId, storyId, rating })
        .onConflictDoUpdate({
          target: [userStoryRatings.userId, userStoryRatings.storyId],
          set: { rating, ratedAt: sql`now()` },
        })
        .returning({ isNew: sql<boolean>`(xmax = 0)` });
      return row!.isNew;
    },

    /**
     * Sets stories.rating to the average of its ratings (2 decimals, NULL with none); returns it
     * and the count. updated_at stays: being rated is not an edit of the story.
     */
    async refreshAverage(storyId: string): Promise<{ average: number | null; count: number }> {
      const [row] = await db
        .update(stories)
        .set({
          rating: sql`(select round(avg(${userStoryRatings.rating}), 2) from ${userStoryRatings} where ${userStoryRatings.storyId} = ${storyId})`,
          updatedAt: sql`${stories.updatedAt}`,
        })
        .where(eq(stories.id, storyId))
        .returning({
          average: stories.rating,
          count: sql<number>`(select count(*)::int from ${userStoryRatings} where ${userStoryRatings.storyId} = ${storyId})`,
        });
      return row ?? { average: null, count: 0 };
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;

/**
 * The ratings repository plus `inLockedStory`: runs `work` in one transaction whose first
 * statement locks the story row (and reads its visibility), so ratings of one story are averaged
 * one at a time and none is left out.
 */
export function createRatingsStore(db: Db) {
  return {
    ...createRatingsRepository(db),
    inLockedStory<T>(
      storyId: string,
      work: (repo: RatingsRepository, story: StoryVisibility | undefined) => Promise<T>,
    ): Promise<T> {
      return withTransaction(db, async (txDb) => {
        const story = await createLibraryRepository(txDb).findStoryVisibility(storyId, { lock: true });
        return work(createRatingsRepository(txDb), story);
      });
    },
  };
}

export type RatingsStore = ReturnType<typeof createRatingsStore>;
