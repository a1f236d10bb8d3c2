import { sql, type SQL } from 'drizzle-orm';
import * as words from './bulk-seed-words';
import { ACTIVITY_DAYS, chaptersOf, HOT_CHAPTERS, type BulkPlan } from './bulk-seed-plan';
import { series, type BulkId, type BulkStep } from './bulk-seed-rows';

/**
 * Published story k of user u's read j (0-based): the first `hotReads` reads go to the hot
 * stories, the rest walk the others, so no (user, story) pair repeats (see bulkPlan).
 */
export function readStory(plan: BulkPlan, u: SQL, j: SQL): SQL {
  const tail = Math.max(1, plan.published - plan.hot);
  return sql`case when ${j} < ${plan.hotReads}::int then (${u} * ${plan.hotReads}::int + ${j}) % ${plan.hot}::int
    else ${plan.hot}::int + (${u}::bigint * ${plan.tailReads}::int + ${j} - ${plan.hotReads}::int) % ${tail}::int end`;
}

/** A sentence from the seed vocabulary, different for different n. */
export const sentence = (n: SQL): SQL =>
  sql`${words.pickFrom(words.DESCRIPTION_OPENINGS, n)} || ' ' || ${words.pickFrom(words.DESCRIPTION_MIDDLES, sql`${n} / 10`)}
    || ' ' || ${words.pickFrom(words.DESCRIPTION_ENDINGS, sql`${n} / 7`)}`;

/**
 * A reader's library: reading progress (a fifth finished), ratings of their first reads (none of
 * their own stories), bookmarks of their last reads, two weeks of daily activity with one gap;
 * then the published stories' chapters (a trigger on chapters sets the stories' word and chapter
 * counts from them: migration story_chapter_counts).
 */
export function readingSteps(id: BulkId, plan: BulkPlan, batch: number): BulkStep[] {
  const { counts } = plan;
  const reads = plan.hotReads + plan.tailReads;
  const perUser = (per: number) => Math.max(1, Math.floor(batch / Math.max(1, per)));
  const readsOf = (first: number, count: number) =>
    sql`generate_series(${first}::int, ${first + count - 1}::int) j,
        lateral (select ${readStory(plan, sql`u`, sql`j`)} as k) r`;
  const notOwn = sql`(2 * k) % ${counts.users}::int <> u`;
  const chapters = (k: SQL) => chaptersOf(k, plan.hot);

  return [
    {
      label: 'reading progress (by user)',
      total: counts.users,
      perStatement: perUser(reads),
      statement: (from, to) => sql`
        insert into user_reading_progress (user_id, story_id, progress_percentage, last_read_at, current_chapter, reading_time_minutes)
        select ${id('u', sql`u`)}, ${id('s', sql`2 * k`)},
               case when random() < 0.2 then 100 else floor(random() * 100) end,
               now() - power(random(), 2) * interval '90 days', 1, floor(random() * 300)::int
        from ${series(from, to)} u, ${readsOf(0, reads)}`,
    },
    {
      label: 'ratings (by user)',
      total: counts.users,
      perStatement: perUser(plan.rated),
      statement: (from, to) => sql`
        insert into user_story_ratings (user_id, story_id, rating, rated_at)
        select ${id('u', sql`u`)}, ${id('s', sql`2 * k`)}, least(5, 1 + floor(power(random(), 0.5) * 5))::int,
               now() - random() * interval '300 days'
        from ${series(from, to)} u, ${readsOf(0, plan.rated)}
        where ${notOwn}`,
    },
    {
      label: 'bookmarks (by user)',
      total: counts.users,
      perStatement: perUser(plan.bookmarked),
      statement: (from, to) => sql`
        insert into user_bookmarks (user_id, story_id, bookmarked_at)
        select ${id('u', sql`u`)}, ${id('s', sql`2 * k`)}, now() - random() * interval '300 days'
        from ${series(from, to)} u, ${readsOf(reads - plan.bookmarked, plan.bookmarked)}`,
    },
    {
      // Days 0 .. (u mod 10) - 1 back from today read in a row, then one day off, then more.
      label: 'daily activity (by user)',
      total: counts.users,
      perStatement: perUser(ACTIVITY_DAYS),
      statement: (from, to) => sql`
        insert into user_daily_activity (user_id, activity_date, reading_minutes, stories_read)
        select ${id('u', sql`u`)},
               (now() at time zone 'UTC')::date - (d + case when d >= u % 10 then 1 else 0 end),
               5 + floor(random() * 115)::int, 1 + floor(random() * 3)::int
        from ${series(from, to)} u, generate_series(0, ${ACTIVITY_DAYS - 1}::int) d`,
    },
    {
      // Short prose; the hot stories' last chapter is a draft, which readers never see.
      label: 'chapters (by published story)',
      total: plan.published,
      perStatement: perUser(3),
      statement: (from, to) => sql`
        insert into chapters (chapter_id, story_id, position, title, content, content_text, word_count, status, created_at, updated_at)
        select ${id('h', sql`k * 64 + p`)}, ${id('s', sql`2 * k`)}, p, 'Chapter ' || p,
               jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph',
                 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', body))))),
               body, array_length(string_to_array(body, ' '), 1),
               case when k < ${plan.hot}::int and p = ${HOT_CHAPTERS}::int then 'draft' else 'published' end, t, t
        from ${series(from, to)} k, generate_series(1, ${chapters(sql`k`)}) p,
             lateral (select ${sentence(sql`k + p`)} as body, now() - random() * interval '300 days' as t) x`,
    },
  ];
}
