import type { FastifyBaseLogger } from 'fastify';
import { addDays, isoDay } from '@common/analytics';
import { scheduleBackgroundJob } from '../../background-job';
import type { AnalyticsRollupRepository } from './analytics-rollup.repository';

/**
 * One run: recomputes yesterday and today from the raw events (the only days whose raw view
 * records still exist: the views purge keeps yesterday), each day replaced whole in one
 * transaction, so a second run, or two servers at once, give the same numbers. Incremental:
 * earlier days are final and never read again. Then drops follow events of days before
 * yesterday. Resolves to the rows written.
 */
export async function rollUpRecentDays(repo: AnalyticsRollupRepository, now: Date = new Date()) {
  const today = isoDay(now);
  const written = { stories: 0, chapters: 0, authors: 0 };
  for (const day of [addDays(today, -1), today]) {
    const rows = await repo.rollUpDay(day);
    written.stories += rows.stories;
    written.chapters += rows.chapters;
    written.authors += rows.authors;
  }
  await repo.purgeFollowEventsBefore(addDays(today, -1));
  return written;
}

/**
 * Runs the rollup 20 s after start-up (before the views purge's first run at 30 s) and then
 * every `intervalMs` (ANALYTICS_ROLLUP_MINUTES, an hour by default: a day's numbers are at most
 * that old, and yesterday is finished long before the purge takes its raw views), in the
 * background (background-job.ts).
 */
export function scheduleAnalyticsRollup(
  repo: AnalyticsRollupRepository,
  log: FastifyBaseLogger,
  intervalMs: number,
) {
  return scheduleBackgroundJob(
    {
      run: async () => {
        const written = await rollUpRecentDays(repo);
        log.debug(written, 'analytics rolled up');
      },
      firstDelayMs: 20_000,
      intervalMs,
      failure: 'could not roll up analytics',
    },
    log,
  );
}
