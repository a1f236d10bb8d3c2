import type { PublicBrand } from '@common/schemas/author-brand';
import type { LibraryChapter, LibraryStory, LibraryViewer } from '@common/schemas/library';
import type { ReadingProgress } from '@common/schemas/reading';
import type { SessionUser } from '../../auth/session';
import {
  earlyAccessLocked,
  isAuthor,
  oneDecimal,
  readsEarly,
  requirePublished,
  requirePublishedChapter,
} from './library.policy';
import type { LibraryRepository, ReaderChapterRow } from './library.repository';

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
  /** Whether the caller reads the story's early-access chapters (asks only when there are some). */
  async function readsEarlyIn(caller: Caller | null, storyId: string, listed: ReaderChapterRow[]) {
    if (listed.every(published)) return false;
    if (readsEarly(caller, false)) return true;
    return caller !== null && library.isStoryMember(storyId, caller.id);
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
      const early = await readsEarlyIn(caller, story.id, listed);
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
        publishedAt: story.publishedAt!.toISOString(),
        updatedAt: story.updatedAt.toISOString(),
        chapters: listed.map((chapter, index) => ({
          id: chapter.id,
          title: chapter.title,
          wordCount: chapter.wordCount,
          position: index + 1,
          publicAt: published(chapter) ? null : chapter.scheduledAt!.toISOString(),
          locked: !published(chapter) && !early,
        })),
        viewer,
        brand: shown.brand,
      };
    },

    /**
     * One chapter with its neighbours among the chapters the caller may read: a published one,
     * or one in early access for a caller who reads early (403 EARLY_ACCESS for others, without
     * its text; library.policy.ts).
     */
    async getChapter(caller: Caller | null, storyId: string, chapterId: string): Promise<LibraryChapter> {
      requirePublished(await library.findStoryVisibility(storyId));
      const [chapter, listed, heading] = await Promise.all([
        library.findChapter(storyId, chapterId),
        library.listReaderChapters(storyId, clock()),
        library.findStoryHeading(storyId),
      ]);
      const early = await readsEarlyIn(caller, storyId, listed);
      const entry = listed.find((c) => c.id === chapterId);
      if (chapter && entry && !published(entry) && !early) throw earlyAccessLocked(entry.scheduledAt!);
      const found = requirePublishedChapter(
        entry && chapter ? { ...chapter, status: 'published' } : undefined,
      );
      const chapters = early ? listed : listed.filter(published);
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
