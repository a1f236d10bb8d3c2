/**
 * `npx tsx bench/recommendations-scale.ts`: the recommendation job (issue 25) from scratch on a
 * database filled by the bulk seeder (`npm run db:seed -- --stories 1000000 --reads-per-user 5`:
 * 100,000 readers, a million stories), for its time and memory at that scale. Prints the
 * signals it starts from, then the run's readers, stories recomputed, neighbour rows, wall time
 * and the peak RSS of this process (the job's own memory; the pair counts are in the database).
 * Recall is measured by bench/recommendations.ts on readers with hidden tastes; the bulk seeder's
 * reads are random, so only time and memory mean something here.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/recommendations-scale.ts
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import { runNeighboursJob } from '../src/server/modules/recommendations/recommendations.job';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL database filled by the bulk seeder.');
  process.exit(1);
}
const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL });
const db = database.db;
const count = async (query: string) =>
  (await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${query}`)))[0]!.n;

const signals = {
  readers: await count('users'),
  stories: await count('stories'),
  progress: await count('user_reading_progress'),
  ratingsOf3Plus: await count('user_story_ratings where rating >= 3'),
  bookmarks: await count('user_bookmarks'),
};
console.log('signals:', JSON.stringify(signals));

await db.execute(sql`truncate story_neighbours`);
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const started = performance.now();
const result = await runNeighboursJob(db, new Date(), { full: true });
clearInterval(sampler);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `job: ${result.readers} readers, ${result.stories} stories recomputed, ${await count('story_neighbours')} neighbour rows in ${seconds} s; peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB`,
);
await database.close();
