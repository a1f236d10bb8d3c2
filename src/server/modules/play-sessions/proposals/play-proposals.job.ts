import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { scheduleBackgroundJob } from '../../../background-job';
import { createNameFinder } from './name-extract';
import type { PlayProposalsRepository } from './play-proposals.repository';

/** How often the job looks for ended sessions and queued runs; 'Find names' and imports wake it at once. */
export const PROPOSALS_JOB_INTERVAL_MS = 15_000;
/** Lines read between two progress writes (and two yields to the event loop). */
const CHUNK = 100;

/**
 * Runs every queued name-finding run, one session after another, and resolves to how many ran.
 * Ended sessions whose log was never read (or has grown since) are queued first. A run reads the
 * log in chunks, writing its progress and yielding to requests between them, then stores the
 * names (play-proposals.repository.ts `saveFound`: decided proposals stay as they were). A run
 * that throws is marked Failed and the next is taken. Idempotent: several servers may run it at
 * once (a run is claimed with SKIP LOCKED), and a run done twice stores the same proposals.
 */
export async function runProposalJobs(
  repo: PlayProposalsRepository,
  log?: FastifyBaseLogger,
): Promise<number> {
  await repo.queueEnded();
  let ran = 0;
  for (let sessionId = await repo.claimNext(); sessionId; sessionId = await repo.claimNext()) {
    try {
      const { lines, lastSeq } = await repo.logLines(sessionId);
      const finder = createNameFinder();
      for (let at = 0; at < lines.length; at += CHUNK) {
        finder.read(lines.slice(at, at + CHUNK));
        await repo.progress(sessionId, Math.min(95, Math.round(((at + CHUNK) / lines.length) * 95)));
        await yieldToRequests();
      }
      await repo.saveFound(sessionId, finder.result());
      await repo.finish(sessionId, 'Done', lastSeq);
    } catch (err) {
      log?.warn({ err, sessionId }, 'could not find names in a play log');
      await repo.finish(sessionId, 'Failed');
    }
    ran += 1;
  }
  return ran;
}

/**
 * The proposals job in the background of a serving app (background-job.ts): every
 * PROPOSALS_JOB_INTERVAL_MS, and at once when `kick` is called (after 'Find names' or an
 * import). Never two runs of it at once in this process.
 */
export function scheduleProposalJobs(repo: PlayProposalsRepository, log: FastifyBaseLogger) {
  let running: Promise<unknown> | undefined;
  let again = false;
  const runNow = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = runProposalJobs(repo, log)
      .catch((err: unknown) => log.warn({ err }, 'could not run the proposals job'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          runNow();
        }
      });
  };
  const scheduled = scheduleBackgroundJob(
    {
      run: async () => {
        runNow();
        await running;
      },
      firstDelayMs: PROPOSALS_JOB_INTERVAL_MS,
      intervalMs: PROPOSALS_JOB_INTERVAL_MS,
      failure: 'could not run the proposals job',
    },
    log,
  );
  return {
    kick: runNow,
    async stop() {
      await scheduled.stop();
      await running;
    },
  };
}
