import type { FastifyBaseLogger } from 'fastify';
import type { LibraryRepository } from '../library/library.repository';
import { requirePublished } from '../library/library.policy';
import { utcDay, viewerKey, type Viewer } from './viewer-key';
import type { ViewsRepository } from './views.repository';

/**
 * Story views: one per reader, story and UTC day, so reloading a page adds nothing. Only
 * stories in the library count (404 otherwise). A failure to count is logged and never shown
 * (SPEC section 8): the reader is reading either way.
 */
export function createViewsService(
  repo: ViewsRepository,
  library: LibraryRepository,
  secret: string,
  log: FastifyBaseLogger,
) {
  return {
    /** Resolves to whether this call added a view. `now` is for tests of the day boundary. */
    async record(storyId: string, viewer: Viewer, now: Date = new Date()): Promise<boolean> {
      requirePublished(await library.findStoryVisibility(storyId));
      const day = utcDay(now);
      try {
        return await repo.recordView(storyId, day, viewerKey(secret, day, viewer));
      } catch (err) {
        log.warn({ err, storyId }, 'could not count a story view');
        return false;
      }
    },
  };
}

export type ViewsService = ReturnType<typeof createViewsService>;
