import type { BookmarkItem } from '@common/schemas/library';
import type { Page } from '@common/schemas/pagination';
import type { SessionUser } from '../../auth/session';
import type { LibraryRepository } from '../library/library.repository';
import { requirePublished } from '../library/library.policy';
import { toStoryCard } from '../library/story-card';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import type { BookmarksRepository } from './bookmarks.repository';

type Caller = Pick<SessionUser, 'id'>;

/**
 * Bookmarks: any signed-in reader may bookmark any story in the library (library.policy.ts);
 * a story that leaves the library keeps the row but drops out of the list until it returns.
 */
export function createBookmarksService(repo: BookmarksRepository, library: LibraryRepository) {
  async function visible(storyId: string) {
    return requirePublished(await library.findStoryVisibility(storyId));
  }

  return {
    async add(caller: Caller, storyId: string) {
      await visible(storyId);
      const at = await repo.add(caller.id, storyId);
      return { bookmarked: true, bookmarkedAt: at.toISOString() };
    },

    async remove(caller: Caller, storyId: string): Promise<void> {
      await visible(storyId);
      await repo.remove(caller.id, storyId);
    },

    async isBookmarked(caller: Caller, storyId: string): Promise<boolean> {
      return (await repo.find(caller.id, storyId)) !== null;
    },

    async list(caller: Caller, query: { cursor?: string; limit: number }): Promise<Page<BookmarkItem>> {
      const rows = await repo.list(caller.id, decodeCursor(query.cursor), query.limit + 1);
      const page = toPage(rows, query.limit);
      return {
        nextCursor: page.nextCursor,
        items: page.items.map(({ bookmarkedAt, cursorAt: _cursor, ...card }) => ({
          story: toStoryCard(card),
          bookmarkedAt: bookmarkedAt.toISOString(),
        })),
      };
    },
  };
}

export type BookmarksService = ReturnType<typeof createBookmarksService>;
