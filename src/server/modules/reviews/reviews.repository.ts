import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { reviews } from '../../db/schema/social';
import { userDailyActivity } from '../../db/schema/reading';
import { users } from '../../db/schema/users';
import { afterPosition, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';
import { communityHooks } from '../library/community-hooks';

export type StoryReviewFields = {
  writingQuality: number;
  creativity: number;
  collaboration: number | null;
  overallRating: number;
  reviewText: string;
};

const ofStory = (storyId: string) => and(eq(reviews.targetType, 'Story'), eq(reviews.targetId, storyId));

const reviewColumns = {
  id: reviews.id,
  reviewerId: reviews.reviewer,
  reviewerUsername: users.username,
  reviewerImage: users.profileImage,
  writingQuality: reviews.writingQuality,
  creativity: reviews.creativity,
  collaboration: reviews.collaboration,
  overallRating: reviews.overallRating,
  reviewText: reviews.reviewText,
  reviewDate: reviews.reviewDate,
  updatedAt: reviews.updatedAt,
  cursorAt: cursorTimestamp(reviews.createdAt),
};
export type ReviewRow = {
  id: string;
  reviewerId: string | null;
  reviewerUsername: string | null;
  reviewerImage: string | null;
  writingQuality: number | null;
  creativity: number | null;
  collaboration: number | null;
  overallRating: number;
  reviewText: string;
  reviewDate: Date;
  updatedAt: Date;
  cursorAt: string;
};

/** Reads and writes of story reviews (reviews rows with target_type 'Story'). */
export function createReviewsRepository(db: Db) {
  const select = () => db.select(reviewColumns).from(reviews).leftJoin(users, eq(users.id, reviews.reviewer));

  return {
    ...communityHooks(db),

    async findOwn(userId: string, storyId: string): Promise<ReviewRow | undefined> {
      const [row] = await select()
        .where(and(ofStory(storyId), eq(reviews.reviewer, userId)))
        .limit(1);
      return row;
    },

    /** Creates or replaces the user's review of the story; `isNew` tells which. */
    async upsert(
      userId: string,
      storyId: string,
      fields: StoryReviewFields,
    ): Promise<{ id: string; isNew: boolean }> {
      const [row] = await db
        .insert(reviews)
        .values({ reviewer: userId, targetType: 'Story', targetId: storyId, ...fields })
        .onConflictDoUpdate({
          target: [reviews.reviewer, reviews.targetType, reviews.targetId],
          set: { ...fields, updatedAt: sql`now()` },
        })
        .returning({ id: reviews.id, isNew: sql<boolean>`(xmax = 0)` });
      return row!;
    },

    /** Deletes the user's review of the story; false when there was none. */
    async remove(userId: string, storyId: string): Promise<boolean> {
      const rows = await db
        .delete(reviews)
        .where(and(ofStory(storyId), eq(reviews.reviewer, userId)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** The story's reviews, newest first, `limit` rows after `after`. */
    list(storyId: string, after: KeysetPosition | undefined, limit: number): Promise<ReviewRow[]> {
      return select()
        .where(and(ofStory(storyId), after ? afterPosition(reviews.createdAt, reviews.id, after) : undefined))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async summary(storyId: string): Promise<{ count: number; average: number | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          average: sql<string | null>`avg(${reviews.overallRating})`,
        })
        .from(reviews)
        .where(ofStory(storyId));
      return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
    },

    /** Counts a new review in the reviewer's activity for today (UTC). */
    async countReviewWritten(userId: string): Promise<void> {
      await db
        .insert(userDailyActivity)
        .values({ userId, activityDate: sql`(now() at time zone 'UTC')::date`, reviewsWritten: 1 })
        .onConflictDoUpdate({
          target: [userDailyActivity.userId, userDailyActivity.activityDate],
          set: { reviewsWritten: sql`${userDailyActivity.reviewsWritten} + 1` },
        });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;

/** The reviews repository plus transactions: `work` gets a repository bound to one transaction. */
export function createReviewsStore(db: Db) {
  return {
    ...createReviewsRepository(db),
    inTransaction<T>(work: (repo: ReviewsRepository) => Promise<T>): Promise<T> {
      return withTransaction(db, createReviewsRepository, work);
    },
  };
}

export type ReviewsStore = ReturnType<typeof createReviewsStore>;
