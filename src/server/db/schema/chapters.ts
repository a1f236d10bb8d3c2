import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { CHAPTER_STATUSES } from '@common/constants';
import { stories } from './stories';
import { chapterImageKeysIndex, createdAt, lengthBetween, oneOf, tstz, updatedAt } from './sql-helpers';

/** A Tiptap / ProseMirror JSON document: `{ type: 'doc', content: [...] }`. */
export type ProseMirrorDoc = { type: 'doc'; content?: unknown[] };

/**
 * chapters: the prose of a story, in order. `content` is the editor's JSON document (the truth);
 * `content_text` is its plain text, written alongside it, for search and `word_count`.
 *
 * Positions are 1..n per story. The unique (story_id, position) constraint is re-created
 * DEFERRABLE INITIALLY IMMEDIATE by a custom migration, so one UPDATE may renumber a whole story
 * (moving chapter 3 to 1 shifts the others) without tripping over itself mid-statement, and a
 * transaction may `SET CONSTRAINTS chapters_story_position_key DEFERRED` for multi-step moves.
 * A deferrable constraint cannot be an ON CONFLICT target; chapter writes never upsert.
 *
 * `scheduled_at` is the public date of a draft the author scheduled: the chapter publish job
 * (modules/chapters/chapter-publish.job.ts) makes it 'published' then, and clears the date. Until
 * then it is a draft everywhere (feeds, sitemap, search, counts), except that a story with early
 * access (stories.early_access_days) lets entitled readers read it that many days before.
 */
export const chapters = pgTable(
  'chapters',
  {
    id: uuid('chapter_id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull().default(''),
    content: jsonb('content').$type<ProseMirrorDoc>().notNull().default({ type: 'doc', content: [] }),
    contentText: text('content_text').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    status: text('status').notNull().default('draft'),
    scheduledAt: tstz('scheduled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('chapters_story_position_key').on(t.storyId, t.position),
    // The publish job's due drafts, and a story's scheduled chapters for early access.
    index('chapters_scheduled_idx')
      .on(t.scheduledAt, t.storyId)
      .where(sql`${t.scheduledAt} is not null`),
    check('chapters_scheduled_draft_check', sql`${t.scheduledAt} is null or ${t.status} = 'draft'`),
    check('chapters_position_check', sql`${t.position} >= 1`),
    check('chapters_title_length_check', lengthBetween(t.title, 0, 200)),
    check('chapters_word_count_check', sql`${t.wordCount} >= 0`),
    check('chapters_status_check', oneOf(t.status, CHAPTER_STATUSES)),
    // The orphaned-upload sweep's probe for imported chapter images (uploads.repository.ts).
    chapterImageKeysIndex('chapters_image_keys_idx', t.content),
    check('chapters_content_is_doc_check', sql`${t.content} ->> 'type' = 'doc'`),
  ],
);
