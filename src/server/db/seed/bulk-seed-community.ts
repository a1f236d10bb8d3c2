import { sql } from 'drizzle-orm';
import * as words from './bulk-seed-words';
import { HOT_REVIEWS, type BulkPlan } from './bulk-seed-plan';
import { sentence } from './bulk-seed-reading';
import { series, type BulkId, type BulkStep } from './bulk-seed-rows';

/**
 * Comments, reviews and follows. A quarter of all comments go to the `discussed` hot stories
 * (thousands each at a million stories), a third of those are replies; the rest spread one or
 * two per story over the other published stories. Each discussed story gets HOT_REVIEWS reviews,
 * and every fifth user reviews one story they read. Nobody reviews their own story.
 */
export function communitySteps(id: BulkId, plan: BulkPlan, batch: number): BulkStep[] {
  const { counts, discussed: d } = plan;
  const tail = Math.max(1, plan.published - plan.hot);
  const hotReviewers = Math.min(counts.users - 1, d * HOT_REVIEWS);
  const followStep = Math.max(1, Math.floor((counts.users - 1) / Math.max(1, plan.follows)));

  return [
    {
      // Comment n is newer than comment n - 1; a reply (round n/4/d = 2 mod 3) answers the
      // top-level comment 4d before it, which is on the same story. The other comments, numbered
      // 0, 1, 2... among themselves, stride over the other stories by a prime, so they reach
      // stories of every shape (with and without chapters) about once each.
      label: 'comments',
      total: counts.comments,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into user_comments (comment_id, user_id, story_id, comment_text, parent_comment_id, created_at)
        select ${id('m', sql`n`)}, ${id('u', sql`(n::bigint * 31 + 7) % ${counts.users}::int`)}, ${id('s', sql`2 * k`)},
               'Loved how ' || lower(${sentence(sql`n`)}),
               case when hot and (n / 4 / ${d}::int) % 3 = 2 then ${id('m', sql`n - 4 * ${d}::int`)} end,
               now() - (${counts.comments}::int - n)::float8 / ${counts.comments}::int * interval '700 days'
        from (select n, n % 4 = 0 as hot,
                     case when n % 4 = 0 then (n / 4) % ${d}::int
                          else (${plan.hot}::int + ((n - n / 4 - 1)::bigint * 7919) % ${tail}::int) % ${plan.published}::int end as k
              from ${series(from, to)} n) c`,
    },
    {
      label: 'reviews (by user)',
      total: counts.users,
      perStatement: batch,
      statement: (from, to) => sql`
        insert into reviews (review_id, reviewer, target_type, target_id, writing_quality, creativity, overall_rating,
                             review_text, review_date, created_at, updated_at)
        select ${id('r', sql`u * 2 + part`)}, ${id('u', sql`u`)}, 'Story', ${id('s', sql`2 * k`)},
               1 + floor(random() * 5)::int, 1 + floor(random() * 5)::int, least(5, 1 + floor(power(random(), 0.5) * 5))::int,
               ${words.pickFrom(words.DESCRIPTION_ENDINGS, sql`u`)}, t, t, t
        from (select u, 0 as part, u % ${d}::int as k from ${series(from, to)} u where u between 1 and ${hotReviewers}::int
              union all
              select u, 1, ${plan.hot}::int + (u::bigint * ${plan.tailReads}::int) % ${tail}::int
              from ${series(from, to)} u where u % 5 = 0 and ${plan.tailReads}::int > 0) r,
             lateral (select now() - random() * interval '600 days' as t) x
        where (2 * k) % ${counts.users}::int <> u`,
    },
    {
      label: 'follows (by user)',
      total: counts.users,
      perStatement: Math.max(1, Math.floor(batch / Math.max(1, plan.follows))),
      statement: (from, to) => sql`
        insert into user_follows (follower_id, following_id, followed_at)
        select ${id('u', sql`u`)}, ${id('u', sql`(u + 1 + j * ${followStep}::int) % ${counts.users}::int`)},
               now() - random() * interval '500 days'
        from ${series(from, to)} u, generate_series(0, ${plan.follows - 1}::int) j`,
    },
  ];
}
