import type { FastifyBaseLogger } from 'fastify';
import type { ExportFormat } from '@common/entitlements';
import {
  DEFAULT_TRIM_SIZE,
  EXPORT_FILE_TYPES,
  EXPORT_MESSAGES,
  EXPORT_TTL_HOURS,
  type TrimSize,
} from '@common/schemas/story-export';
import { contentTypeForKey, type Storage } from '../../storage/storage';
import type { BookRepository, ChapterScope } from './book.repository';
import type { ExportRow, ExportsRepository } from './exports.repository';
import { createImageLoader } from './book-images';
import { makeBook } from './book';
import { BOOK_WRITERS } from './formats/registry';
import { TypesetError } from './formats/typst';

/** The highest chapter position a range may name; 'to the last chapter' is this. */
export const LAST_CHAPTER = 10_000;

/** The chapters a job covers: its range, drafts included (the writers' own book). */
export const scopeOf = (row: Pick<ExportRow, 'fromChapter' | 'toChapter'>): ChapterScope => ({
  from: row.fromChapter ?? 1,
  to: row.toChapter ?? LAST_CHAPTER,
  includeDrafts: true,
});

/** Where a finished file is kept: outside the upload buckets, so /uploads never serves it. */
export const exportFileKey = (row: Pick<ExportRow, 'storyId' | 'id' | 'format'>): string =>
  `exports/${row.storyId}/${row.id}.${EXPORT_FILE_TYPES[row.format as ExportFormat].extension}`;

type BuildDeps = {
  jobs: ExportsRepository;
  books: BookRepository;
  storage: Storage;
  log: FastifyBaseLogger;
  now: () => Date;
};

/**
 * Builds the file of one claimed job: reads the book a batch of chapters at a time, writes it in
 * its format (progress saved every 5 %), stores it and marks the job done with its expiry and the
 * images it left out. Any failure marks the job failed with a message for the writer (the
 * typesetter's own when the PDF child failed: stopped, timed out, too large); the error itself goes
 * to the log. A failed job is never reused: asking again queues a new one.
 */
export function createExportBuilder({ jobs, books, storage, log, now }: BuildDeps) {
  return async function build(row: ExportRow): Promise<void> {
    try {
      const writer = BOOK_WRITERS[row.format as ExportFormat];
      const meta = await books.story(row.storyId);
      if (!writer || !meta) throw new Error(`cannot build ${row.format} of story ${row.storyId}`);
      const scope = scopeOf(row);
      const { count } = await books.chapterState(row.storyId, scope);
      const trim = (row.trimSize ?? DEFAULT_TRIM_SIZE) as TrimSize;
      const book = makeBook(books, meta, scope, count, row.colophon, trim);
      const images = createImageLoader(storage);
      let saved = 0;
      const bytes = await writer(book, {
        images,
        progress: async (progress) => {
          if (progress - saved < 5) return;
          saved = progress;
          await jobs.setProgress(row.id, progress);
        },
      });
      const key = exportFileKey(row);
      // A job rerun after a crash may find its own half-finished key: objects are never overwritten.
      await storage.delete(key);
      // Stored as bytes (the store types files by extension); the download route sends the format's type.
      await storage.put(key, bytes, contentTypeForKey(key));
      const finished = now();
      await jobs.finish(row.id, {
        key,
        size: bytes.length,
        dropped: images.dropped,
        now: finished,
        expiresAt: new Date(finished.getTime() + EXPORT_TTL_HOURS * 3_600_000),
      });
    } catch (err) {
      log.warn({ err, exportId: row.id }, 'book export failed');
      await jobs.fail(row.id, err instanceof TypesetError ? err.userMessage : EXPORT_MESSAGES.failed, now());
    }
  };
}
