import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PROFILE_VISIBILITY, WHO_CAN_COMMENT, WHO_CAN_FOLLOW } from '@common/constants';
import { users } from './users';
import { oneOf, updatedAt } from './sql-helpers';

/**
 * user_privacy_settings: who may see a user's author page, follow them and comment on their
 * stories. A user without a row has the defaults (public, everyone, everyone), so the row is
 * only written when they save the Manage Privacy screen. Read by primary key on every author
 * page, follow and comment.
 */
export const userPrivacySettings = pgTable(
  'user_privacy_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileVisibility: text('profile_visibility').notNull().default('public'),
    whoCanFollow: text('who_can_follow').notNull().default('everyone'),
    whoCanComment: text('who_can_comment').notNull().default('everyone'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_privacy_settings_profile_visibility_check', oneOf(t.profileVisibility, PROFILE_VISIBILITY)),
    check('user_privacy_settings_who_can_follow_check', oneOf(t.whoCanFollow, WHO_CAN_FOLLOW)),
    check('user_privacy_settings_who_can_comment_check', oneOf(t.whoCanComment, WHO_CAN_COMMENT)),
  ],
);
