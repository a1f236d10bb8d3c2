import { sql } from 'drizzle-orm';
import { isoDay } from '@common/analytics';
import type { DemoStory, DemoUser, SeedContext } from './demo-seed-context';

/** The demo Patron whose reading analytics dashboard shows a year. */
export const DEMO_ANALYTICS_READER = 'ophelia';
/** How many public stories she reads over the year, nine days or so each, in turn. */
const STORIES_READ = 8;

/**
 * A year of ophelia's reading in the reading analytics rollup (reader_reading_hours), the 365
 * days before the seed's day: an evening session every day (20:00 to 23:00 UTC) and some weekday
 * mornings at 07:00, on one of eight public stories of other demo writers at a time, with about
 * one day in seven missed (so streaks end and start) and the last twelve days all read (a current
 * streak). Her progress on the first three stories is 100 %, the completion rate. One INSERT ...
 * SELECT over generate_series; the noise is a hash of the day, so the same seed gives the same
 * numbers and no draw is taken from the demo's random source.
 */
export async function seedDemoReaderAnalytics(ctx: SeedContext, people: DemoUser[], storyList: DemoStory[]) {
  const reader = people.find((p) => p.username === DEMO_ANALYTICS_READER);
  if (!reader) return;
  const read = storyList
    .filter((s) => s.isPublic && s.createdBy !== reader.id)
    .sort((a, b) => (a.title < b.title ? -1 : 1))
    .slice(0, STORIES_READ);
  if (read.length === 0) return;
  const ids = sql`array[${sql.join(
    read.map((s) => sql`${s.id}::uuid`),
    sql`, `,
  )}]`;
  const today = isoDay(ctx.now);
  const noise = (salt: string) => sql`(abs(hashtext(${salt} || g.d::date::text)) % 100)`;
  await ctx.tx.execute(sql`
    insert into reader_reading_hours (user_id, day, hour, story_id, seconds, words)
    select ${reader.id}::uuid, day, hour, (${ids})[1 + (i / 9) % ${read.length}], seconds,
      seconds * (35 + n % 10) / 10
    from (
      select g.d::date as day, g.d::date - (${today}::date - 365) as i, ${noise('n')} as n,
        s.hour, s.seconds
      from generate_series(${today}::date - 365, ${today}::date - 1, interval '1 day') as g(d)
      cross join lateral (
        values (20 + ${noise('h')} % 4, 60 * (10 + ${noise('m')} % 45)),
          (7, case when extract(isodow from g.d) < 6 and ${noise('w')} < 40 then 60 * (5 + ${noise('w')} % 15) else 0 end)
      ) as s(hour, seconds)
      where (${noise('skip')} >= 14 or g.d::date > ${today}::date - 13) and s.seconds > 0
    ) days`);
  await ctx.tx.execute(sql`
    insert into user_reading_progress (user_id, story_id, progress_percentage, last_read_at)
    select ${reader.id}::uuid, story_id, case when k <= 3 then 100 else 20 + k * 5 end, ${ctx.now}::timestamptz
    from unnest(${ids}) with ordinality as r(story_id, k)
    on conflict (user_id, story_id) do update set progress_percentage = excluded.progress_percentage`);
}
