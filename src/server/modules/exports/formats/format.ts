import type { Book } from '../book';
import type { ImageLoader } from '../book-images';

/** What a format's writer gets besides the book: images from our storage, and a progress report. */
export type BuildContext = {
  images: ImageLoader;
  /** Called after each chapter with how many are written (the job shows it as a percentage). */
  chapterDone: (written: number) => Promise<void>;
};

/** Writes one book in one format: the whole file's bytes. */
export type BookWriter = (book: Book, ctx: BuildContext) => Promise<Uint8Array>;
