/**
 * Story analytics (issue 27) shared by browser and server, without zod: where a view came from,
 * the period rules, and the day arithmetic both sides use for the default period.
 */

/** Where a reader came from, coarsely: another Inkforge page, a feed, an outside site, or nowhere (typed or bookmarked). */
export const VIEW_SOURCES = ['internal', 'feed', 'external', 'direct'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];
export const VIEW_SOURCE_LABELS: Record<ViewSource, string> = {
  internal: 'Inkforge pages',
  feed: 'Feeds',
  external: 'Outside sites',
  direct: 'Direct',
};

/** The longest period one answer covers, in days (a year and a leap day). */
export const ANALYTICS_MAX_DAYS = 366;
/** The period shown when none is chosen: the last 30 days up to today. */
export const ANALYTICS_DEFAULT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The UTC calendar date of `at` as YYYY-MM-DD. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);
/** `day` moved by `n` days (negative for earlier). */
export const addDays = (day: string, n: number): string =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
/** Days from `from` to `to`, both included (1 when they are equal). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
/** Every day from `from` to `to`, in order. */
export const eachDay = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => addDays(from, i));
