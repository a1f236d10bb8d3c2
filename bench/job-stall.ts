import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';

export type Stall = {
  /** How long `work` took. */
  tookMs: number;
  /** The longest the event loop was held (monitorEventLoopDelay, 1 ms resolution), wall clock. */
  loopMaxMs: number;
  /**
   * The most CPU time the process spent between two turns of the event loop (a 1 ms timer reads
   * process.cpuUsage each turn): the longest step of work itself, which a busy machine's
   * scheduling does not inflate as it does the wall-clock figure.
   */
  stepCpuMaxMs: number;
  /**
   * The longest a request's query waited: a `select 1` is sent every 5 ms while `work` runs, as
   * requests would send theirs, and this is the slowest answer. On PGlite (one connection) a
   * job's long statement makes every request wait this long.
   */
  queryWaitMaxMs: number;
};

/** Runs `work` (a background job's run) and measures how much it holds up the request path. */
export async function measureStall(db: Db, work: () => Promise<unknown>): Promise<Stall> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  let running = true;
  let queryWaitMaxMs = 0;
  const probe = (async () => {
    while (running) {
      const sent = performance.now();
      await db.execute(sql`select 1`);
      queryWaitMaxMs = Math.max(queryWaitMaxMs, performance.now() - sent);
      await sleep(5);
    }
  })();
  let stepCpuMaxMs = 0;
  let last = process.cpuUsage();
  const ticker = setInterval(() => {
    const used = process.cpuUsage(last);
    stepCpuMaxMs = Math.max(stepCpuMaxMs, (used.user + used.system) / 1000);
    last = process.cpuUsage();
  }, 1);
  loop.enable();
  const start = performance.now();
  await work();
  const tookMs = performance.now() - start;
  running = false;
  await probe;
  // Lets the delay timer fire once more, so a loop held until the very end is counted.
  await sleep(20);
  loop.disable();
  clearInterval(ticker);
  return { tookMs, loopMaxMs: loop.max / 1e6, stepCpuMaxMs, queryWaitMaxMs };
}

export const ms = (n: number) => n.toFixed(1);
