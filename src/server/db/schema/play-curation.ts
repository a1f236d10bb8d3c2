import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PLAY_ROLL_MODES } from '@common/schemas/play-curation';
import { chapters } from './chapters';
import { playEntries, playSessions } from './play';
import { stories } from './stories';
import { users } from './users';
import { createdAt, lengthBetween, oneOf, updatedAt } from './sql-helpers';

/**
 * play_curations: the game master's curation of a session's log, the view a draft chapter is
 * built from (one row a session; none means the defaults). Never changes the entries.
 */
export const playCurations = pgTable(
  'play_curations',
  {
    sessionId: uuid('play_session_id')
      .primaryKey()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    fromSeq: integer('from_seq'),
    toSeq: integer('to_seq'),
    hideOutOfCharacter: boolean('hide_out_of_character').notNull().default(true),
    hideWhispers: boolean('hide_whispers').notNull().default(true),
    mergeSameSpeaker: boolean('merge_same_speaker').notNull().default(true),
    rolls: text('rolls').notNull().default('omit'),
    updatedAt: updatedAt(),
  },
  (t) => [check('play_curations_rolls_check', oneOf(t.rolls, PLAY_ROLL_MODES))],
);

/**
 * play_curation_marks: the game master's marks on single entries: hidden from the draft, its
 * text corrected (the entry keeps its original), a scene boundary before it.
 */
export const playCurationMarks = pgTable(
  'play_curation_marks',
  {
    entryId: uuid('play_entry_id')
      .primaryKey()
      .references(() => playEntries.id, { onDelete: 'cascade' }),
    sessionId: uuid('play_session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    hidden: boolean('hidden').notNull().default(false),
    text: text('text'),
    sceneTitle: text('scene_title'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('play_curation_marks_session_idx').on(t.sessionId),
    check('play_curation_marks_text_length', lengthBetween(t.text, 1, 4000)),
    check('play_curation_marks_scene_length', lengthBetween(t.sceneTitle, 1, 120)),
  ],
);

/**
 * play_drafts: chapters drafted from a session; the chapter links back to its session here.
 * `request_key` is the key the client sends with 'Draft a chapter' (one per click of the dialog),
 * unique per session, so the same request twice makes one chapter.
 */
export const playDrafts = pgTable(
  'play_drafts',
  {
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    sessionId: uuid('play_session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    requestKey: uuid('request_key'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'play_drafts_pkey', columns: [t.sessionId, t.chapterId] }),
    uniqueIndex('play_drafts_request_key_idx').on(t.sessionId, t.requestKey),
    index('play_drafts_chapter_idx').on(t.chapterId),
    index('play_drafts_created_by_idx').on(t.createdBy),
  ],
);

/**
 * play_credit_offers: a player who posted in character offered credit as a collaborator on the
 * story for the session's drafts. Nothing is granted until they accept; declining drops the row.
 */
export const playCreditOffers = pgTable(
  'play_credit_offers',
  {
    sessionId: uuid('play_session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    offeredBy: uuid('offered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'play_credit_offers_pkey', columns: [t.sessionId, t.userId] }),
    index('play_credit_offers_user_idx').on(t.userId),
    index('play_credit_offers_story_idx').on(t.storyId),
    index('play_credit_offers_offered_by_idx').on(t.offeredBy),
  ],
);
