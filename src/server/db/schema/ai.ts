import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { stories } from './stories';
import { createdAt, lengthBetween, oneOf, tstz, updatedAt } from './sql-helpers';

/**
 * ai_generations: one row per generation the writing assistant started (modules/entitlements
 * ai-metering.ts). It counts against the plan's monthly allowance only once `completed`; a
 * `cancelled` or `failed` one never does. A `running` row holds its unit while the model writes,
 * so two generations started at once at the last unit cannot both run (the second is refused while
 * the writer's row is locked); a running row older than the stale window (a crash) holds nothing.
 */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: uuid('ai_generation_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('running'),
    /** Characters of text the model wrote (a completed generation's size). */
    outputChars: integer('output_chars').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    // The month's usage: a writer's completed generations by finish time, and their running ones.
    index('ai_generations_user_status_finished_idx').on(t.userId, t.status, t.finishedAt),
    check('ai_generations_kind_check', lengthBetween(t.kind, 1, 40)),
    check('ai_generations_status_check', oneOf(t.status, ['running', 'completed', 'cancelled', 'failed'])),
    check('ai_generations_output_chars_check', sql`${t.outputChars} >= 0`),
  ],
);

/** ai_account_settings: a writer who turned AI assistance off for their stories (no row: on). */
export const aiAccountSettings = pgTable('ai_account_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: updatedAt(),
});

/** ai_server_settings: one row (id 1) when an admin turned AI assistance off for the whole server. */
export const aiServerSettings = pgTable(
  'ai_server_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('ai_server_settings_single_row_check', sql`${t.id} = 1`)],
);
