import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { EVENT_PARTICIPANT_STATUSES, EVENT_STATUSES, EVENT_TYPES } from '@common/constants';
import { users } from './users';
import { createdAt, lengthBetween, oneOf, trigramIndex, tstz, updatedAt } from './sql-helpers';

/**
 * events: contests, workshops, sprints (SPEC section 3). Status Upcoming at creation (SPEC
 * section 5). `deadline` and `prize` are optional ('No deadline', 'No prize').
 * `current_participants` is kept equal to the event_participants rows by the registering code
 * and may never exceed `max_participants` when one is set.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('event_id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    creator: uuid('creator')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: tstz('start_date'),
    endDate: tstz('end_date'),
    deadline: tstz('deadline'),
    location: text('location'),
    maxParticipants: integer('max_participants'),
    currentParticipants: integer('current_participants').notNull().default(0),
    prize: text('prize'),
    status: text('status').notNull().default('Upcoming'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // All by deadline ascending, and upcoming (deadline > now); events without one sort last.
    index('events_deadline_idx').on(t.deadline),
    index('events_type_deadline_idx').on(t.type, t.deadline),
    index('events_status_deadline_idx').on(t.status, t.deadline),
    index('events_creator_idx').on(t.creator),
    trigramIndex('events_title_trgm_idx', t.title),
    trigramIndex('events_description_trgm_idx', t.description),
    check('events_title_length_check', lengthBetween(t.title, 1, 200)),
    check('events_description_length_check', lengthBetween(t.description, 0, 5000)),
    check('events_type_check', oneOf(t.type, EVENT_TYPES)),
    check('events_status_check', oneOf(t.status, EVENT_STATUSES)),
    check('events_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'events_participants_check',
      sql`${t.currentParticipants} >= 0 and ${t.maxParticipants} >= 1
        and ${t.currentParticipants} <= ${t.maxParticipants}`,
    ),
  ],
);

/** event_participants: one row per (event, user); registering gives Registered. */
export const eventParticipants = pgTable(
  'event_participants',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Registered'),
    registeredAt: tstz('registered_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'event_participants_pkey', columns: [t.eventId, t.userId] }),
    index('event_participants_user_idx').on(t.userId),
    check('event_participants_status_check', oneOf(t.status, EVENT_PARTICIPANT_STATUSES)),
  ],
);
