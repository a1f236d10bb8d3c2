import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import { RetryLaterError } from '../errors';

/** Seconds a refused caller is told to wait (Retry-After). */
export const QUEUE_RETRY_AFTER_SECONDS = 2;

/**
 * Thrown by a full queue: every slot busy and the wait line at its limit. Reaching the error
 * handler, it answers 429 RATE_LIMITED with Retry-After.
 */
export class QueueFullError extends RetryLaterError {
  constructor() {
    super('Too many sign-ins at once. Please wait a moment and try again.', QUEUE_RETRY_AFTER_SECONDS);
  }
}

export type WorkQueue = {
  /** Runs `task` once a slot is free; throws QueueFullError at once when the wait line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
  /** Whether a task arriving now would be refused. */
  readonly full: boolean;
  /** New limits for tasks arriving from now on (benchmarks compare bounded and unbounded). */
  configure(limits: QueueLimits): void;
};

export type QueueLimits = { concurrency: number; maxWaiting: number };

/**
 * At most `concurrency` tasks at a time, at most `maxWaiting` more waiting in line (first come,
 * first served), anything beyond refused. A finished task (resolved or thrown) hands its slot
 * straight to the next in line, so slots never leak.
 */
export function createWorkQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): WorkQueue {
  let active = 0;
  const line: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active += 1;
      else if (line.length >= maxWaiting) throw new QueueFullError();
      else await new Promise<void>((resolve) => line.push(resolve));
      try {
        return await task();
      } finally {
        const next = line.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
    get full() {
      return active >= concurrency && line.length >= maxWaiting;
    },
    configure(next) {
      ({ concurrency, maxWaiting } = next);
    },
  };
}

/**
 * The process's one queue for argon2id work (password hashing and verification). Each hash
 * takes a libuv thread and ~19 MiB for tens of milliseconds; run unbounded, a sign-in storm fills
 * every core and the thread pool, and every other request waits behind it. One slot per core but
 * one (the event loop keeps a core: measured in bench/sign-in-storm-report.md, this also kept
 * sign-in throughput), and a wait line of 16 per slot (about a second of work) before callers are
 * refused.
 */
const slots = Math.max(1, os.availableParallelism() - 1);
export const passwordQueue = createWorkQueue({ concurrency: slots, maxWaiting: slots * 16 });

const refusals = new AsyncLocalStorage<{ refused: boolean }>();

/** Runs password work in the queue, noting a refusal for the `trackRefusal` around it. */
export async function queuedPasswordWork<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await passwordQueue.run(task);
  } catch (err) {
    if (err instanceof QueueFullError) {
      const store = refusals.getStore();
      if (store) store.refused = true;
    }
    throw err;
  }
}

/**
 * Runs `work` (e.g. a call into better-auth, which turns any error of ours into its own 500) and
 * tells whether password work inside it was refused by the full queue.
 */
export async function trackRefusal<T>(work: () => Promise<T>): Promise<{ result: T; refused: boolean }> {
  const store = { refused: false };
  const result = await refusals.run(store, work);
  return { result, refused: store.refused };
}
