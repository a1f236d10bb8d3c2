import { sql } from 'drizzle-orm';
import type { ViewSource } from '@common/analytics';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { queryRows } from '../../db/query-rows';
import { chapterViews, storyViews } from '../../db/schema/views';
import { createStatsRepository } from '../stats/stats.repository';

/** Reads and writes of story_views, chapter_views and the story's view count. */
export function createViewsRepository(db: Db) {
  return {
    /**
     * Counts one view of the story by this viewer key on this day: the first call adds the
     * story_views row (with where the reader came from) and one to stories.view_count
     * (increment_view_count, SPEC section 7), in one transaction; later calls only add to the
     * row's page opens (`hits`). Resolves to whether this call counted a new viewer.
     */
    recordView(
      storyId: string,
      day: string,
      viewerKey: string,
      source: ViewSource = 'direct',
    ): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(storyViews)
          .values({ storyId, day, viewerKey, source })
          .onConflictDoUpdate({
            target: [storyViews.storyId, storyViews.day, storyViews.viewerKey],
            set: { hits: sql`${storyViews.hits} + 1` },
          })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        if (!row?.inserted) return false;
        await createStatsRepository(tx).incrementViewCount(storyId);
        return true;
      });
    },

    /** Counts the reader of one chapter once per day (reads per chapter); repeats change nothing. */
    async recordChapterView(storyId: string, chapterId: string, day: string, viewerKey: string) {
      await db.insert(chapterViews).values({ storyId, chapterId, day, viewerKey }).onConflictDoNothing();
    },

    /**
     * Deletes up to `batch` rows of days before `day` from story_views or chapter_views (their
     * day indexes find them); resolves to how many went. Small batches keep locks short.
     */
    async purgeDaysBefore(day: string, batch: number, table: 'story' | 'chapter' = 'story'): Promise<number> {
      const t = table === 'story' ? storyViews : chapterViews;
      const deleted = await queryRows<{ day: string }>(
        db,
        sql`
        delete from ${t} where ctid in (
          select ctid from ${t} where ${t.day} < ${day} limit ${batch}
        ) returning ${t.day}`,
      );
      return deleted.length;
    },
  };
}

export type ViewsRepository = ReturnType<typeof createViewsRepository>;
