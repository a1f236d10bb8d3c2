/**
 * `DATABASE_URL=postgres://... npx tsx bench/analytics.ts [--filler-stories 50000] [--filler-days 100] [--runs 200]`:
 * the analytics API's reads and the rollup job at scale (issue 27). Seeds, into an empty
 * database: one author with 100 published stories of 10 chapters and a year of rollups behind
 * them (36,500 story-days, 365,000 chapter-days, 365 author-days), beside filler rollups of other
 * authors (`--filler-stories` stories x `--filler-days` days), so the author's rows sit in big
 * indexes. Then times the two services the pages call (SQL and assembling the answer, no HTTP)
 * `--runs` times each: all stories over a year and 30 days, one story over a year. Last, fills
 * one day of raw events (views, chapter views, bookmarks, comments, ratings, progress, follows)
 * and times one rollup of that day, twice (the second replaces the first). Prints markdown.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { addDays, isoDay } from '../src/common/analytics';
import { openDatabase } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import { createAnalyticsRepository } from '../src/server/modules/analytics/analytics.repository';
import {
  createAnalyticsRollupRepository,
  SUM_COLUMNS,
  sumsOf,
} from '../src/server/modules/analytics/analytics-rollup.repository';
import { createAnalyticsService } from '../src/server/modules/analytics/analytics.service';

const { values: args } = parseArgs({
  options: {
    'filler-stories': { type: 'string' },
    'filler-days': { type: 'string' },
    runs: { type: 'string' },
  },
});
const FILLER_STORIES = Number(args['filler-stories'] ?? 50_000);
const FILLER_DAYS = Number(args['filler-days'] ?? 100);
const RUNS = Number(args.runs ?? 200);
if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL to an empty PostgreSQL database');
const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL });
const { db } = database;
const today = isoDay(new Date());
const yearAgo = addDays(today, -365);
const started = (label: string) => {
  const t0 = performance.now();
  return () => console.error(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
};

let done = started('users and stories');
await db.execute(sql`insert into users (username, email, subscription_tier)
  select 'bench_' || g, 'bench_' || g || '@example.test', 'Worldsmith' from generate_series(0, 500) g`);
const [author] = await queryRows<{ user_id: string }>(
  db,
  sql`select user_id from users where username = 'bench_0'`,
);
const authorId = author!.user_id;
await db.execute(sql`insert into stories (title, created_by, privacy_level, publication_status, published_at)
  select 'Bench story ' || g, u.user_id, 'Public', 'Published', now()
  from generate_series(0, ${FILLER_STORIES + 99}) g
  join users u on u.username = 'bench_' || case when g < 100 then 0 else 1 + g % 500 end`);
await db.execute(sql`insert into chapters (story_id, position, title, status)
  select s.story_id, p, 'Chapter ' || p, 'published' from stories s cross join generate_series(1, 10) p
  where s.created_by = ${authorId}::uuid`);
done();

done = started('rollups');
await db.execute(sql`insert into story_daily_stats (story_id, day, author_id, views, readers, from_internal,
    from_feed, from_external, from_direct, bookmarks, comments, ratings, rating_total, reviews, review_total,
    progress_readers, progress_total)
  select s.story_id, d::date, s.created_by, 60, 50, 25, 8, 10, 7, 4, 3, 2, 8, 1, 5, 25, 1400
  from stories s cross join generate_series(${addDays(today, -FILLER_DAYS)}::date, ${today}::date - 1, interval '1 day') d
  where s.created_by <> ${authorId}::uuid`);
await db.execute(sql`insert into story_daily_stats (story_id, day, author_id, views, readers, from_internal,
    from_feed, from_external, from_direct, bookmarks, comments, ratings, rating_total, reviews, review_total,
    progress_readers, progress_total)
  select s.story_id, d::date, s.created_by, 60, 50, 25, 8, 10, 7, 4, 3, 2, 8, 1, 5, 25, 1400
  from stories s cross join generate_series(${yearAgo}::date, ${today}::date - 1, interval '1 day') d
  where s.created_by = ${authorId}::uuid`);
await db.execute(sql`insert into chapter_daily_stats (story_id, day, chapter_id, readers)
  select c.story_id, d::date, c.chapter_id, 50 - c.position * 3
  from chapters c cross join generate_series(${yearAgo}::date, ${today}::date - 1, interval '1 day') d`);
await db.execute(sql`insert into author_daily_stats (author_id, day, followers_gained, followers_lost, template_sales, earnings_cents)
  select ${authorId}::uuid, d::date, 3, 1, 1, 499
  from generate_series(${yearAgo}::date, ${today}::date - 1, interval '1 day') d`);
done();

// What migration 0053 does on an existing database: every author-day gets its stories' sums.
done = started('author sums backfill');
const sumColumns = SUM_COLUMNS.split(', ');
await db.execute(sql`insert into author_daily_stats (author_id, day, ${sql.raw(SUM_COLUMNS)})
  select author_id, day, ${sql.raw(sumsOf(''))} from story_daily_stats group by author_id, day
  on conflict (author_id, day) do update set ${sql.raw(sumColumns.map((c) => `${c} = excluded.${c}`).join(', '))}`);
done();
// As autovacuum would after the inserts: statistics, and the visibility map index-only scans use.
await db.execute(sql`vacuum analyze`);

const sizes = await queryRows<{ t: string; n: string }>(
  db,
  sql`select relname as t, n_live_tup::bigint as n from pg_stat_user_tables
    where relname in ('stories', 'story_daily_stats', 'chapter_daily_stats', 'author_daily_stats') order by 1`,
);

const service = createAnalyticsService(createAnalyticsRepository(db));
const caller = { id: authorId, subscriptionTier: 'Worldsmith' as const };
const [oneStory] = await queryRows<{ story_id: string }>(
  db,
  sql`select story_id from stories where created_by = ${authorId}::uuid limit 1`,
);

async function time(label: string, call: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await call();
  const took: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await call();
    took.push(performance.now() - t0);
  }
  took.sort((a, b) => a - b);
  const at = (q: number) => took[Math.min(took.length - 1, Math.floor(q * took.length))]!.toFixed(1);
  return `| ${label} | ${at(0.5)} | ${at(0.95)} | ${at(0.99)} |`;
}
const rows = [
  await time('all 100 stories, 365 days', () =>
    service.author(caller, { from: yearAgo, to: addDays(today, -1) }),
  ),
  await time('all 100 stories, 30 days', () => service.author(caller, {})),
  await time('one story, 365 days', () =>
    service.story(caller, oneStory!.story_id, { from: yearAgo, to: addDays(today, -1) }),
  ),
];

// One day of raw events, as a busy day at a million stories might bring.
done = started('one day of raw events');
const day = today;
await db.execute(sql`insert into story_views (story_id, day, viewer_key, hits, source)
  select s.story_id, ${day}::date, lpad(to_hex(g), 64, '0'), 1 + g % 3, (array['internal','feed','external','direct'])[1 + g % 4]
  from (select story_id, row_number() over () as r from stories limit 20000) s cross join generate_series(1, 10) g`);
await db.execute(sql`insert into chapter_views (chapter_id, day, viewer_key, story_id)
  select c.chapter_id, ${day}::date, lpad(to_hex(g), 64, '0'), c.story_id
  from chapters c cross join generate_series(1, 50) g`);
await db.execute(sql`insert into user_bookmarks (user_id, story_id, bookmarked_at)
  select u.user_id, s.story_id, now() from (select user_id from users limit 500) u
  cross join lateral (select story_id from stories order by random() limit 20) s on conflict do nothing`);
await db.execute(sql`insert into follow_events (author_id, change) select user_id, 1 from users`);
await db.execute(sql`analyze`);
done();
const [events] = await queryRows<Record<string, string>>(
  db,
  sql`select (select count(*) from story_views) as views, (select count(*) from chapter_views) as chapter_views,
    (select count(*) from user_bookmarks) as bookmarks, (select count(*) from follow_events) as follows`,
);
const rollup = createAnalyticsRollupRepository(db);
const rollupTimes: string[] = [];
for (let i = 0; i < 2; i++) {
  const t0 = performance.now();
  const written = await rollup.rollUpDay(day);
  rollupTimes.push(`${(performance.now() - t0).toFixed(0)} ms (${JSON.stringify(written)})`);
}

console.log(
  `## Tables\n\n| table | rows |\n| --- | --- |\n${sizes.map((s) => `| ${s.t} | ${Number(s.n).toLocaleString('en-US')} |`).join('\n')}\n`,
);
console.log(
  `## Analytics API (service: SQL and answer, ${RUNS} calls each, ms)\n\n| call | p50 | p95 | p99 |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`,
);
console.log(
  `## Rollup of one day\n\nRaw events of the day: ${JSON.stringify(events)}\n\n- first run: ${rollupTimes[0]}\n- second run (replaces the day): ${rollupTimes[1]}\n`,
);
await database.close();
