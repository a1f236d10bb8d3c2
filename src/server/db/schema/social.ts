import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REVIEW_TARGET_TYPES } from '@common/constants';
import { stories } from './stories';
import { users } from './users';
import { createdAt, lengthBetween, oneOf, tstz, updatedAt } from './sql-helpers';

/** user_follows: one row per (follower, following); nobody follows themselves. */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedAt: tstz('followed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_follows_pkey', columns: [t.followerId, t.followingId] }),
    index('user_follows_following_idx').on(t.followingId),
    check('user_follows_not_self_check', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

/**
 * user_comments: discussion under a story. When the author's account is deleted the comment
 * stays and `user_id` becomes NULL (shown as 'Anonymous', SPEC section 8), so threads keep their
 * shape. Deleting a comment itself deletes its replies (CASCADE): a reply detached from what it
 * answers would read as a top-level comment and mislead, and only a comment's author or a
 * moderator removes one.
 */
export const userComments = pgTable(
  'user_comments',
  {
    id: uuid('comment_id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    commentText: text('comment_text').notNull(),
    parentCommentId: uuid('parent_comment_id').references((): AnyPgColumn => userComments.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    // A story's comments, newest first.
    index('user_comments_story_created_idx').on(t.storyId, t.createdAt.desc().nullsFirst()),
    // A user's comments by time: the daily comment limit counts the last 24 hours.
    index('user_comments_user_created_idx').on(t.userId, t.createdAt),
    index('user_comments_parent_idx').on(t.parentCommentId),
    // The analytics rollup reads one day of comments.
    index('user_comments_created_idx').on(t.createdAt),
    check('user_comments_text_length_check', lengthBetween(t.commentText, 1, 5000)),
    check('user_comments_not_own_parent_check', sql`${t.parentCommentId} <> ${t.id}`),
  ],
);

/**
 * reviews: 1..5 scores of a Story, User, Template or World. `target_id` names a row of the table
 * `target_type` says, so it cannot carry a foreign key; triggers (migration
 * review_target_cleanup) delete a target's reviews with the target. The reviewer's deletion keeps the review
 * and shows it as 'Anonymous' (reviewer NULL). One review per reviewer and target; anonymised
 * reviews (NULL reviewer) no longer count towards that limit, which is what NULLs in a unique
 * index give.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('review_id').primaryKey().defaultRandom(),
    reviewer: uuid('reviewer').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    writingQuality: smallint('writing_quality'),
    creativity: smallint('creativity'),
    collaboration: smallint('collaboration'),
    overallRating: smallint('overall_rating').notNull(),
    reviewText: text('review_text').notNull().default(''),
    reviewDate: tstz('review_date').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_reviewer_target_key').on(t.reviewer, t.targetType, t.targetId),
    // Ends on the id like the list's ORDER BY, so a story's first page of reviews is read off
    // the index in order instead of sorting all its reviews (thousands for a popular story).
    index('reviews_target_created_idx').on(
      t.targetType,
      t.targetId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_reviewer_created_idx').on(t.reviewer, t.createdAt.desc().nullsFirst()),
    // The analytics rollup reads one day of story reviews.
    index('reviews_story_created_idx')
      .on(t.createdAt)
      .where(sql`${t.targetType} = 'Story'`),
    check('reviews_target_type_check', oneOf(t.targetType, REVIEW_TARGET_TYPES)),
    check(
      'reviews_scores_check',
      sql`${t.overallRating} between 1 and 5
        and ${t.writingQuality} between 1 and 5
        and ${t.creativity} between 1 and 5
        and ${t.collaboration} between 1 and 5`,
    ),
    check('reviews_text_length_check', lengthBetween(t.reviewText, 0, 10000)),
    check('reviews_not_self_check', sql`not (${t.targetType} = 'User' and ${t.targetId} = ${t.reviewer})`),
  ],
);
