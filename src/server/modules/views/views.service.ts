import type { FastifyBaseLogger } from 'fastify';
import type { ViewReport } from '@common/schemas/analytics';
import { notFound } from '../../errors';
import type { LibraryRepository } from '../library/library.repository';
import { requirePublished } from '../library/library.policy';
import { utcDay, viewerKey, type Viewer } from './viewer-key';
import type { ViewsRepository } from './views.repository';

/**
 * Story views: one per reader, story and UTC day, so reloading a page adds nothing to the count
 * (it adds a page open for analytics). Only stories in the library count (404 otherwise); a
 * chapter named must be one of its published chapters (404 otherwise) and counts its reader
 * once a day too. A failure to count is logged and never shown (SPEC section 8): the reader is
 * reading either way.
 */
export function createViewsService(
  repo: ViewsRepository,
  library: LibraryRepository,
  secret: string,
  log: FastifyBaseLogger,
) {
  return {
    /** Resolves to whether this call added a view. `now` is for tests of the day boundary. */
    async record(
      storyId: string,
      viewer: Viewer,
      report: ViewReport = null,
      now: Date = new Date(),
    ): Promise<boolean> {
      requirePublished(await library.findStoryVisibility(storyId));
      const chapterId = report?.chapterId;
      if (chapterId && !(await library.listPublishedChapters(storyId)).some((c) => c.id === chapterId))
        throw notFound('Chapter not found');
      const day = utcDay(now);
      const key = viewerKey(secret, day, viewer);
      try {
        const counted = await repo.recordView(storyId, day, key, report?.source);
        if (chapterId) await repo.recordChapterView(storyId, chapterId, day, key);
        return counted;
      } catch (err) {
        log.warn({ err, storyId }, 'could not count a story view');
        return false;
      }
    },
  };
}

export type ViewsService = ReturnType<typeof createViewsService>;
