import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { openTestDatabase } from '../../test/test-database';
import { SIGNALS_PER_READER } from './neighbours.repository';
import { runNeighboursJob } from './recommendations.job';

/**
 * The full run (a range of story ids per statement) writes exactly the rows the incremental path
 * (a batch of 200 stories per statement) writes for every story, on signals of every kind: reading
 * progress, ratings above and below 3, bookmarks, unpublished and private stories, and a reader
 * with more signals than SIGNALS_PER_READER. The data are deterministic (hashtext), not random.
 */
let database: Database;
const READERS = 40;
const STORIES = SIGNALS_PER_READER + 60;
const db = () => database.db;

type Row = { story_id: string; neighbour_id: string; score: number };
const rows = () =>
  queryRows<Row>(
    db(),
    sql`select story_id, neighbour_id, score from story_neighbours order by story_id, neighbour_id`,
  );
const reset = async () => {
  await db().execute(sql`truncate story_neighbours`);
  await db().execute(sql`delete from recommendation_job_state`);
};
/** A signal time seconds before now (microseconds and all, as the app stamps them). */
const ago = sql.raw(`now() - interval '1 second' * abs`);
/** Picks about one pair in `every` of (reader, story), differently per `salt`. */
const some = (salt: string, every: number) =>
  sql.raw(`abs(hashtext(u.idx || ':${salt}:' || s.idx)) % ${every} = 0`);

beforeAll(async () => {
  database = await openTestDatabase();
  await db().execute(sql`insert into users (username, email)
    select 'nb_' || i, 'nb_' || i || '@test.test' from generate_series(0, ${READERS}) i`);
  await db().execute(sql`create table nb_user as
    select user_id, substring(username from 4)::int as idx from users where username like 'nb\\_%'`);
  // Every 13th story private, every 11th a public draft: read, never a neighbour.
  await db()
    .execute(sql`insert into stories (title, created_by, genre, privacy_level, publication_status, published_at)
    select 'Neighbour story ' || i, (select user_id from nb_user where idx = ${READERS}), 'Fantasy',
      case when i % 13 = 0 then 'Private' else 'Public' end,
      case when i % 13 = 0 or i % 11 = 0 then null else 'Published' end,
      case when i % 13 = 0 or i % 11 = 0 then null else now() end
    from generate_series(0, ${STORIES - 1}) i`);
  await db().execute(sql`create table nb_story as
    select story_id, substring(title from 17)::int as idx from stories where title like 'Neighbour story %'`);
  const readers = sql.raw(`nb_user u cross join nb_story s where u.idx < ${READERS}`);
  // Popular stories (low idx) read more; reader 0 reads everything (more than SIGNALS_PER_READER).
  await db()
    .execute(sql`insert into user_reading_progress (user_id, story_id, progress_percentage, last_read_at)
    select u.user_id, s.story_id, 50, ${ago}(hashtext(u.idx || ':t:' || s.idx) % 100000)
    from ${readers} and (u.idx = 0 or ${some('p', 4)} and s.idx < 40 or ${some('q', 25)})`);
  await db().execute(sql`insert into user_story_ratings (user_id, story_id, rating, rated_at)
    select u.user_id, s.story_id, 1 + abs(hashtext(u.idx || ':r:' || s.idx)) % 5,
      ${ago}(hashtext(u.idx || ':u:' || s.idx) % 100000)
    from ${readers} and ${some('v', 9)}`);
  await db().execute(sql`insert into user_bookmarks (user_id, story_id, bookmarked_at)
    select u.user_id, s.story_id, ${ago}(hashtext(u.idx || ':w:' || s.idx) % 100000)
    from ${readers} and ${some('b', 15)}`);
}, 60_000);
afterAll(() => database?.close());

describe('the full run of the recommendation job', () => {
  let batched: Row[];
  beforeAll(async () => {
    await reset();
    // From an empty watermark the incremental run recomputes every story with a signal, 200 a statement.
    await runNeighboursJob(db());
    batched = await rows();
  });

  it('writes the rows and scores the batched path writes, whatever the range size', async () => {
    expect(batched.length).toBeGreaterThan(STORIES);
    for (const range of [7, 100, 100_000]) {
      await reset();
      const result = await runNeighboursJob(db(), new Date(), { full: true, range });
      expect(await rows(), `range ${range}`).toEqual(batched);
      expect(result.readers).toBe(READERS);
    }
  });

  it('drops the rows of a story nobody has a signal on any more', async () => {
    const [story] = await queryRows<{ story_id: string }>(
      db(),
      sql`select story_id from nb_story where idx = 1`,
    );
    const id = story!.story_id;
    for (const table of ['user_reading_progress', 'user_story_ratings', 'user_bookmarks'])
      await db().execute(sql`delete from ${sql.identifier(table)} where story_id = ${id}`);
    expect((await rows()).some((r) => r.story_id === id)).toBe(true);
    await runNeighboursJob(db(), new Date(), { full: true, range: 50 });
    const after = await rows();
    expect(after.some((r) => r.story_id === id || r.neighbour_id === id)).toBe(false);
  });

  it('an incremental run after new signals gives their stories what a full run gives', async () => {
    await runNeighboursJob(db(), new Date(), { full: true });
    const [reader] = await queryRows<{ user_id: string }>(
      db(),
      sql`select user_id from nb_user where idx = 7`,
    );
    const later = new Date(Date.now() + 1000);
    await db().execute(sql`insert into user_bookmarks (user_id, story_id, bookmarked_at)
      select ${reader!.user_id}::uuid, story_id, ${later.toISOString()}::timestamptz
      from nb_story where idx between 40 and 45 on conflict do nothing`);
    const run = await runNeighboursJob(db(), later);
    expect(run.readers).toBe(1);
    const touched = new Set(
      (
        await queryRows<{ story_id: string }>(
          db(),
          sql`select story_id from user_reading_progress where user_id = ${reader!.user_id}
              union select story_id from user_bookmarks where user_id = ${reader!.user_id}
              union select story_id from user_story_ratings where user_id = ${reader!.user_id} and rating >= 3`,
        )
      ).map((r) => r.story_id),
    );
    expect(run.stories).toBe(touched.size);
    const ofTouched = (all: Row[]) => all.filter((r) => touched.has(r.story_id));
    const incremental = ofTouched(await rows());
    await runNeighboursJob(db(), later, { full: true, range: 30 });
    expect(incremental).toEqual(ofTouched(await rows()));
  });
});
