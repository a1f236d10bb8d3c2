import { splitCents } from '@common/tip-allocation';
import type { AllocationQueries } from './tip-allocation.repository';

export type SplitPart = { creatorId: string; creator: string; minutes: number | null; cents: number };

/**
 * How a patron's allocation of `allocationCents` divides this month (its first day `monthStart`):
 * by hand, the saved shares as weights (percentages, or amounts that sum to the allocation); by
 * reading time (the default), the minutes read per author. The parts sum exactly to the
 * allocation (splitCents), or are all 0 when there is nothing to weigh. The preview and the
 * month's close both ask this, so the creator gets what the patron was shown.
 */
export async function splitOf(
  repo: Pick<AllocationQueries, 'findMode' | 'listShares' | 'readingMinutes'>,
  userId: string,
  monthStart: string,
  allocationCents: number,
): Promise<SplitPart[]> {
  const mode = (await repo.findMode(userId)) ?? 'reading-time';
  const rows =
    mode === 'reading-time'
      ? (await repo.readingMinutes(userId, monthStart)).map((r) => ({ ...r, weight: r.minutes }))
      : (await repo.listShares(userId)).map((s) => ({
          creatorId: s.creatorId,
          creator: s.creator,
          minutes: null,
          weight: (mode === 'percent' ? s.percent : s.amountCents) ?? 0,
        }));
  const cents = splitCents(
    allocationCents,
    rows.map((r) => r.weight),
  );
  return rows.map((r, i) => ({
    creatorId: r.creatorId,
    creator: r.creator,
    minutes: mode === 'reading-time' ? (r.minutes ?? 0) : null,
    cents: cents[i]!,
  }));
}
