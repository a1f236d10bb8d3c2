import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { chapters, type ProseMirrorDoc } from './chapters';
import { stories } from './stories';
import { users } from './users';
import { chapterImageKeysIndex, createdAt, lengthBetween, updatedAt } from './sql-helpers';

/** Postgres `bytea` as a Node Buffer (Yjs updates are binary). */
export const bytea = customType<{ data: Uint8Array; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * chapter_live_states: the Yjs document of a chapter in the live writing room (one encoded state
 * per chapter). Written with the chapter's JSON, text and word count in one transaction, so the
 * reader and search always see what the room last stored. A chapter without a row has never been
 * opened live; its first opening seeds the row from `chapters.content` under the chapter's row lock.
 */
export const chapterLiveStates = pgTable('chapter_live_states', {
  chapterId: uuid('chapter_id')
    .primaryKey()
    .references(() => chapters.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  updatedAt: updatedAt(),
});

/**
 * chapter_versions: a kept copy of a chapter (at the end of each live session, or on demand),
 * with who kept it and when. `content` is the normalised Tiptap JSON of that moment.
 */
export const chapterVersions = pgTable(
  'chapter_versions',
  {
    id: uuid('version_id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** Who asked for it; null for the automatic version at a session's end (or a deleted user). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    content: jsonb('content').$type<ProseMirrorDoc>().notNull(),
    wordCount: integer('word_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chapter_versions_chapter_created_idx').on(t.chapterId, t.createdAt.desc().nullsFirst()),
    // A kept version may be restored: the images it shows are in use (uploads.repository.ts).
    chapterImageKeysIndex('chapter_versions_image_keys_idx', t.content),
    check(
      'chapter_versions_reason_check',
      sql`${t.reason} in ('manual', 'session_end', 'before_restore', 'ai_assisted')`,
    ),
    check('chapter_versions_word_count_check', sql`${t.wordCount} >= 0`),
    check('chapter_versions_reason_length_check', lengthBetween(t.reason, 1, 40)),
  ],
);
