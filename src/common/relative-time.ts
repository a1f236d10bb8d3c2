import { countLabel } from './plural';

/**
 * "Time since" labels of SPEC section 9, in its two variants. Pure functions: the caller passes
 * `now`, so tests (and a screen that ticks) decide what "now" is. A moment in the future (a clock
 * a little ahead of ours) reads as 'Just now' rather than as a negative age.
 *
 * The labels are written to stand alone or start a sentence ('Just now'); a label placed after
 * other words ('updated just now') asks for `{ midSentence: true }`. Only 'Just now' changes:
 * the others start with a number.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Anything `new Date()` understands: an ISO string from the API, a Date or epoch milliseconds. */
export type Moment = string | number | Date;

const ago = (count: number, unit: string) => `${countLabel(count, unit)} ago`;

/** Where the label goes: alone or first in a sentence (the default), or after other words. */
export type RelativeTimeOptions = { midSentence?: boolean };

const justNow = (options?: RelativeTimeOptions) => (options?.midSentence ? 'just now' : 'Just now');

function elapsedMs(from: Moment, now: Moment): number {
  const ms = new Date(now).getTime() - new Date(from).getTime();
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/**
 * The general variant: under 60 seconds 'Just now', then minutes, hours, days (under 7),
 * weeks (under 4), months of 30 days (under 12), then years of 365 days.
 * The first month starts at day 28 (four weeks), so it reads '1 month ago' until day 60;
 * likewise the first year starts after month 11 and reads '1 year ago'.
 */
export function relativeTime(from: Moment, now: Moment = Date.now(), options?: RelativeTimeOptions): string {
  const ms = elapsedMs(from, now);
  if (ms < MINUTE) return justNow(options);
  if (ms < HOUR) return ago(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return ago(Math.floor(ms / HOUR), 'hour');
  const days = Math.floor(ms / DAY);
  if (days < 7) return ago(days, 'day');
  if (days < 28) return ago(Math.floor(days / 7), 'week');
  const months = Math.max(1, Math.floor(days / 30));
  if (months < 12) return ago(months, 'month');
  return ago(Math.max(1, Math.floor(days / 365)), 'year');
}

/**
 * The dashboard and lists variant (My Stories cards, dashboard panels): under 1 hour 'Just now';
 * under 24 hours 'N hours ago'; under 48 hours '1 day ago'; then days (under 7), weeks (under 4)
 * and months of 30 days with no upper bound (a 400-day-old story is '13 months ago').
 */
export function relativeTimeForLists(
  from: Moment,
  now: Moment = Date.now(),
  options?: RelativeTimeOptions,
): string {
  const ms = elapsedMs(from, now);
  if (ms < HOUR) return justNow(options);
  if (ms < DAY) return ago(Math.floor(ms / HOUR), 'hour');
  if (ms < 2 * DAY) return '1 day ago';
  const days = Math.floor(ms / DAY);
  if (days < 7) return ago(days, 'day');
  if (days < 28) return ago(Math.floor(days / 7), 'week');
  return ago(Math.max(1, Math.floor(days / 30)), 'month');
}
