import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { CHAPTER_IMAGES_BUCKET, UPLOAD_BUCKETS } from '@common/constants';
import { scheduleBackgroundJob } from '../../background-job';
import type { Storage } from '../../storage/storage';
import type { UploadsRepository } from './uploads.repository';
import { uploadTimeOfKey } from './uploads.service';

/** How often the sweep runs, and how long after start-up it first runs. */
export const UPLOADS_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const UPLOADS_SWEEP_FIRST_DELAY_MS = 60_000;
/** An upload younger than this is never deleted, used or not: its form may still be open. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** Listed keys judged per step: one statement of index probes, then their deletions. */
const CHECK_BATCH = 100;

/** The upload API's buckets and the images of chapter text (a manuscript import stores them). */
const SWEPT_BUCKETS = [...UPLOAD_BUCKETS, CHAPTER_IMAGES_BUCKET] as const;

export type SweepDeps = { storage: Pick<Storage, 'list' | 'delete'>; repo: UploadsRepository };

/**
 * Deletes uploaded images no record uses (an upload whose form was abandoned, or replaced where
 * nothing deleted the old file), and resolves to how many went. A file is deleted only when all
 * of these hold:
 *
 * - its key is one the upload API or a manuscript import writes (`<bucket>/<userId>/<epoch
 *   ms>-<16 hex>.jpg` in an UPLOAD_BUCKETS bucket or CHAPTER_IMAGES_BUCKET); anything else in the
 *   store is never touched;
 * - the time in its file name is at least ORPHAN_GRACE_MS before `now` (a clock ahead of `now`
 *   makes a file look younger, so it is kept longer, never shorter);
 * - no row of any UPLOAD_URL_COLUMNS column ends in its key, and no image of a chapter or of a
 *   kept chapter version (CHAPTER_DOCUMENT_COLUMNS) shows it, checked through the columns' key
 *   indexes batch by batch right before that batch's deletions (so a record saved during the
 *   run still keeps its file);
 * - the database holds at least one image URL at all: with none, it is taken to be fresh or the
 *   wrong one for this store, and nothing is deleted.
 *
 * The run is incremental: each step judges CHECK_BATCH listed keys (a short statement of index
 * probes, then their deletions) and yields to the event loop before the next, so no step holds
 * the event loop or the embedded database for long, whatever the size of the tables or the store.
 *
 * Any failure (listing, the database, a deletion) rejects and stops the run with nothing more
 * deleted; the caller logs it and the next run starts over. Idempotent: several servers may sweep
 * the same store at once (deleting a missing key is not an error).
 */
export async function sweepOrphanedUploads(
  { storage, repo }: SweepDeps,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  const oldEnough = (key: string) => {
    const uploadedAt = uploadTimeOfKey(key);
    return uploadedAt !== null && uploadedAt <= cutoff;
  };
  if (!(await repo.anyImageUrlStored())) return 0;
  let deleted = 0;
  for (const bucket of SWEPT_BUCKETS) {
    const keys = await storage.list(`${bucket}/`);
    for (let at = 0; at < keys.length; at += CHECK_BATCH) {
      // Background work: requests waiting for the event loop or the database go first.
      await yieldToRequests();
      const batch = keys.slice(at, at + CHECK_BATCH).filter(oldEnough);
      const inUse = await repo.keysInUse(batch);
      for (const key of batch) {
        if (inUse.has(key)) continue;
        await storage.delete(key);
        deleted += 1;
      }
    }
  }
  return deleted;
}

/**
 * Runs the sweep UPLOADS_SWEEP_FIRST_DELAY_MS after start-up and then every
 * UPLOADS_SWEEP_INTERVAL_MS, in the background (background-job.ts: unref'd timers, `stop` on app
 * close). A failed run is logged and retried at the next tick, never thrown.
 */
export function scheduleOrphanedUploadsSweep(deps: SweepDeps, log: FastifyBaseLogger) {
  return scheduleBackgroundJob(
    {
      run: async () => {
        const n = await sweepOrphanedUploads(deps);
        if (n > 0) log.info({ deleted: n }, 'deleted uploaded images no record uses');
      },
      firstDelayMs: UPLOADS_SWEEP_FIRST_DELAY_MS,
      intervalMs: UPLOADS_SWEEP_INTERVAL_MS,
      failure: 'could not sweep orphaned uploads; retrying at the next run',
    },
    log,
  );
}
