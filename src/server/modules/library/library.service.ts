import type { LibraryChapter, LibraryStory, LibraryViewer } from '@common/schemas/library';
import type { ReadingProgress } from '@common/schemas/reading';
import type { SessionUser } from '../../auth/session';
import { isAuthor, oneDecimal, requirePublished, requirePublishedChapter } from './library.policy';
import type { LibraryRepository } from './library.repository';

type Caller = Pick<SessionUser, 'id'>;

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
};

/** The public story page and the reader's chapters; who may see what is library.policy.ts. */
export function createLibraryService({ library, readerState }: LibraryDependencies) {
  /** What the signed-in caller has done with the story, read in parallel. */
  async function viewerState(caller: Caller, storyId: string, authorId: string): Promise<LibraryViewer> {
    const own = await readerState.find(caller.id, storyId);
    return { isAuthor: isAuthor({ createdBy: authorId }, caller.id), ...own };
  }

  return {
    /** A published story with its published chapters; the viewer part only for a signed-in caller. */
    async getStory(caller: Caller | null, storyId: string): Promise<LibraryStory> {
      const story = requirePublished(await library.findStoryPage(storyId));
      const [chapters, viewer] = await Promise.all([
        library.listPublishedChapters(story.id),
        caller ? viewerState(caller, story.id, story.createdBy) : Promise.resolve(null),
      ]);
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
        chapters: chapters.map((chapter, index) => ({ ...chapter, position: index + 1 })),
        viewer,
      };
    },

    /** One published chapter with its neighbours among the published chapters. */
    async getChapter(storyId: string, chapterId: string): Promise<LibraryChapter> {
      requirePublished(await library.findStoryVisibility(storyId));
      const [chapter, chapters, heading] = await Promise.all([
        library.findChapter(storyId, chapterId),
        library.listPublishedChapters(storyId),
        library.findStoryHeading(storyId),
      ]);
      const found = requirePublishedChapter(chapter);
      const index = chapters.findIndex((entry) => entry.id === found.id);
      return {
        id: found.id,
        storyId,
        storyTitle: heading?.title ?? '',
        authorUsername: heading?.authorUsername ?? 'Unknown',
        position: index + 1,
        chapterCount: chapters.length,
        title: found.title,
        wordCount: found.wordCount,
        content: found.content as LibraryChapter['content'],
        prevChapterId: chapters[index - 1]?.id ?? null,
        nextChapterId: chapters[index + 1]?.id ?? null,
      };
    },
  };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
