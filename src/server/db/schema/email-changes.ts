import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt } from './sql-helpers';

/**
 * email_change_requests: the newest e-mail change link mailed to a user, as a SHA-256 of its
 * token, until it is followed. The link is a signed token that better-auth checks (signature,
 * expiry, current address); this row is what makes it single-use and lets only the newest link
 * work (auth/email-change-links.ts). A confirmed change deletes the row.
 */
export const emailChangeRequests = pgTable('email_change_requests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('email_change_requests_token_hash_key'),
  createdAt: createdAt(),
});
