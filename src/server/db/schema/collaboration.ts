import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { COLLABORATOR_ROLES, DEFAULT_COLLABORATOR_ROLE } from '@common/constants';
import { stories } from './stories';
import { users } from './users';
import { oneOf, tstz } from './sql-helpers';

/**
 * story_collaborators: besides its creator, who may open a story (SPEC section 6). One row per
 * (story, user); both sides cascade, since a membership means nothing without either.
 */
export const storyCollaborators = pgTable(
  'story_collaborators',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default(DEFAULT_COLLABORATOR_ROLE),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'story_collaborators_pkey', columns: [t.storyId, t.userId] }),
    index('story_collaborators_user_idx').on(t.userId),
    check('story_collaborators_role_check', oneOf(t.role, COLLABORATOR_ROLES)),
  ],
);

/**
 * sessions: one live writing session of a story (SPEC section 3), listed by story. It starts when
 * the first writer opens the room and ends when the last one leaves (after a grace period).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('session_id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    sessionDate: tstz('session_date').notNull().defaultNow(),
    /** When the last writer left the live room (after the grace period); null while it is open. */
    endedAt: tstz('ended_at'),
    /** The story's word count when the session started, and the words it added by its end. */
    wordsAtStart: integer('words_at_start'),
    wordsAdded: integer('words_added'),
  },
  (t) => [index('sessions_story_date_idx').on(t.storyId, t.sessionDate.desc().nullsFirst())],
);

/** session_participants: who joined a session; feeds "recent activity" (session joins). */
export const sessionParticipants = pgTable(
  'session_participants',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'session_participants_pkey', columns: [t.sessionId, t.userId] }),
    index('session_participants_user_joined_idx').on(t.userId, t.joinedAt.desc().nullsFirst()),
  ],
);
