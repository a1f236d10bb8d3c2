import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ALL_EVENT_TYPES, EVENT_PARTICIPANT_STATUSES, EVENT_STATUSES } from '@common/constants';
import { groups } from './groups';
import { stories } from './stories';
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
    /** Writing Sprints: the words each participant aims to write between start and end. */
    wordGoal: integer('word_goal'),
    status: text('status').notNull().default('Upcoming'),
    /** Set once the 'event started' notifications went out (background job, idempotent). */
    startNotifiedAt: tstz('start_notified_at'),
    /** Set once the 'deadline in 24 hours' notifications went out. */
    deadlineNotifiedAt: tstz('deadline_notified_at'),
    /** A group event (type 'Play Session'): seen by the group's members only; null for public events. */
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // All by deadline ascending, and upcoming (deadline > now); events without one sort last.
    index('events_deadline_idx').on(t.deadline),
    index('events_type_deadline_idx').on(t.type, t.deadline),
    index('events_status_deadline_idx').on(t.status, t.deadline),
    index('events_creator_idx').on(t.creator),
    index('events_group_idx')
      .on(t.groupId, t.startDate)
      .where(sql`${t.groupId} is not null`),
    // The status job: only events whose stored status the dates no longer give (events.job.ts).
    index('events_status_start_idx').on(t.status, t.startDate),
    index('events_status_end_idx').on(t.status, t.endDate),
    trigramIndex('events_title_trgm_idx', t.title),
    trigramIndex('events_description_trgm_idx', t.description),
    check('events_title_length_check', lengthBetween(t.title, 1, 200)),
    check('events_description_length_check', lengthBetween(t.description, 0, 5000)),
    check('events_type_check', oneOf(t.type, ALL_EVENT_TYPES)),
    // Group event types, and only they, belong to a group.
    check('events_group_type_check', sql`(${t.type} = 'Play Session') = (${t.groupId} is not null)`),
    check('events_status_check', oneOf(t.status, EVENT_STATUSES)),
    check('events_location_length_check', lengthBetween(t.location, 1, 200)),
    check('events_prize_length_check', lengthBetween(t.prize, 1, 200)),
    check('events_word_goal_check', sql`${t.wordGoal} between 1 and 1000000`),
    // The reminder job: events whose start or deadline is near and not yet announced.
    index('events_start_pending_idx')
      .on(t.startDate)
      .where(sql`${t.startNotifiedAt} is null`),
    index('events_deadline_pending_idx')
      .on(t.deadline)
      .where(sql`${t.deadlineNotifiedAt} is null`),
    check('events_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'events_participants_check',
      sql`${t.currentParticipants} >= 0 and ${t.maxParticipants} >= 1
        and ${t.currentParticipants} <= ${t.maxParticipants}`,
    ),
  ],
);

/**
 * event_participants: one row per (event, user); registering gives Registered, or Waitlisted when
 * the event is full (the waiting list is ordered by registered_at and moves up on a cancel).
 */
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
    // The participant list and the waiting list of an event, in registration order.
    index('event_participants_event_status_idx').on(t.eventId, t.status, t.registeredAt),
    check('event_participants_status_check', oneOf(t.status, EVENT_PARTICIPANT_STATUSES)),
  ],
);

/**
 * event_entries: a participant's submission to a Writing Contest or Challenge, one published story
 * each, before the deadline. After the deadline the creator marks winners (shown with the prize).
 */
export const eventEntries = pgTable(
  'event_entries',
  {
    id: uuid('event_entry_id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    winner: boolean('winner').notNull().default(false),
    submittedAt: tstz('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    unique('event_entries_event_user_key').on(t.eventId, t.userId),
    index('event_entries_event_submitted_idx').on(t.eventId, t.submittedAt),
    index('event_entries_user_idx').on(t.userId),
    index('event_entries_story_idx').on(t.storyId),
  ],
);

/**
 * writing_log: the net change of the words in a user's chapters, per minute (negative when more
 * was deleted than written), while the user takes part in a running Writing Sprint. Written only
 * by the chapters and stories triggers of the sprint_net_words migration (every save path, HTTP
 * or live, and every delete goes through them). A sprint's progress is the sum between its
 * start and end, never below 0: words at the end minus words at the start.
 */
export const writingLog = pgTable(
  'writing_log',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minute: tstz('minute').notNull(),
    words: integer('words').notNull(),
  },
  (t) => [primaryKey({ name: 'writing_log_pkey', columns: [t.userId, t.minute] })],
);

/**
 * xp_monthly: each user's XP per calendar month (UTC), kept by the xp_ledger insert trigger of the
 * events_sprint_triggers migration, so 'Top Storytellers This Month' is an index read.
 */
export const xpMonthly = pgTable(
  'xp_monthly',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first instant of the month (UTC). */
    month: tstz('month').notNull(),
    xp: integer('xp').notNull(),
  },
  (t) => [
    primaryKey({ name: 'xp_monthly_pkey', columns: [t.userId, t.month] }),
    index('xp_monthly_month_xp_idx').on(t.month, t.xp.desc().nullsFirst(), t.userId),
    check('xp_monthly_xp_check', sql`${t.xp} >= 0`),
  ],
);

/**
 * xp_monthly_histogram: how many users have each XP total in a month, kept by the xp_monthly
 * trigger of the xp_monthly_histogram migration, so a viewer's rank is a sum over the distinct
 * totals above theirs instead of a count of every user above them.
 */
export const xpMonthlyHistogram = pgTable(
  'xp_monthly_histogram',
  {
    month: tstz('month').notNull(),
    xp: integer('xp').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [
    primaryKey({ name: 'xp_monthly_histogram_pkey', columns: [t.month, t.xp] }),
    check('xp_monthly_histogram_users_check', sql`${t.users} >= 0`),
  ],
);
