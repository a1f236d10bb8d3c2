/**
 * Streak arithmetic over UTC days written YYYY-MM-DD, kept pure so the gaps are tested alone.
 */
const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The longest run of consecutive days among `days` (any order, repeats allowed). */
export function longestStreak(days: readonly string[]): number {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  numbers.forEach((n, i) => {
    run = i > 0 && n === numbers[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/**
 * The run of consecutive days ending `today`, or yesterday when nothing is read yet today (the
 * streak is still alive until the day ends); 0 when neither day has reading.
 */
export function currentStreak(days: readonly string[], today: string): number {
  const read = new Set(days.map(dayNumber));
  let at = dayNumber(today);
  if (!read.has(at)) at -= 1;
  let run = 0;
  while (read.has(at)) {
    run += 1;
    at -= 1;
  }
  return run;
}
