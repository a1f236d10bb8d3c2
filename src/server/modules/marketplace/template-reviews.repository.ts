import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterPosition, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';
import { reviews } from '../../db/schema/social';
import { templates } from '../../db/schema/templates';
import { users } from '../../db/schema/users';
import type { ReviewRow } from '../reviews/reviews.repository';

/** Reads and writes of template reviews (reviews rows with target_type 'Template'). */
const ofTemplate = (templateId: string) =>
  and(eq(reviews.targetType, 'Template'), eq(reviews.targetId, templateId));

export function createTemplateReviewsRepository(db: Db) {
  /** templates.rating: the average overall score of its reviews, 2 decimals; null with none. */
  async function refreshRating(templateId: string) {
    await db
      .update(templates)
      .set({
        rating: sql`(select round(avg(${reviews.overallRating}), 2) from ${reviews}
          where ${reviews.targetType} = 'Template' and ${reviews.targetId} = ${templateId})`,
      })
      .where(eq(templates.id, templateId));
  }

  return {
    /** Newest first, `limit` rows after `after`. */
    list(templateId: string, after: KeysetPosition | undefined, limit: number): Promise<ReviewRow[]> {
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
        .where(
          and(
            ofTemplate(templateId),
            after ? afterPosition(reviews.createdAt, reviews.id, after) : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async summary(templateId: string): Promise<{ count: number; average: number | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          average: sql<string | null>`avg(${reviews.overallRating})`,
        })
        .from(reviews)
        .where(ofTemplate(templateId));
      return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
    },

    /**
     * Adds the user's one review and refreshes templates.rating; false when they already reviewed
     * it (the unique key decides, even concurrently). Call inside the caller's transaction, which
     * holds the reviewer's acquisition (template-reviews.service.ts).
     */
    async add(
      userId: string,
      templateId: string,
      fields: { overallRating: number; reviewText: string },
    ): Promise<boolean> {
      const rows = await db
        .insert(reviews)
        .values({ reviewer: userId, targetType: 'Template', targetId: templateId, ...fields })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      if (rows.length === 0) return false;
      await refreshRating(templateId);
      return true;
    },

    /**
     * Removes the user's review of the template (a refunded buyer's, issue 20) and refreshes
     * templates.rating (null once no review is left); true when there was one.
     */
    async removeBy(userId: string, templateId: string): Promise<boolean> {
      const rows = await db
        .delete(reviews)
        .where(and(ofTemplate(templateId), eq(reviews.reviewer, userId)))
        .returning({ id: reviews.id });
      if (rows.length === 0) return false;
      await refreshRating(templateId);
      return true;
    },
  };
}
export type TemplateReviewsRepository = ReturnType<typeof createTemplateReviewsRepository>;
