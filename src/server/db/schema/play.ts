import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { PLAY_ENTRY_KINDS, PLAY_SESSION_STATUSES } from '@common/play';
import type { PlayRoll } from '@common/schemas/play-sessions';
import { characters } from './characters';
import { events } from './events';
import { groups } from './groups';
import { worlds } from './worlds';
import { stories } from './stories';
import { users } from './users';
import { createdAt, lengthBetween, oneOf, tstz, updatedAt, uploadKeyIndex } from './sql-helpers';

/**
 * play_sessions: one game played at the live table, inside a story. Its creator is the game
 * master. `last_seq` hands out the log's order: a post increments it under the row lock, so
 * entries of one table are numbered in the order the server accepted them, without gaps racing.
 */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: uuid('play_session_id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    gameMasterId: uuid('game_master_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').notNull().default('Scheduled'),
    scheduledAt: tstz('scheduled_at'),
    lastSeq: integer('last_seq').notNull().default(0),
    /** Scheduled from a group (its 'Play Session' event): the group page lists it to members. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The world the game is set in, chosen by the organiser; optional. */
    worldId: uuid('world_id').references(() => worlds.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('play_sessions_story_idx').on(t.storyId, t.createdAt.desc().nullsFirst()),
    index('play_sessions_gm_idx').on(t.gameMasterId),
    index('play_sessions_group_idx')
      .on(t.groupId, t.scheduledAt)
      .where(sql`${t.groupId} is not null`),
    index('play_sessions_event_idx')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null`),
    index('play_sessions_world_idx')
      .on(t.worldId)
      .where(sql`${t.worldId} is not null`),
    check('play_sessions_status_check', oneOf(t.status, PLAY_SESSION_STATUSES)),
    check('play_sessions_title_length', lengthBetween(t.title, 1, 120)),
  ],
);

/** play_session_players: who sits at the table besides the game master. */
export const playSessionPlayers = pgTable(
  'play_session_players',
  {
    sessionId: uuid('play_session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'play_session_players_pkey', columns: [t.sessionId, t.userId] }),
    index('play_session_players_user_idx').on(t.userId),
  ],
);

/**
 * play_entries: the log. `seq` is the server's order within the session. An in-character post
 * keeps the character's name and portrait as they were when posted (the character may change or
 * go). `whisper_to` lists a whisper's recipients; null for every other kind. An imported line
 * whose speaker is nobody at the table is stored as the importing game master's, with the
 * speaker's name in `guest_name`.
 */
export const playEntries = pgTable(
  'play_entries',
  {
    id: uuid('play_entry_id').primaryKey().defaultRandom(),
    sessionId: uuid('play_session_id')
      .notNull()
      .references(() => playSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text'),
    title: text('title'),
    characterId: uuid('character_id').references(() => characters.id, { onDelete: 'set null' }),
    characterName: text('character_name'),
    characterImage: text('character_image'),
    whisperTo: uuid('whisper_to').array(),
    /** An imported line's speaker who is not at the table (a named guest); null otherwise. */
    guestName: text('guest_name'),
    /** A handout's picture: an upload of the game master's (the orphan sweep keeps it by its index). */
    image: text('image'),
    roll: jsonb('roll').$type<PlayRoll>(),
    createdAt: createdAt(),
    editedAt: tstz('edited_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('play_entries_session_seq_key').on(t.sessionId, t.seq),
    check('play_entries_kind_check', oneOf(t.kind, PLAY_ENTRY_KINDS)),
    check('play_entries_text_length', lengthBetween(t.text, 1, 4000)),
    check('play_entries_guest_name_length', lengthBetween(t.guestName, 1, 200)),
    // The portrait shown on an in-character entry is an upload: the orphan sweep keeps it by this index.
    uploadKeyIndex('play_entries_character_image_key_idx', t.characterImage),
    uploadKeyIndex('play_entries_image_key_idx', t.image),
  ],
);
