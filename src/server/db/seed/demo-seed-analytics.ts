import { sql } from 'drizzle-orm';
import { isoDay } from '@common/analytics';
import { SUM_COLUMNS, sumsOf } from '../../modules/analytics/analytics-rollup.repository';
import type { DemoUser, SeedContext } from './demo-seed-context';

/** Whose published stories get a year of analytics rollups. */
const ANALYTICS_AUTHORS = ['aria', 'bram'];

/**
 * A year of daily analytics rollups (issue 27) behind aria's and bram's published stories, ending
 * two days before the seed (the rollup job owns yesterday and today): readers that grow over the
 * year with a weekly rhythm, views, sources, engagement, chapter readers that fall off chapter by
 * chapter, followers and template sales. Written by three INSERT ... SELECTs over
 * generate_series; the noise is a hash of the story's title and the day, so the same seed gives
 * the same numbers, and no draw is taken from the demo's random source.
 */
export async function seedDemoAnalytics(ctx: SeedContext, people: DemoUser[]) {
  const ids = people.filter((p) => ANALYTICS_AUTHORS.includes(p.username)).map((p) => p.id);
  if (ids.length === 0) return;
  const authors = sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const today = isoDay(ctx.now);
  const days = sql`generate_series(${today}::date - 366, ${today}::date - 2, interval '1 day') as g(d)`;
  // 0..99 from the title and the day: the same on every seed.
  const noise = (salt: string) => sql`(abs(hashtext(s.title || ${salt} || g.d::date::text)) % 100)`;
  await ctx.tx.execute(sql`
    insert into story_daily_stats (story_id, day, author_id, views, readers, from_internal, from_feed,
      from_external, from_direct, bookmarks, comments, ratings, rating_total, reviews, review_total,
      progress_readers, progress_total)
    select story_id, day, author_id, round(readers * (1.2 + n / 200.0))::int, readers,
      round(readers * 0.5)::int, round(readers * 0.15)::int, round(readers * 0.2)::int,
      readers - round(readers * 0.5)::int - round(readers * 0.15)::int - round(readers * 0.2)::int,
      readers / 12, readers / 15, readers / 20, (readers / 20) * 4 + (n % 3) * (readers / 20 > 0)::int,
      readers / 40, (readers / 40) * 5, readers / 2, (readers / 2) * (45 + n % 30)
    from (
      select s.story_id, g.d::date as day, s.created_by as author_id, ${noise('r')} as n,
        (8 + (g.d::date - (${today}::date - 366)) / 8
          + case when extract(isodow from g.d) >= 6 then 6 else 0 end + ${noise('v')} / 10)::int as readers
      from stories s cross join ${days}
      where s.created_by = any(${authors}) and s.publication_status = 'Published'
    ) x`);
  await ctx.tx.execute(sql`
    insert into chapter_daily_stats (story_id, day, chapter_id, readers)
    select d.story_id, d.day, c.chapter_id, floor(d.readers * 0.9 * power(0.82, c.position - 1))::int
    from story_daily_stats d
    join chapters c on c.story_id = d.story_id and c.status = 'published'
    where d.author_id = any(${authors})`);
  await ctx.tx.execute(sql`
    insert into author_daily_stats (author_id, day, followers_gained, followers_lost, template_sales, earnings_cents)
    select s.author_id, g.d::date, ${noise('f')} % 4, (${noise('l')} % 9 = 0)::int,
      (${noise('t')} % 6 = 0)::int, (${noise('t')} % 6 = 0)::int * 499
    from (select u.user_id as author_id, u.username as title from users u where u.user_id = any(${authors})) s
    cross join ${days}`);
  // The author rows also carry the day's story numbers summed, as the rollup job writes them.
  const columns = sql.raw(SUM_COLUMNS);
  await ctx.tx.execute(sql`
    update author_daily_stats a set (${columns}) = (${sql.raw(
      SUM_COLUMNS.split(', ')
        .map((c) => `d.${c}`)
        .join(', '),
    )})
    from (
      select author_id, day, ${sql.raw(sumsOf(''))} from story_daily_stats
      where author_id = any(${authors}) group by author_id, day
    ) d
    where a.author_id = d.author_id and a.day = d.day`);
}
