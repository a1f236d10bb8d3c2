import { and, desc, eq, sql } from 'drizzle-orm';
import { READING_ACTIVITY_DAYS } from '@common/schemas/reader-account';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { afterPosition, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';
import { reviews } from '../../db/schema/social';

/** Reads for the reader account screen; the caller's own rows only. */
export function createReaderAccountRepository(db: Db) {
  return {
    /**
     * Minutes read on each of the last 7 days (the database's CURRENT_DATE, UTC, as the daily
     * activity is written), days without reading as 0, oldest first.
     */
    async lastDays(userId: string) {
      const rows = await queryRows<{ date: string; minutes: number }>(
        db,
        sql`select to_char(d, 'YYYY-MM-DD') as "date", coalesce(a.reading_minutes, 0)::int as "minutes"
            from generate_series(current_date - ${READING_ACTIVITY_DAYS - 1}::int, current_date, interval '1 day') as d
            left join user_daily_activity a on a.user_id = ${userId}::uuid and a.activity_date = d::date
            order by d`,
      );
      return rows.map((r) => ({ date: r.date, readingMinutes: Number(r.minutes) }));
    },

    /** The caller's reviews, newest first, with what each reviews (name and whether it is readable). */
    myReviews(userId: string, limit: number, after?: KeysetPosition) {
      return db
        .select({
          id: reviews.id,
          targetType: reviews.targetType,
          targetId: reviews.targetId,
          overallRating: reviews.overallRating,
          reviewText: reviews.reviewText,
          reviewDate: reviews.reviewDate,
          cursorAt: cursorTimestamp(reviews.createdAt),
          storyTitle: sql<
            string | null
          >`(select s.title from stories s where ${reviews.targetType} = 'Story' and s.story_id = ${reviews.targetId})`,
          storyPublished: sql<boolean>`exists (select 1 from stories s where ${reviews.targetType} = 'Story' and s.story_id = ${reviews.targetId} and s.privacy_level = 'Public' and s.publication_status is not null)`,
          username: sql<
            string | null
          >`(select u.username from users u where ${reviews.targetType} = 'User' and u.user_id = ${reviews.targetId})`,
          templateName: sql<
            string | null
          >`(select t.name from templates t where ${reviews.targetType} = 'Template' and t.template_id = ${reviews.targetId})`,
          worldName: sql<
            string | null
          >`(select w.name from worlds w where ${reviews.targetType} = 'World' and w.world_id = ${reviews.targetId})`,
          worldCreator: sql<
            string | null
          >`(select u.username from worlds w join users u on u.user_id = w.creator where ${reviews.targetType} = 'World' and w.world_id = ${reviews.targetId})`,
        })
        .from(reviews)
        .where(
          and(
            eq(reviews.reviewer, userId),
            after ? afterPosition(reviews.createdAt, reviews.id, after) : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit + 1);
    },
  };
}

export type ReaderAccountRepository = ReturnType<typeof createReaderAccountRepository>;
