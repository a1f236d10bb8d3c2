import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import type { Storage } from '../../storage/storage';
import { createPublicBrands } from '../author-brand/public-brand';
import { makeBook, type ChapterSource } from '../exports/book';
import { createBookRepository } from '../exports/book.repository';
import { createImageLoader } from '../exports/book-images';
import { LAST_CHAPTER } from '../exports/export-build';
import { writeEpub } from '../exports/formats/epub';
import { createLibraryRepository } from '../library/library.repository';
import { lockOf, opensLock } from '../library/library.policy';
import { authorizeReaderDownload } from './reader-downloads.policy';
import { createReaderDownloadsRepository } from './reader-downloads.repository';

type Caller = { id: string; subscriptionTier: string };

export const NO_CHAPTERS_MESSAGE =
  'This story has no chapters you can read yet, so there is nothing to download.';

/** A file name made of the title's letters and digits: 'The Ford!' -> 'the-ford.epub'. */
export const epubFileName = (title: string): string =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'story'
  }.epub`;

/**
 * A reader's EPUB of a published story (issue 24): the export module's EPUB writer over the
 * chapters the caller reads in the library, numbered 1..n as the reader sees them. Built in the
 * request: a reader's book has published text only, so it is small (bench: a 60,000-word story in
 * well under a second); the route limits how often one reader asks.
 */
export function createReaderDownloadsService(deps: { db: Db; storage: Storage; clock?: () => Date }) {
  const { db, storage, clock = () => new Date() } = deps;
  const repo = createReaderDownloadsRepository(db);
  const library = createLibraryRepository(db);
  const books = createBookRepository(db);
  const brands = createPublicBrands(db);

  /** The ids of the listed chapters the caller opens, in reading order (library.policy.ts locks). */
  async function readableChapterIds(caller: Caller, storyId: string, exclusive: boolean): Promise<string[]> {
    const listed = await library.listReaderChapters(storyId, clock());
    const firstPublishedId = listed.find((c) => c.status === 'published')?.id ?? null;
    const locks = listed.map((chapter) => lockOf(chapter, { exclusive, firstPublishedId }));
    const member =
      locks.some((lock) => lock !== null && !opensLock(caller, false, lock)) &&
      (await library.isStoryMember(storyId, caller.id));
    return listed
      .filter((_, i) => locks[i] === null || opensLock(caller, member, locks[i]!))
      .map((c) => c.id);
  }

  return {
    async epub(caller: Caller, storyId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      const story = authorizeReaderDownload(await repo.findStory(storyId), caller);
      const ids = await readableChapterIds(caller, story.id, story.exclusive);
      if (ids.length === 0) throw badRequest(NO_CHAPTERS_MESSAGE);
      const meta = await books.story(story.id);
      if (!meta) throw notFound('Story not found');
      // Chapters in the caller's reading order, numbered as the reader numbers them.
      const source: ChapterSource = {
        async chapterBatch(_storyId, _scope, after, limit) {
          const batch = ids.slice(after, after + limit);
          const rows = new Map((await repo.chaptersById(story.id, batch)).map((row) => [row.id, row]));
          return batch.flatMap((id, i) => {
            const row = rows.get(id);
            return row ? [{ position: after + i + 1, title: row.title, content: row.content }] : [];
          });
        },
      };
      const colophon = !(await brands.of(story.createdBy)).brand?.whiteLabel;
      const scope = { from: 1, to: LAST_CHAPTER, includeDrafts: false };
      const book = makeBook(source, meta, scope, ids.length, colophon);
      const bytes = await writeEpub(book, { images: createImageLoader(storage), progress: async () => {} });
      return { bytes, fileName: epubFileName(meta.title) };
    },
  };
}
