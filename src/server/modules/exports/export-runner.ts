import type { FastifyBaseLogger } from 'fastify';
import { scheduleBackgroundJob } from '../../background-job';
import type { Storage } from '../../storage/storage';
import type { ExportRow, ExportsRepository } from './exports.repository';

/** A job running longer than this was left by a server that stopped: it goes back to the queue. */
const STALE_AFTER_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 200;

/**
 * Runs queued export jobs in this process, at most `workers` at a time (0: this server builds
 * none, another does). One build holds one book's file in memory and reads chapters in batches,
 * so memory is bounded by workers x the largest book; the builds yield to the event loop at every
 * chapter, so the site keeps answering. `kick()` after queueing a job; a job queued while every
 * worker is busy is taken when one is free.
 */
export function createExportRunner(deps: {
  jobs: ExportsRepository;
  build: (row: ExportRow) => Promise<void>;
  workers: number;
  now: () => Date;
}) {
  const { jobs, build, workers, now } = deps;
  let active = 0;
  let pending = false;
  let stopped = false;
  const loops = new Set<Promise<void>>();

  async function loop(): Promise<void> {
    for (;;) {
      pending = false;
      const row = stopped ? undefined : await jobs.claimNext(now());
      if (row) await build(row);
      else if (!pending || stopped) return;
    }
  }

  return {
    kick(): void {
      pending = true;
      while (!stopped && active < workers) {
        active += 1;
        const running: Promise<void> = loop()
          .catch(() => undefined)
          .finally(() => {
            active -= 1;
            loops.delete(running);
          });
        loops.add(running);
      }
    },
    /** Takes no more jobs and waits for those being built. */
    async stop(): Promise<void> {
      stopped = true;
      await Promise.all([...loops]);
    },
  };
}
export type ExportRunner = ReturnType<typeof createExportRunner>;

/** Deletes expired files and their rows, files no row names, and requeues jobs a stopped server left. */
export async function sweepExports(jobs: ExportsRepository, storage: Storage, now: Date): Promise<void> {
  await jobs.requeueStale(new Date(now.getTime() - STALE_AFTER_MS));
  for (;;) {
    const expired = await jobs.expired(now, SWEEP_BATCH);
    for (const row of expired) if (row.fileKey) await storage.delete(row.fileKey);
    await jobs.deleteRows(expired.map((r) => r.id));
    if (expired.length < SWEEP_BATCH) break;
  }
  // Files of deleted stories (their rows went with them).
  const keys = await storage.list('exports/');
  for (let i = 0; i < keys.length; i += SWEEP_BATCH) {
    // A key is exports/<story>/<job>.<ext>: kept while its job's row exists (a build in progress too).
    const batch = keys.slice(i, i + SWEEP_BATCH);
    const jobOf = (key: string) => key.split('/')[2]?.split('.')[0] ?? '';
    const live = await jobs.existingIds(batch.map(jobOf));
    for (const key of batch) if (!live.has(jobOf(key))) await storage.delete(key);
  }
}

/** The sweep every minute, then a kick so jobs queued before a restart are built. */
export function scheduleExportSweep(
  deps: { jobs: ExportsRepository; storage: Storage; runner: ExportRunner; now: () => Date },
  log: FastifyBaseLogger,
) {
  return scheduleBackgroundJob(
    {
      run: async () => {
        await sweepExports(deps.jobs, deps.storage, deps.now());
        deps.runner.kick();
      },
      firstDelayMs: 5_000,
      intervalMs: SWEEP_EVERY_MS,
      failure: 'could not sweep book exports; retrying at the next run',
    },
    log,
  );
}
