import type { Tier } from './constants';

/**
 * The monthly tip allocation of a plan (issue 26), in integer cents: what each paid month of the
 * plan gives its patron to share among the creators they read. Beside the entitlements table
 * (entitlements.ts is at its size limit); 0 means the plan has no allocation. Patron of the Arts
 * costs $9.99 a month: about half of it goes to creators, the rest runs the platform.
 */
export const TIP_ALLOCATION_CENTS: Readonly<Record<Tier, number>> = {
  Free: 0,
  Chronicler: 0,
  Worldsmith: 0,
  'Master Weaver': 0,
  'Audience Member': 0,
  'Story Connoisseur': 0,
  'Patron of the Arts': 500,
};

/** The allocation of a tier in cents (0 for an unknown one). */
export const tipAllocationCentsOf = (tier: string): number =>
  (TIP_ALLOCATION_CENTS as Record<string, number | undefined>)[tier] ?? 0;

/**
 * Splits `total` cents in proportion to `weights` so the parts sum exactly to `total`: each part
 * is rounded down, and the cents left over go one each to the largest remainders (ties to the
 * earlier weight). All-zero or empty weights split nothing (every part 0).
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) * total) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** 'YYYY-MM' of a time, in UTC (the allocation's month). */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** The first instant of a 'YYYY-MM' month and of the month after it (UTC). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(y, m - 1, 1)), end: new Date(Date.UTC(y, m, 1)) };
}

/** The month before the month of `at` ('YYYY-MM', UTC): the one a month-end run closes. */
export function previousMonth(at: Date): string {
  return monthOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1)));
}

/** How far back the month-end job closes a month it missed (the server was off, the job failed). */
export const TIP_ALLOCATION_LOOKBACK_MONTHS = 12;
/**
 * The first month that gives an allocation: the month the first month-end job closed when the
 * allocation shipped (November 2026, closing October). Months paid before it promised none.
 */
export const TIP_ALLOCATION_FIRST_MONTH = '2026-10';

/**
 * The months a month-end run at `at` may close, oldest first: the `lookback` months before the
 * month of `at` (UTC), ending with the previous month, none before TIP_ALLOCATION_FIRST_MONTH.
 * The month of `at` is still open.
 */
export function closableMonths(at: Date, lookback = TIP_ALLOCATION_LOOKBACK_MONTHS): string[] {
  const months: string[] = [];
  for (let back = lookback; back >= 1; back -= 1)
    months.push(monthOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1))));
  return months.filter((month) => month >= TIP_ALLOCATION_FIRST_MONTH);
}
