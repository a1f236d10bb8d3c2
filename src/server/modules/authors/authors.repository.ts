import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AuthorReviewInput } from '@common/schemas/social';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { reviews } from '../../db/schema/social';
import { stories } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import { afterPosition, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';

/** Published means Public with a publication status (SPEC section 4). */
const isPublished = and(eq(stories.privacyLevel, 'Public'), isNotNull(stories.publicationStatus));
/** Reviews of a user as an author (target type User). */
const ofAuthor = (authorId: string) => and(eq(reviews.targetType, 'User'), eq(reviews.targetId, authorId));

/** Reads of public author data and writes of reviews with target type User. `db` may be a transaction. */
export function createAuthorsRepository(db: Db) {
  return {
    /** The author's public fields and totals, by username (case-insensitive); undefined if none. */
    async findByUsername(username: string) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          bio: users.bio,
          profileImage: users.profileImage,
          subscriptionTier: users.subscriptionTier,
          userLevel: users.userLevel,
          joinDate: users.joinDate,
          publishedStoryCount: sql<number>`(select count(*)::integer from stories s
              where s.created_by = ${users.id} and s.privacy_level = 'Public' and s.publication_status is not null)`,
          reviewCount: sql<number>`(select count(*)::integer from reviews r
              where r.target_type = 'User' and r.target_id = ${users.id})`,
          averageRating: sql<string | null>`(select round(avg(r.overall_rating), 1) from reviews r
              where r.target_type = 'User' and r.target_id = ${users.id})`,
        })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },

    /** A page of the author's published stories, newest published first. */
    listPublishedStories(authorId: string, limit: number, after?: KeysetPosition) {
      return db
        .select({
          id: stories.id,
          title: stories.title,
          description: stories.description,
          genre: stories.genre,
          status: stories.status,
          coverImage: stories.coverImage,
          rating: stories.rating,
          viewCount: stories.viewCount,
          // Published chapters only: a draft's words are the author's business.
          wordCount: stories.publishedWordCount,
          chapterCount: stories.publishedChapterCount,
          publishedAt: stories.publishedAt,
          cursorAt: cursorTimestamp(stories.publishedAt),
        })
        .from(stories)
        .where(
          and(
            eq(stories.createdBy, authorId),
            isPublished,
            after ? afterPosition(stories.publishedAt, stories.id, after) : undefined,
          ),
        )
        .orderBy(desc(stories.publishedAt), desc(stories.id))
        .limit(limit + 1);
    },

    /** A page of reviews of the author, newest first, with the reviewer's current name. */
    listReviews(authorId: string, limit: number, after?: KeysetPosition) {
      return reviewQuery(db)
        .where(
          and(ofAuthor(authorId), after ? afterPosition(reviews.createdAt, reviews.id, after) : undefined),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit + 1);
    },

    async findReview(reviewerId: string, authorId: string) {
      const [row] = await reviewQuery(db)
        .where(and(ofAuthor(authorId), eq(reviews.reviewer, reviewerId)))
        .limit(1);
      return row;
    },

    /**
     * Creates or replaces the reviewer's one review of the author (the unique reviewer-target
     * index is the conflict target). Resolves to whether it was created rather than replaced.
     */
    async upsertReview(reviewerId: string, authorId: string, input: AuthorReviewInput): Promise<boolean> {
      const [row] = await queryRows<{ created: boolean }>(
        db,
        sql`insert into reviews (reviewer, target_type, target_id, writing_quality, creativity,
                                 collaboration, overall_rating, review_text)
            values (${reviewerId}::uuid, 'User', ${authorId}::uuid, ${input.writingQuality}, ${input.creativity},
                    ${input.collaboration}, ${input.overallRating}, ${input.reviewText})
            on conflict (reviewer, target_type, target_id) do update
              set writing_quality = excluded.writing_quality, creativity = excluded.creativity,
                  collaboration = excluded.collaboration, overall_rating = excluded.overall_rating,
                  review_text = excluded.review_text, updated_at = now()
            returning (xmax = 0) as created`,
      );
      return row?.created === true;
    },

    /** Resolves to whether the reviewer had a review of the author to delete. */
    async deleteReview(reviewerId: string, authorId: string): Promise<boolean> {
      const rows = await db
        .delete(reviews)
        .where(and(ofAuthor(authorId), eq(reviews.reviewer, reviewerId)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },
  };
}

function reviewQuery(db: Db) {
  return db
    .select({
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
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.reviewer))
    .$dynamic();
}

export type AuthorsRepository = ReturnType<typeof createAuthorsRepository>;
export type AuthorReviewRow = Awaited<ReturnType<AuthorsRepository['listReviews']>>[number];
