import { sql } from 'drizzle-orm';
import { XP_PER_LEVEL } from '@common/constants';
import { XP_RULES } from '../../modules/xp/xp-rules';
import {
  chapters,
  reviews,
  stories,
  userComments,
  userFollows,
  userStoryRatings,
  users,
  xpLedger,
} from '../schema/index';
import type { SeedContext } from './demo-seed-context';

/**
 * The demo's experience points, earned the way the product pays them: one xp_ledger row per
 * event the seeded community already holds (published stories and chapters, completed stories,
 * reviews, ratings received, comments, followers), dated when the event happened, under the same
 * (user, rule, refId) keys the live rules use (modules/xp/xp-rules.ts). Each user's
 * experience_points and level are then the ledger's sum, so 'XP This Month' and the level agree
 * with the history. Runs last, inside the seeding transaction.
 */
export async function seedDemoXp(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const rule = (name: keyof typeof XP_RULES) => sql`${name}::text, ${XP_RULES[name]}::int`;
  await tx.execute(sql`
    insert into ${xpLedger} (user_id, rule, amount, ref_id, created_at)
    select ${stories.createdBy}, ${rule('STORY_PUBLISHED')}, ${stories.id}::text, ${stories.publishedAt}
      from ${stories} where ${stories.publishedAt} is not null and ${stories.createdBy} is not null
    union all
    select ${stories.createdBy}, ${rule('STORY_COMPLETED')}, ${stories.id}::text, ${stories.updatedAt}
      from ${stories} where ${stories.status} = 'Complete' and ${stories.createdBy} is not null
    union all
    select ${stories.createdBy}, ${rule('CHAPTER_PUBLISHED')}, ${chapters.id}::text, ${chapters.updatedAt}
      from ${chapters} join ${stories} on ${stories.id} = ${chapters.storyId}
      where ${chapters.status} = 'published' and ${stories.createdBy} is not null
    union all
    select ${reviews.reviewer}, ${rule('REVIEW_WRITTEN')}, ${reviews.targetType} || ':' || ${reviews.targetId}, ${reviews.createdAt}
      from ${reviews} where ${reviews.reviewer} is not null and ${reviews.targetType} in ('Story', 'User')
    union all
    select ${stories.createdBy}, ${rule('RATING_RECEIVED')}, ${userStoryRatings.storyId} || ':' || ${userStoryRatings.userId}, ${userStoryRatings.ratedAt}
      from ${userStoryRatings} join ${stories} on ${stories.id} = ${userStoryRatings.storyId}
      where ${stories.createdBy} is not null and ${stories.createdBy} <> ${userStoryRatings.userId}
    union all
    select ${userComments.userId}, ${rule('COMMENT_WRITTEN')}, ${userComments.id}::text, ${userComments.createdAt}
      from ${userComments} where ${userComments.userId} is not null
    union all
    select ${userFollows.followingId}, ${rule('FOLLOWER_GAINED')}, ${userFollows.followerId}::text, ${userFollows.followedAt}
      from ${userFollows}
    on conflict do nothing`);
  await tx.execute(sql`
    update ${users} set experience_points = totals.xp, user_level = totals.xp / ${XP_PER_LEVEL} + 1
    from (select ${xpLedger.userId} as user_id, sum(${xpLedger.amount})::int as xp from ${xpLedger} group by 1) totals
    where ${users.id} = totals.user_id`);
}
