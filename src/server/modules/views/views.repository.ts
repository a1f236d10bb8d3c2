import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { queryRows } from '../../db/query-rows';
import { storyViews } from '../../db/schema/views';
import { createStatsRepository } from '../stats/stats.repository';

/** Reads and writes of story_views and the story's view count. */
export function createViewsRepository(db: Db) {
  return {
    /**
     * Counts one view of the story by this viewer key on this day, once: the first call adds
     * the story_views row and one to stories.view_count (increment_view_count, SPEC section 7),
     * in one transaction; later calls change nothing. Resolves to whether this call counted.
     */
    recordView(storyId: string, day: string, viewerKey: string): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const inserted = await tx
          .insert(storyViews)
          .values({ storyId, day, viewerKey })
          .onConflictDoNothing()
          .returning({ storyId: storyViews.storyId });
        if (inserted.length === 0) return false;
        await createStatsRepository(tx).incrementViewCount(storyId);
        return true;
      });
    },

    /**
     * Deletes up to `batch` story_views rows of days before `day` (story_views_day_idx finds
     * them); resolves to how many went. Small batches keep each statement's locks short.
     */
    async purgeDaysBefore(day: string, batch: number): Promise<number> {
      const deleted = await queryRows<{ story_id: string }>(
        db,
        sql`
        delete from ${storyViews} where ctid in (
          select ctid from ${storyViews} where ${storyViews.day} < ${day} limit ${batch}
        ) returning ${storyViews.storyId}`,
      );
      return deleted.length;
    },
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
