/**
 * `npx tsx bench/recommendations.ts --readers 10000 --stories 50000 [--sample 1000] [--eval]`:
 * the recommendation job (issue 25) on a database of readers with hidden tastes, and how well it
 * recommends. Stories fall in CLUSTERS latent taste clusters (story i is in cluster i % CLUSTERS,
 * more popular the lower i / CLUSTERS); each reader has a primary and a secondary cluster and
 * reads HISTORY stories, 70% from the primary, 20% the secondary, 10% anywhere, popular ones
 * more often (a cubic skew within a cluster). The last 20% of each reader's history (by time) is
 * held out: never written. The job then runs from scratch (time, peak RSS of this process) and,
 * with --eval, recall at 10 of the personal list (the service's own, as a Story Connoisseur sees
 * it) is compared with the popular list (view counts = training reads) on the held-out stories.
 * --seed-only stops after seeding; --eval-only evaluates the neighbours already computed (no job run); --range N sets the full run's stories per statement;
 * --compare then reruns every story through the incremental path (200 stories a statement) and
 * checks that both wrote the same rows and scores.
 *
 *   DATABASE_URL=postgres://... (an empty database; migrations are applied) npx tsx bench/recommendations.ts --eval
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import { runNeighboursJob } from '../src/server/modules/recommendations/recommendations.job';
import { createRecommendationsRepository } from '../src/server/modules/recommendations/recommendations.repository';
import { createRecommendationsService } from '../src/server/modules/recommendations/recommendations.service';

const { values: args } = parseArgs({
  options: {
    readers: { type: 'string' },
    stories: { type: 'string' },
    sample: { type: 'string' },
    eval: { type: 'boolean' },
    'seed-only': { type: 'boolean' },
    'eval-only': { type: 'boolean' },
    compare: { type: 'boolean' },
    range: { type: 'string' },
  },
});
const READERS = Number(args.readers ?? 10_000);
const STORIES = Number(args.stories ?? 50_000);
const SAMPLE = Number(args.sample ?? 1000);
const AUTHORS = Math.max(10, Math.round(STORIES / 50));
const CLUSTERS = 50;
const HISTORY = 20;
const TRAIN = Math.round(HISTORY * 0.8);
const GENRES = ['Fantasy', 'Sci-Fi', 'Modern', 'Romance', 'Horror', 'Mystery', 'Adventure'];

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to an empty PostgreSQL database.');
  process.exit(1);
}
const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL });
const db = database.db;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(
  db,
  sql`select count(*)::int as n from stories`,
);
if (existing === 0) {
  const started = performance.now();
  const hash = (expr: string) => `(abs(hashtext(${expr})) % 100000)`;
  await db.execute(
    sql.raw(`insert into users (username, email)
    select 'rb_' || i, 'rb_' || i || '@bench.test' from generate_series(0, ${READERS + AUTHORS - 1}) i`),
  );
  await db.execute(
    sql.raw(`create table rb_user as select user_id, substring(username from 4)::int as idx
    from users where username like 'rb\\_%'`),
  );
  await db.execute(
    sql.raw(`insert into stories (title, created_by, genre, privacy_level, publication_status, published_at)
    select 'Bench story ' || i, a.user_id, (array['${GENRES.join("','")}'])[1 + (i % ${CLUSTERS}) % ${GENRES.length}],
      'Public', 'Published', now()
    from generate_series(0, ${STORIES - 1}) i join rb_user a on a.idx = ${READERS} + i % ${AUTHORS}`),
  );
  await db.execute(
    sql.raw(`create table rb_story as select story_id, substring(title from 13)::int as idx
    from stories where title like 'Bench story %'`),
  );
  await db.execute(sql.raw('create unique index on rb_story (idx)'));
  // Each reader's history: cluster by taste, story within the cluster by a cubic popularity skew.
  await db.execute(
    sql.raw(`create table rb_events as
    select r.user_id, s.story_id, min(k) as k from (
      select u.user_id, k,
        case when ${hash("u.idx || ':c:' || k")} < 70000 then ${hash("u.idx || ':p'")} % ${CLUSTERS}
             when ${hash("u.idx || ':c:' || k")} < 90000 then ${hash("u.idx || ':q'")} % ${CLUSTERS}
             else ${hash("u.idx || ':r:' || k")} % ${CLUSTERS} end as cluster,
        floor(${Math.floor(STORIES / CLUSTERS)} * power(${hash("u.idx || ':s:' || k")} / 100000.0, 3))::int as rank
      from rb_user u cross join generate_series(0, ${HISTORY - 1}) k where u.idx < ${READERS}
    ) e join rb_user r on r.user_id = e.user_id
    join rb_story s on s.idx = e.rank * ${CLUSTERS} + e.cluster
    group by r.user_id, s.story_id`),
  );
  await db.execute(
    sql.raw(`insert into user_reading_progress (user_id, story_id, progress_percentage, last_read_at)
    select user_id, story_id, 100, now() - interval '1 minute' * (${HISTORY} - k) from rb_events where k < ${TRAIN}`),
  );
  await db.execute(
    sql.raw(`create table rb_heldout as select user_id, story_id from rb_events e where k >= ${TRAIN}
    and not exists (select 1 from rb_events t where t.user_id = e.user_id and t.story_id = e.story_id and t.k < ${TRAIN})`),
  );
  await db.execute(
    sql.raw(`update stories s set view_count = c.n from (select story_id, count(*)::int as n
    from user_reading_progress group by story_id) c where c.story_id = s.story_id`),
  );
  await db.execute(sql.raw('analyze'));
  console.log(`seeded ${READERS} readers, ${STORIES} stories in ${seconds(started)} s`);
}

if (args['seed-only']) {
  await database.close();
  process.exit(0);
}

/** This process's peak resident set (VmHWM) in MiB, where /proc has it. */
const vmHwm = () => {
  const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return line ? `${(Number(line[1]) / 1024).toFixed(0)} MiB` : 'unknown';
};
const neighbourRows = async () =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from story_neighbours`))[0]!.n;

if (!args['eval-only']) await computeNeighbours();

/** The full job from an empty table, with its time, memory and (with --compare) the batched path's rows. */
async function computeNeighbours() {
  await db.execute(sql`truncate story_neighbours`);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const range = args.range ? Number(args.range) : undefined;
  const started = performance.now();
  const result = await runNeighboursJob(db, new Date(), { full: true, range });
  clearInterval(sampler);
  console.log(
    `job: ${result.readers} readers, ${result.stories} stories, ${await neighbourRows()} neighbour rows in ${seconds(started)} s; peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB (VmHWM ${vmHwm()})`,
  );

  if (args.compare) {
    // The same stories through the incremental path (a batch of 200 a statement, as every full run
    // did before ranges): from an empty table and a watermark at the epoch, it recomputes them all.
    await db.execute(sql`drop table if exists rb_full`);
    await db.execute(sql`create table rb_full as select * from story_neighbours`);
    await db.execute(sql`truncate story_neighbours`);
    await db.execute(sql`delete from recommendation_job_state`);
    const batched = performance.now();
    const old = await runNeighboursJob(db, new Date());
    console.log(
      `batched: ${old.readers} readers, ${old.stories} stories, ${await neighbourRows()} neighbour rows in ${seconds(batched)} s`,
    );
    const [diff] = await queryRows<{ only_full: number; only_batched: number; max_diff: number | null }>(
      db,
      sql`select
      (select count(*)::int from (select story_id, neighbour_id from rb_full
        except select story_id, neighbour_id from story_neighbours) x) as only_full,
      (select count(*)::int from (select story_id, neighbour_id from story_neighbours
        except select story_id, neighbour_id from rb_full) x) as only_batched,
      (select max(abs(f.score - n.score)) from rb_full f
        join story_neighbours n using (story_id, neighbour_id)) as max_diff`,
    );
    console.log(
      `compare: ${diff!.only_full} rows only in the range run, ${diff!.only_batched} only in the batched run, largest score difference ${diff!.max_diff}`,
    );
    await db.execute(sql`drop table rb_full`);
  }
}

if (args.eval || args['eval-only']) {
  const service = createRecommendationsService(db);
  const repo = createRecommendationsRepository(db);
  const sample = await queryRows<{ user_id: string; heldout: string[] }>(
    db,
    sql`select h.user_id, array_agg(h.story_id::text) as heldout from rb_heldout h
        group by h.user_id order by md5(h.user_id::text) limit ${SAMPLE}`,
  );
  let personal = 0;
  let popular = 0;
  const evalStarted = performance.now();
  for (const reader of sample) {
    const held = new Set(reader.heldout);
    const mine = await service.forReader({ id: reader.user_id, subscriptionTier: 'Story Connoisseur' }, 10);
    const top = await repo.popular({ id: reader.user_id, readsExclusive: true }, 10);
    personal += mine.items.filter((s) => held.has(s.id)).length / held.size;
    popular += top.filter((s) => held.has(s.id)).length / held.size;
  }
  const n = sample.length;
  console.log(
    `recall@10 over ${n} readers: personal ${(personal / n).toFixed(4)}, popular ${(popular / n).toFixed(4)}, ratio ${(personal / popular).toFixed(2)}x (${((performance.now() - evalStarted) / n).toFixed(1)} ms a reader)`,
  );
}
await database.close();
