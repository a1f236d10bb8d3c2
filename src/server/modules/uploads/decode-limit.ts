/**
 * A counting semaphore: at most `max` tasks run at once, the others wait in arrival order.
 * `stats()` says how many run now and the most that ever ran together (for tests and logs).
 */
export function createConcurrencyLimit(max: number) {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    // A finishing task hands its slot straight to the next waiter, so `active` never dips between.
    else active += 1;
    peak = Math.max(peak, active);
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  }

  return { run, stats: () => ({ active, waiting: waiting.length, peak }) };
}

/**
 * Image decodes in this process, whatever the route: two at a time (the machines this runs on
 * have about two cores). A decode of a 40-megapixel upload takes up to ~160 MB of pixel memory, so
 * 30 uploads at once wait their turn instead of taking gigabytes together.
 */
export const DECODE_CONCURRENCY = 2;
export const imageDecodes = createConcurrencyLimit(DECODE_CONCURRENCY);
