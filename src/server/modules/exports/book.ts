import type { TrimSize } from '@common/schemas/story-export';
import type { BookChapter, BookRepository, ChapterScope, StoryMeta } from './book.repository';

/** Chapters read from the database at a time while a book is written: bounds the job's memory. */
export const CHAPTER_BATCH = 5;

/** Everything a format needs to write one book; chapters are read in batches as it goes. */
export type Book = {
  meta: StoryMeta;
  /** Stable across builds of the same story: `urn:uuid:<story id>`. */
  identifier: string;
  /** The story's language (ISO 639-1). */
  language: string;
  /** The owner and the Co-Authors. */
  authors: string[];
  /** Everyone else on the story, with their role. */
  contributors: string[];
  /** 'Made with Inkforge' at the end, except on plans with white-label. */
  colophon: boolean;
  /** The page size of a PDF (the other formats have none). */
  trimSize: TrimSize;
  chapterCount: number;
  chapters: () => AsyncGenerator<BookChapter>;
};

/** The heading a chapter gets in every format: 'Chapter 3: The Ford', or 'Chapter 3'. */
export const chapterHeading = (chapter: Pick<BookChapter, 'position' | 'title'>): string =>
  chapter.title.trim()
    ? `Chapter ${chapter.position}: ${chapter.title.trim()}`
    : `Chapter ${chapter.position}`;

/** Where a book's chapters come from: the writers' book repository, or the reader downloads' own list. */
export type ChapterSource = Pick<BookRepository, 'chapterBatch'>;

export function makeBook(
  repo: ChapterSource,
  meta: StoryMeta,
  scope: ChapterScope,
  chapterCount: number,
  colophon: boolean,
  trimSize: TrimSize = 'a5',
): Book {
  const coAuthors = meta.collaborators.filter((c) => c.role === 'Co-Author').map((c) => c.username);
  return {
    meta,
    identifier: `urn:uuid:${meta.id}`,
    language: meta.language,
    authors: [meta.owner, ...coAuthors],
    contributors: meta.collaborators
      .filter((c) => c.role !== 'Co-Author')
      .map((c) => `${c.username} (${c.role})`),
    colophon,
    trimSize,
    chapterCount,
    async *chapters() {
      let after = scope.from - 1;
      for (;;) {
        const batch = await repo.chapterBatch(meta.id, scope, after, CHAPTER_BATCH);
        for (const chapter of batch) yield chapter;
        if (batch.length < CHAPTER_BATCH) return;
        after = batch[batch.length - 1]!.position;
      }
    },
  };
}

/** The title page's detail line of every format: 'Fantasy · 2026-05-01' (genre, publication day). */
export function titleDetails(meta: Pick<StoryMeta, 'genre' | 'publishedAt'>): string {
  const day = meta.publishedAt ? meta.publishedAt.toISOString().slice(0, 10) : '';
  return [meta.genre, day].filter(Boolean).join(' · ');
}

/** The description's non-empty lines, each a paragraph on the title page. */
export const descriptionLines = (description: string): string[] =>
  description
    .trim()
    .split(/\n+/)
    .filter((l) => l.trim());

/** The words of a colophon, shared by every format. */
export const COLOPHON = 'Made with Inkforge';

/** 'aria', 'aria and bram', 'aria, bram and celeste'. */
export function namesList(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
