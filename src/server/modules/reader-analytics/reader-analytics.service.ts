import { isoDay } from '@common/analytics';
import type { ReaderAnalytics, ReaderAnalyticsQuery } from '@common/schemas/reader-analytics';
import type { SessionUser } from '../../auth/session';
import { assertMaySeeReadingAnalytics } from './reader-analytics.policy';
import type { ReaderAnalyticsRepository } from './reader-analytics.repository';
import { currentStreak, longestStreak } from './reading-streaks';

type Caller = Pick<SessionUser, 'id' | 'subscriptionTier'>;
/** How far back the current streak is counted (ten years of days). */
export const STREAK_LOOKBACK_DAYS = 3660;

/**
 * The reader's year of reading from the hourly rollup (reader_reading_hours): a handful of
 * index range scans over one reader's rows of one year, summed in the database; the streaks are
 * counted here from the days. `now` is the clock (tests move it).
 */
export function createReaderAnalyticsService(repo: ReaderAnalyticsRepository) {
  return {
    async year(caller: Caller, query: ReaderAnalyticsQuery, now = new Date()): Promise<ReaderAnalytics> {
      assertMaySeeReadingAnalytics(caller.subscriptionTier);
      const today = isoDay(now);
      const year = query.year ?? now.getUTCFullYear();
      const from = `${year}-01-01`;
      const to = `${year}-12-31`;
      const [days, hours, genres, tags, authors, completion, recent] = await Promise.all([
        repo.days(caller.id, from, to),
        repo.hours(caller.id, from, to),
        repo.genres(caller.id, from, to),
        repo.tags(caller.id, from, to),
        repo.authors(caller.id, from, to),
        repo.completion(caller.id, from, to),
        repo.recentDays(caller.id, today, STREAK_LOOKBACK_DAYS),
      ]);
      const byHour = Array.from({ length: 24 }, () => 0);
      for (const row of hours) byHour[row.hour] = row.seconds;
      const active = days.filter((d) => d.seconds > 0 || d.words > 0);
      return {
        year,
        days: active,
        hours: byHour,
        genres,
        tags,
        authors,
        totals: {
          seconds: active.reduce((sum, d) => sum + d.seconds, 0),
          words: active.reduce((sum, d) => sum + d.words, 0),
          days: active.length,
        },
        streaks: {
          current: currentStreak(
            recent.map((r) => r.day),
            today,
          ),
          longest: longestStreak(active.map((d) => d.day)),
        },
        completion: {
          ...completion,
          ratePercent:
            completion.started === 0 ? null : Math.round((completion.finished / completion.started) * 100),
        },
      };
    },
  };
}

export type ReaderAnalyticsService = ReturnType<typeof createReaderAnalyticsService>;
