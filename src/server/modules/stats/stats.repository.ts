import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** The genre reported when a user has no reading history (SPEC section 7). */
export const DEFAULT_FAVORITE_GENRE = 'Fantasy';

/**
 * Typed calls of the database's remote functions (migration remote_functions). The SQL lives in
 * the database so one statement does each job atomically, on PGlite and PostgreSQL alike.
 * "Today" is the UTC date.
 */
export function createStatsRepository(db: Db) {
  async function scalar<T>(query: SQL): Promise<T | null> {
    const [row] = await queryRows<{ value: T | null }>(db, query);
    return row?.value ?? null;
  }

  return {
    /** Adds one view to a story; resolves to the new count, or null if the story is gone. */
    incrementViewCount(storyId: string): Promise<number | null> {
      return scalar<number>(sql`select increment_view_count(${storyId}::uuid) as value`);
    },

    /** Adds one download to a template; resolves to the new count, or null if it is gone. */
    incrementTemplateDownloads(templateId: string): Promise<number | null> {
      return scalar<number>(sql`select increment_template_downloads(${templateId}::uuid) as value`);
    },

    /**
     * Adds reading time to the user's activity row for today (created on the first call of the
     * day). Rejects negative numbers. `storiesRead` is 1 per progress save, as the spec calls it.
     */
    async updateDailyReadingActivity(userId: string, minutes: number, storiesRead = 1): Promise<void> {
      await db.execute(
        sql`select update_daily_reading_activity(${userId}::uuid, ${minutes}::integer, ${storiesRead}::integer)`,
      );
    },

    /** Consecutive days of reading ending today, or yesterday if not yet today; 0 when none. */
    async getReadingStreak(userId: string): Promise<number> {
      return (await scalar<number>(sql`select get_user_reading_streak(${userId}::uuid) as value`)) ?? 0;
    },

    /** The genre the user has read most stories of; 'Fantasy' when none. */
    async getFavoriteGenre(userId: string): Promise<string> {
      return (
        (await scalar<string>(sql`select get_user_favorite_genre(${userId}::uuid) as value`)) ??
        DEFAULT_FAVORITE_GENRE
      );
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
