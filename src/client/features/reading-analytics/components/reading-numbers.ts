/** Whole minutes of a number of seconds (rounded, as the dashboard shows time). */
export const minutesOf = (seconds: number): number => Math.round(seconds / 60);

/** '12 h 5 min', '45 min': a total time read. */
export function hoursAndMinutes(seconds: number): string {
  const minutes = minutesOf(seconds);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
