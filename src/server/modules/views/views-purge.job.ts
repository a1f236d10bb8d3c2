import type { FastifyBaseLogger } from 'fastify';
import { scheduleBackgroundJob } from '../../background-job';
import type { ViewsRepository } from './views.repository';
import { utcDay } from './viewer-key';

/** How often the purge runs, and how many rows one statement deletes. */
export const VIEWS_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const PURGE_BATCH = 5_000;

/**
 * story_views and chapter_views rows only matter on their own UTC day (a view counts once per
 * reader per day) and to the analytics rollup, which finishes a day during the next one
 * (modules/analytics). This deletes every row older than yesterday (yesterday stays, so a
 * request that began just before midnight still finds its row, and the rollup can finish it),
 * in batches, and resolves to how many rows went.
 * Idempotent: several servers may run it at once.
 */
export async function purgeOldStoryViews(repo: ViewsRepository, now: Date = new Date()): Promise<number> {
  const yesterday = utcDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  let total = 0;
  for (const table of ['story', 'chapter'] as const) {
    for (;;) {
      const deleted = await repo.purgeDaysBefore(yesterday, PURGE_BATCH, table);
      total += deleted;
      if (deleted < PURGE_BATCH) break;
    }
  }
  return total;
}

/**
 * Runs the purge 30 s after start-up and then every VIEWS_PURGE_INTERVAL_MS, in the background
 * (background-job.ts: unref'd timers, `stop` on app close). A failed run is logged and retried at
 * the next tick.
 */
export function scheduleStoryViewsPurge(repo: ViewsRepository, log: FastifyBaseLogger) {
  return scheduleBackgroundJob(
    {
      run: async () => {
        const n = await purgeOldStoryViews(repo);
        if (n > 0) log.info({ deleted: n }, 'purged old story view records');
      },
      firstDelayMs: 30_000,
      intervalMs: VIEWS_PURGE_INTERVAL_MS,
      failure: 'could not purge old story view records',
    },
    log,
  );
}
