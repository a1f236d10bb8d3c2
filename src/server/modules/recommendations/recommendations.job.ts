import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { scheduleBackgroundJob } from '../../background-job';
import { createNeighboursRepository, NO_SIGNAL_TIME, type SignalTime } from './neighbours.repository';

const JOB = 'story-neighbours';
/** Readers looked at per page, and stories recomputed per statement (incremental run). */
const READER_PAGE = 500;
const STORY_BATCH = 200;
/**
 * Stories (read or not, by id) per statement and transaction in a full run. Each statement reads
 * the signal tables once whatever its size, so bigger ranges cost less in all; the pair counts
 * of one range are sorted and hashed by PostgreSQL within work_mem (spilling to disk beyond it).
 */
export const FULL_RANGE = 20_000;

export type NeighboursRunResult = { readers: number; stories: number };

/**
 * One run of the recommendation job (issue 25): item-to-item collaborative filtering, incremental.
 * The readers with a signal (reading progress, a rating of 3 or more, a bookmark) newer than the
 * last run's watermark are paged through by id; every story they have a signal on gets its
 * top neighbours recomputed from scratch (neighbours.repository.ts), a batch per transaction.
 * Memory stays bounded: a page of reader ids and a batch of story ids at a time, the pair counts
 * in the database. The result depends only on the signals, so running it again (or on two
 * servers at once) writes the same rows; the watermark moves only after a run completes.
 * `{ full: true }` recomputes every story instead, a range of story ids per statement (`runFull`).
 */
export async function runNeighboursJob(
  db: Db,
  now: Date = new Date(),
  options: { full?: boolean; range?: number } = {},
): Promise<NeighboursRunResult> {
  const repo = createNeighboursRepository(db);
  const since = options.full ? NO_SIGNAL_TIME : await repo.watermark(JOB);
  const until = (await repo.newestSignal(now)) ?? since;
  if (until <= since) return { readers: 0, stories: 0 };
  if (options.full) return runFull(db, until, options.range ?? FULL_RANGE);
  const done = new Set<string>();
  let readers = 0;
  let after: string | null = null;
  for (;;) {
    const page = await repo.readersActiveBetween(since, until, after, READER_PAGE);
    if (page.length === 0) break;
    readers += page.length;
    after = page[page.length - 1]!;
    const todo = (await repo.storiesOfReaders(page)).filter((id) => !done.has(id)).sort();
    for (let i = 0; i < todo.length; i += STORY_BATCH) {
      const batch = todo.slice(i, i + STORY_BATCH);
      await withTransaction(db, (tx) => createNeighboursRepository(tx).recompute(batch));
      for (const id of batch) done.add(id);
    }
    if (page.length < READER_PAGE) break;
  }
  await repo.saveWatermark(JOB, until, done.size);
  return { readers, stories: done.size };
}

/**
 * A full run: every story, a range of `range` story ids per statement and transaction (keyset on
 * the stories' primary key), so each range's pair counts are one set-based pass over the signals
 * instead of a pass per 200 stories. Same rows as the incremental run gives each story (the same
 * statement, neighbours.repository.ts); the process holds two story ids.
 */
async function runFull(db: Db, until: SignalTime, range: number): Promise<NeighboursRunResult> {
  const repo = createNeighboursRepository(db);
  let stories = 0;
  let after: string | null = null;
  for (;;) {
    const upTo = await repo.storyRangeEnd(after, range);
    const done = await withTransaction(db, (tx) =>
      createNeighboursRepository(tx).recomputeRange(after, upTo),
    );
    stories += done.stories;
    if (upTo === null) break;
    after = upTo;
  }
  const readers = await repo.readersUpTo(until);
  await repo.saveWatermark(JOB, until, stories);
  return { readers, stories };
}

/** Runs the recommendation job a minute after start-up, then every 10 minutes. */
export function scheduleNeighboursJob(db: Db, log: FastifyBaseLogger) {
  return scheduleBackgroundJob(
    {
      run: async () => {
        const result = await runNeighboursJob(db);
        if (result.stories > 0) log.info(result, 'recomputed story neighbours');
      },
      firstDelayMs: 60_000,
      intervalMs: 10 * 60_000,
      failure: 'could not run the recommendation job',
    },
    log,
  );
}
