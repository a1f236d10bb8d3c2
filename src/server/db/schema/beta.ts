import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { chapters } from './chapters';
import { stories } from './stories';
import { users } from './users';
import { createdAt, oneOf, tstz, updatedAt } from './sql-helpers';

/**
 * Beta reads (modules/beta, issue 26): an author lets chosen readers read draft chapters and
 * comment on passages until the author ends it. Everything goes with the story; a reader who
 * deletes their account leaves with their rows (the author loses their comments, as with comments
 * on a story).
 */
export const betaReads = pgTable(
  'beta_reads',
  {
    id: uuid('beta_read_id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('open'),
    allowApplications: boolean('allow_applications').notNull().default(false),
    createdAt: createdAt(),
    endedAt: tstz('ended_at'),
  },
  (t) => [
    index('beta_reads_story_idx').on(t.storyId),
    check('beta_reads_state_check', oneOf(t.state, ['open', 'ended'])),
    check('beta_reads_ended_check', sql`(${t.state} = 'ended') = (${t.endedAt} is not null)`),
  ],
);

/** The draft chapters of a beta read, each with the author's optional question. */
export const betaReadChapters = pgTable(
  'beta_read_chapters',
  {
    betaReadId: uuid('beta_read_id')
      .notNull()
      .references(() => betaReads.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    question: text('question'),
  },
  (t) => [
    primaryKey({ columns: [t.betaReadId, t.chapterId] }),
    index('beta_read_chapters_chapter_idx').on(t.chapterId),
  ],
);

/** Who reads: invited readers are active at once; a patron's application waits for the author. */
export const betaReaders = pgTable(
  'beta_readers',
  {
    betaReadId: uuid('beta_read_id')
      .notNull()
      .references(() => betaReads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.betaReadId, t.userId] }),
    index('beta_readers_user_idx').on(t.userId),
    check('beta_readers_status_check', oneOf(t.status, ['active', 'applied'])),
  ],
);

/**
 * A reader's comment on a passage: `anchor_start`/`anchor_end` are Yjs relative positions
 * (base64) into the chapter's live document, so the passage is found again after edits; `quote`
 * is the passage as it read when the comment was left (shown when the passage is gone).
 */
export const betaComments = pgTable(
  'beta_comments',
  {
    id: uuid('beta_comment_id').primaryKey().defaultRandom(),
    betaReadId: uuid('beta_read_id')
      .notNull()
      .references(() => betaReads.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    quote: text('quote').notNull(),
    anchorStart: text('anchor_start').notNull(),
    anchorEnd: text('anchor_end').notNull(),
    resolvedAt: tstz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('beta_comments_read_idx').on(t.betaReadId, t.chapterId, t.createdAt),
    index('beta_comments_chapter_idx').on(t.chapterId),
    index('beta_comments_reader_idx').on(t.readerId),
  ],
);

/** A reader's answer to the author's question on one chapter (one per reader and chapter). */
export const betaAnswers = pgTable(
  'beta_answers',
  {
    betaReadId: uuid('beta_read_id')
      .notNull()
      .references(() => betaReads.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.betaReadId, t.chapterId, t.readerId] }),
    index('beta_answers_chapter_idx').on(t.chapterId),
    index('beta_answers_reader_idx').on(t.readerId),
  ],
);
