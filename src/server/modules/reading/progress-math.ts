/**
 * The arithmetic of reading progress, kept pure so every boundary is tested without a database.
 */

/**
 * How far through the story a reader is, 0..100 with 2 decimals: the published words before
 * their chapter plus the read fraction of this chapter, over all published words. A story whose
 * chapters hold no words yet counts chapters instead. Finishing the last chapter (position 1)
 * is exactly 100, the spec's completion.
 *
 * @param wordCounts published chapters' word counts, in reading order
 * @param index the reader's chapter in that list
 * @param position how far down that chapter, 0..1
 */
export function storyProgressPercentage(
  wordCounts: readonly number[],
  index: number,
  position: number,
): number {
  const chapterCount = wordCounts.length;
  if (chapterCount === 0 || index < 0 || index >= chapterCount) return 0;
  const at = Math.min(1, Math.max(0, position));
  if (index === chapterCount - 1 && at >= 1) return 100;
  const total = wordCounts.reduce((sum, words) => sum + words, 0);
  const fraction =
    total > 0
      ? (wordCounts.slice(0, index).reduce((sum, words) => sum + words, 0) + at * (wordCounts[index] ?? 0)) /
        total
      : (index + at) / chapterCount;
  return Math.min(100, Math.max(0, Math.round(fraction * 10000) / 100));
}

/** The largest amount of unreported time a progress row carries over (under one minute). */
export const SECONDS_PER_MINUTE = 60;

/**
 * Adds a report's active seconds to the seconds carried from earlier reports and splits the sum
 * into whole minutes (credited now) and the rest (carried to the next report), so fifteen-second
 * reports add up to minutes instead of each rounding to zero.
 */
export function creditReadingTime(
  carriedSeconds: number,
  activeSeconds: number,
): { minutes: number; carry: number } {
  const total = Math.max(0, Math.floor(carriedSeconds)) + Math.max(0, Math.round(activeSeconds));
  return { minutes: Math.floor(total / SECONDS_PER_MINUTE), carry: total % SECONDS_PER_MINUTE };
}

/** The fastest reading the dashboard counts (words a second, 1,200 a minute: skimming). */
export const MAX_WORDS_PER_SECOND = 20;

/**
 * Words read by one report, for the reader's analytics: how far the reader's place moved forward
 * in the story's published words (from `from` to `to`, each a chapter index and a position
 * 0..1), at most MAX_WORDS_PER_SECOND for each active second, so a jump to the last chapter or a
 * scroll to the bottom is not counted as read. Moving back counts nothing.
 */
export function wordsAdvanced(
  wordCounts: readonly number[],
  from: { index: number; position: number },
  to: { index: number; position: number },
  activeSeconds: number,
): number {
  const at = ({ index, position }: { index: number; position: number }) => {
    if (index < 0 || index >= wordCounts.length) return 0;
    const before = wordCounts.slice(0, index).reduce((sum, words) => sum + words, 0);
    return before + Math.min(1, Math.max(0, position)) * (wordCounts[index] ?? 0);
  };
  const moved = Math.round(at(to) - at(from));
  return Math.max(0, Math.min(moved, Math.round(Math.max(0, activeSeconds) * MAX_WORDS_PER_SECOND)));
}
