import type { FastifyBaseLogger } from 'fastify';

export type BackgroundJob = {
  /** One run. A rejection is logged with `failure` and the next tick simply runs again. */
  run: () => Promise<void>;
  /** When the first run starts after scheduling, and the time between later ones. */
  firstDelayMs: number;
  intervalMs: number;
  failure: string;
};

/**
 * Runs a maintenance job in the background of a serving app: once `firstDelayMs` after start-up,
 * then every `intervalMs`, never two runs of it at once in this process. The timers never keep
 * the process alive, a failed run is logged (never thrown), and `stop` (call it when the app
 * closes) cancels the timers and waits for a run in progress. Jobs must be idempotent: several
 * servers may run the same one at the same time.
 */
export function scheduleBackgroundJob(job: BackgroundJob, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= job
      .run()
      .catch((err: unknown) => log.warn({ err }, job.failure))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, job.firstDelayMs);
  const every = setInterval(tick, job.intervalMs);
  first.unref();
  every.unref();
  return {
    /** Cancels future runs and waits for one in progress. */
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
