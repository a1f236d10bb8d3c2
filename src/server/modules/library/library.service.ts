import type { PublicBrand } from '@common/schemas/author-brand';
import type { LibraryChapter, LibraryStory, LibraryViewer } from '@common/schemas/library';
import type { ReadingProgress } from '@common/schemas/reading';
import type { SessionUser } from '../../auth/session';
import {
  isAuthor,
  lockedChapter,
  lockOf,
  oneDecimal,
  opensLock,
  requirePublished,
  requirePublishedChapter,
  type ChapterLock,
} from './library.policy';
import type { LibraryRepository, ReaderChapterRow } from './library.repository';
import { toStoryLabels } from './story-labels';
import { isoString } from '../../http/iso-string';

type Caller = Pick<SessionUser, 'id' | 'subscriptionTier'>;

/**
 * The signed-in reader's own state on a story (bookmark, rating, review, progress). Composed
 * above this module (modules/reader-state) and handed in by app.ts, since the modules that keep
 * that state read published stories from the library.
 */
export type ReaderStateOnStory = {
  find(callerId: string, storyId: string): Promise<Omit<LibraryViewer, 'isAuthor'>>;
  /** The progress placed among the published chapters (its chapter may be unpublished since). */
  placeInChapters(progress: ReadingProgress, chapters: readonly { id: string }[]): ReadingProgress;
};

export type LibraryDependencies = {
  library: LibraryRepository;
  readerState: ReaderStateOnStory;
  /** The time early-access windows are measured at (tests move it). */
  clock?: () => Date;
  /** The author's brand as the public sees it (modules/author-brand public-brand.ts); none when left out. */
  brands?: { of(authorId: string): Promise<{ brand: PublicBrand | null }> };
};

const published = (chapter: ReaderChapterRow) => chapter.status === 'published';

/** The public story page and the reader's chapters; who may see what is library.policy.ts. */
export function createLibraryService({
  library,
  readerState,
  clock = () => new Date(),
  brands = { of: async () => ({ brand: null }) },
}: LibraryDependencies) {
  /**
   * The locks on the listed chapters, and whether the caller opens each (library.policy.ts); asks
   * whether the caller is a member only when some lock is not opened by their plan.
   */
  async function locksFor(
    caller: Caller | null,
    storyId: string,
    exclusive: boolean,
    listed: ReaderChapterRow[],
  ): Promise<{ lock: ChapterLock | null; open: boolean }[]> {
    const firstPublishedId = listed.find(published)?.id ?? null;
    const locks = listed.map((chapter) => lockOf(chapter, { exclusive, firstPublishedId }));
    const byPlan = (lock: ChapterLock | null) => lock === null || opensLock(caller, false, lock);
    const member =
      !locks.every(byPlan) && caller !== null && (await library.isStoryMember(storyId, caller.id));
    return locks.map((lock) => ({ lock, open: lock === null || opensLock(caller, member, lock) }));
  }

  /** What the signed-in caller has done with the story, read in parallel. */
  async function viewerState(caller: Caller, storyId: string, authorId: string): Promise<LibraryViewer> {
    const own = await readerState.find(caller.id, storyId);
    return { isAuthor: isAuthor({ createdBy: authorId }, caller.id), ...own };
  }

  return {
    /**
     * A published story with its published chapters, and those in early access (locked unless
     * the caller reads early); the viewer part only for a signed-in caller. Counts are of the
     * published chapters only.
     */
    async getStory(caller: Caller | null, storyId: string): Promise<LibraryStory> {
      const story = requirePublished(await library.findStoryPage(storyId));
      const [listed, viewer, shown] = await Promise.all([
        library.listReaderChapters(story.id, clock()),
        caller ? viewerState(caller, story.id, story.createdBy) : Promise.resolve(null),
        brands.of(story.createdBy),
      ]);
      const access = await locksFor(caller, story.id, story.exclusive, listed);
      const chapters = listed.filter(published);
      if (viewer?.progress) viewer.progress = readerState.placeInChapters(viewer.progress, chapters);
      return {
        id: story.id,
        title: story.title,
        description: story.description,
        genre: story.genre,
        status: story.status,
        coverImage: story.coverImage,
        author: { username: story.authorUsername, profileImage: story.authorImage },
        rating: oneDecimal(story.rating),
        ratingCount: story.ratingCount,
        viewCount: story.viewCount,
        wordCount: chapters.reduce((sum, chapter) => sum + chapter.wordCount, 0),
        chapterCount: chapters.length,
        publishedAt: isoString(story.publishedAt!),
        updatedAt: isoString(story.updatedAt),
        exclusive: story.exclusive,
        ...toStoryLabels(story),
        readerDownloads: story.readerDownloads,
        chapters: listed.map((chapter, index) => ({
          id: chapter.id,
          title: chapter.title,
          wordCount: chapter.wordCount,
          position: index + 1,
          publicAt: published(chapter) ? null : isoString(chapter.scheduledAt!),
          exclusive: access[index]!.lock?.kind === 'exclusive',
          locked: !access[index]!.open,
        })),
        viewer,
        brand: shown.brand,
      };
    },

    /**
     * One chapter with its neighbours among the chapters the caller may read: a published one,
     * or a locked one (early access, exclusive) for a caller who opens its lock (403
     * EARLY_ACCESS or EXCLUSIVE_CONTENT for others, without its text; library.policy.ts).
     */
    async getChapter(caller: Caller | null, storyId: string, chapterId: string): Promise<LibraryChapter> {
      requirePublished(await library.findStoryVisibility(storyId));
      const [chapter, listed, heading] = await Promise.all([
        library.findChapter(storyId, chapterId),
        library.listReaderChapters(storyId, clock()),
        library.findStoryHeading(storyId),
      ]);
      const access = await locksFor(caller, storyId, heading?.exclusive ?? false, listed);
      const at = listed.findIndex((c) => c.id === chapterId);
      const entry = listed[at];
      if (chapter && entry && !access[at]!.open) throw lockedChapter(access[at]!.lock!);
      const found = requirePublishedChapter(
        entry && chapter ? { ...chapter, status: 'published' } : undefined,
      );
      // Neighbours: the chapters the caller reads, and exclusive ones (their page shows the lock);
      // early-access chapters the caller may not read yet are skipped.
      const chapters = listed.filter((_, i) => access[i]!.open || access[i]!.lock?.kind === 'exclusive');
      const index = chapters.findIndex((c) => c.id === found.id);
      return {
        id: found.id,
        storyId,
        storyTitle: heading?.title ?? '',
        authorUsername: heading?.authorUsername ?? 'Unknown',
        position: index + 1,
        chapterCount: chapters.length,
        title: found.title,
        wordCount: found.wordCount,
        publicAt: published(entry!) ? null : entry!.scheduledAt!.toISOString(),
        content: found.content as LibraryChapter['content'],
        prevChapterId: chapters[index - 1]?.id ?? null,
        nextChapterId: chapters[index + 1]?.id ?? null,
      };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
