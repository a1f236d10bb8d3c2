import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from '@common/constants';
import { users } from './users';
import { createdAt, lengthBetween, oneOf, tstz } from './sql-helpers';

/**
 * api_tokens: personal API tokens (README "API tokens"). Only a SHA-256 of the secret is kept
 * (`token_hash`); the secret itself is shown once, at creation. `hint` is the secret's first
 * characters, so a list can tell tokens apart. A revoked token keeps its row (revoked_at set) and
 * no longer authenticates; neither does one past expires_at. last_used_at is refreshed at most
 * once a minute.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('api_token_id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull().unique('api_tokens_token_hash_key'),
    hint: text('hint').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    // The owner's list, newest first.
    index('api_tokens_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('api_tokens_name_check', lengthBetween(t.name, 1, API_TOKEN_NAME_MAX)),
    check('api_tokens_scope_check', oneOf(t.scope, API_TOKEN_SCOPES)),
    check('api_tokens_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);
