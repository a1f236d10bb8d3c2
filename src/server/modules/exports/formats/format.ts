import type { Book } from '../book';
import type { ImageLoader } from '../book-images';

/** What a format's writer gets besides the book: images from our storage, and a progress report. */
export type BuildContext = {
  images: ImageLoader;
  /** How far the build is, 0 to 99 (the job shows it; saved every 5 points). */
  progress: (percent: number) => Promise<void>;
};

/** The progress after `written` chapters, when the chapters make up `share` points of the build. */
export const chapterProgress = (book: Book, written: number, share = 95): number =>
  Math.floor((written / Math.max(1, book.chapterCount)) * share);

/** Writes one book in one format: the whole file's bytes. */
export type BookWriter = (book: Book, ctx: BuildContext) => Promise<Uint8Array>;
