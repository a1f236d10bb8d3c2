import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { EXPORT_FORMATS } from '@common/entitlements';
import { EXPORT_STATUSES, TRIM_SIZES } from '@common/schemas/story-export';
import { users } from './users';
import { stories } from './stories';
import { createdAt, oneOf, tstz } from './sql-helpers';

/**
 * story_exports: book exports of a story (issue 24), one row per build. A request is queued, the
 * export runner (modules/exports) claims it, builds the file into storage under `file_key` and
 * marks it done with an `expires_at`; the sweep deletes expired files and their rows. The
 * `fingerprint` names what the book was built from (story, chapters, people, range, format,
 * colophon), so a request whose fingerprint matches a finished, unexpired row gets that file.
 */
export const storyExports = pgTable(
  'story_exports',
  {
    id: uuid('story_export_id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    fromChapter: integer('from_chapter'),
    toChapter: integer('to_chapter'),
    /** A PDF's page size (TRIM_SIZES); null for the other formats. */
    trimSize: text('trim_size'),
    fingerprint: text('fingerprint').notNull(),
    /** Whether the book ends with 'Made with Inkforge' (not on plans with white-label). */
    colophon: boolean('colophon').notNull().default(true),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    fileKey: text('file_key'),
    fileSize: integer('file_size'),
    /** What the book left out (remote images), for the writer to see. */
    dropped: jsonb('dropped').$type<string[]>().notNull().default([]),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    expiresAt: tstz('expires_at'),
  },
  (t) => [
    // A finished file for the same book; the runner's queue; the sweep's expiry scan.
    index('story_exports_story_fingerprint_idx').on(t.storyId, t.fingerprint),
    index('story_exports_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued'`),
    index('story_exports_expires_idx').on(t.expiresAt),
    index('story_exports_requested_by_idx').on(t.requestedBy),
    check('story_exports_format_check', oneOf(t.format, EXPORT_FORMATS)),
    check('story_exports_status_check', oneOf(t.status, EXPORT_STATUSES)),
    check('story_exports_trim_size_check', oneOf(t.trimSize, TRIM_SIZES)),
    check('story_exports_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
