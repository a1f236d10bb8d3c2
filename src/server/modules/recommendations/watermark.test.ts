import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { buildUser } from '../../db/factories.test-support';
import { queryRows } from '../../db/query-rows';
import { openTestDatabase } from '../../test/test-database';
import { buildPublishedStory } from '../library/library.test-support';
import { runNeighboursJob } from './recommendations.job';

/**
 * The incremental run takes every signal exactly once: the one stamped with microseconds past
 * the newest millisecond (PostgreSQL's `now()` has them), and the one whose transaction began
 * before a newer signal was committed but itself committed after the run.
 */
let database: Database;
const db = () => database.db;
let authorId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  authorId = (await buildUser(db())).id;
}, 60_000);
afterAll(() => database?.close());

const later = () => new Date(Date.now() + 60_000);
/** Two published stories and a reader who will have signals on both. */
async function pair() {
  const [a, b] = [await buildPublishedStory(db(), authorId), await buildPublishedStory(db(), authorId)];
  return { a: a.id, b: b.id, reader: (await buildUser(db())).id };
}
const neighboursOf = async (storyId: string) =>
  (
    await queryRows<{ neighbour_id: string }>(
      db(),
      sql`select neighbour_id from story_neighbours where story_id = ${storyId}`,
    )
  ).map((r) => r.neighbour_id);

describe('the recommendation job watermark', () => {
  it('takes the newest signal in the run that sees it, microseconds and all', async () => {
    await runNeighboursJob(db(), later());
    const { a, b, reader } = await pair();
    // The newest signals, 250 microseconds past their millisecond.
    await db().execute(sql`insert into user_bookmarks (user_id, story_id, bookmarked_at)
      select ${reader}::uuid, story_id, date_trunc('milliseconds', now()) + interval '250 microseconds'
      from stories where story_id in (${a}::uuid, ${b}::uuid)`);
    const run = await runNeighboursJob(db(), later());
    expect(run.readers).toBe(1);
    expect(await neighboursOf(a)).toEqual([b]);
    // Taken once: the next run finds nothing new.
    expect(await runNeighboursJob(db(), later())).toEqual({ readers: 0, stories: 0 });
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'takes a signal whose transaction commits after a newer one was seen',
    async () => {
      await runNeighboursJob(db(), later());
      const slow = await pair();
      const quick = await pair();
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let wrote!: () => void;
      const written = new Promise<void>((resolve) => (wrote = resolve));
      // The slow reader's bookmarks are stamped at their transaction's start, which stays open...
      const slowWriter = db().transaction(async (tx) => {
        await tx.execute(sql`insert into user_bookmarks (user_id, story_id)
          values (${slow.reader}, ${slow.a}), (${slow.reader}, ${slow.b})`);
        wrote();
        await held;
      });
      await written;
      // ...while a quicker reader's later bookmarks are committed and a run goes by.
      await db().execute(sql`select pg_sleep(0.02)`);
      await db().execute(sql`insert into user_bookmarks (user_id, story_id)
        values (${quick.reader}, ${quick.a}), (${quick.reader}, ${quick.b})`);
      const during = await runNeighboursJob(db(), later());
      expect(during.readers).toBe(0);
      commit();
      await slowWriter;
      const after = await runNeighboursJob(db(), later());
      expect(after.readers).toBe(2);
      expect(await neighboursOf(slow.a)).toEqual([slow.b]);
      expect(await neighboursOf(quick.a)).toEqual([quick.b]);
    },
  );
});
