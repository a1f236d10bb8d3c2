import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BIO_MAX, DEFAULT_TIER, TIERS } from '@common/constants';
import { oneOf, tstz, updatedAt, uploadKeyIndex } from './sql-helpers';

/**
 * users (SPEC section 3). better-auth reads and writes this table too: its `name` field maps
 * to `username`, `image` to `profileImage`, `createdAt` to `joinDate`. Tier, admin flag, XP and
 * level are never accepted from a client; only server rules change them.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('user_id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    subscriptionTier: text('subscription_tier').notNull().default(DEFAULT_TIER),
    profileImage: text('profile_image'),
    bio: text('bio').notNull().default(''),
    joinDate: tstz('join_date').notNull().defaultNow(),
    updatedAt: updatedAt(),
    experiencePoints: integer('experience_points').notNull().default(0),
    userLevel: integer('user_level').notNull().default(1),
    isAdmin: boolean('is_admin').notNull().default(false),
  },
  (t) => [
    // The orphaned-upload sweep's check (uploads.repository.ts).
    uploadKeyIndex('users_profile_image_key_idx', t.profileImage),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_xp_idx').on(t.experiencePoints.desc().nullsFirst()),
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('users_tier_check', oneOf(t.subscriptionTier, TIERS)),
    check('users_username_check', sql`${t.username} ~ '^[A-Za-z0-9_-]{3,30}$'`),
    check('users_bio_length_check', sql`char_length(${t.bio}) <= ${sql.raw(String(BIO_MAX))}`),
    check('users_xp_check', sql`${t.experiencePoints} >= 0`),
    check('users_level_check', sql`${t.userLevel} >= 1`),
  ],
);
