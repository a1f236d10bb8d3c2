import type { FastifyBaseLogger } from 'fastify';
import type { ViewsRepository } from './views.repository';
import { utcDay } from './viewer-key';

/** How often the purge runs, and how many rows one statement deletes. */
export const VIEWS_PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const PURGE_BATCH = 5_000;

/**
 * story_views rows only matter on their own UTC day (a view counts once per reader per day).
 * This deletes every row older than yesterday (yesterday stays, so a request that began just
 * before midnight still finds its row), in batches, and resolves to how many rows went.
 * Idempotent: several servers may run it at once.
 */
export async function purgeOldStoryViews(repo: ViewsRepository, now: Date = new Date()): Promise<number> {
  const yesterday = utcDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  let total = 0;
  for (;;) {
    const deleted = await repo.purgeDaysBefore(yesterday, PURGE_BATCH);
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
  }
}

/**
 * Runs the purge once shortly after start-up and then every VIEWS_PURGE_INTERVAL_MS; the timers
 * never keep the process alive, and `stop` (called when the app closes) cancels them. A failed
 * run is logged and retried at the next tick.
 */
export function scheduleStoryViewsPurge(repo: ViewsRepository, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeOldStoryViews(repo)
      .then((n) => {
        if (n > 0) log.info({ deleted: n }, 'purged old story view records');
      })
      .catch((err: unknown) => log.warn({ err }, 'could not purge old story view records'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 30_000);
  const every = setInterval(run, VIEWS_PURGE_INTERVAL_MS);
  first.unref();
  every.unref();
  return {
    /** Cancels future runs and waits for one in progress. */
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
