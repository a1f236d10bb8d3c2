import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters } from '../../db/schema/chapters';
import { stories } from '../../db/schema/stories';
import { isUuid } from '../../db/keyset-cursor';
import type { BookChapter } from '../exports/book.repository';
import type { DownloadableStory } from './reader-downloads.policy';

/** The reads of a reader's download: the story's deciding columns and chapters by id. */
export function createReaderDownloadsRepository(db: Db) {
  return {
    /** What the policy decides on, plus the exclusive switch; undefined for a missing id. */
    async findStory(storyId: string): Promise<(DownloadableStory & { exclusive: boolean }) | undefined> {
      if (!isUuid(storyId)) return undefined;
      const [row] = await db
        .select({
          id: stories.id,
          createdBy: stories.createdBy,
          privacyLevel: stories.privacyLevel,
          publicationStatus: stories.publicationStatus,
          readerDownloads: stories.readerDownloads,
          exclusive: stories.exclusive,
        })
        .from(stories)
        .where(eq(stories.id, storyId))
        .limit(1);
      return row;
    },

    /** The text of the given chapters of the story (any order; the caller orders them). */
    async chaptersById(
      storyId: string,
      ids: string[],
    ): Promise<(Omit<BookChapter, 'position'> & { id: string })[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: chapters.id, title: chapters.title, content: chapters.content })
        .from(chapters)
        .where(and(eq(chapters.storyId, storyId), inArray(chapters.id, ids)));
    },
  };
}

export type ReaderDownloadsRepository = ReturnType<typeof createReaderDownloadsRepository>;
