import type { FastifyBaseLogger } from 'fastify';
import { AUTO_ACCEPT_DAYS } from '@common/commissions';
import type { Db } from '../../db/client';
import { scheduleBackgroundJob } from '../../background-job';
import { withTransaction } from '../../db/transactional';
import { releaseDelivered } from './commission-steps';
import { createCommissionsRepository } from './commissions.repository';

const DAY = 24 * 60 * 60 * 1000;
export const COMMISSION_AUTO_ACCEPT_INTERVAL_MS = 10 * 60_000;

/**
 * One run of the auto-accept job: every delivery older than AUTO_ACCEPT_DAYS that the patron has
 * not accepted is accepted for them and its held money released to the creator. Each commission
 * moves in its own transaction under its row lock with UPDATE ... WHERE state = 'delivered', and
 * the ledger's settlement is unique: run it twice, on two servers, or racing the patron's own
 * acceptance, and the money is released once. Answers how many this run released.
 */
export async function runCommissionAutoAccept(db: Db, now: Date = new Date()): Promise<number> {
  const due = await createCommissionsRepository(db).deliveredBefore(
    new Date(now.getTime() - AUTO_ACCEPT_DAYS * DAY),
  );
  let released = 0;
  for (const id of due) {
    const done = await withTransaction(db, async (tx) => {
      await createCommissionsRepository(tx).lock(id);
      return releaseDelivered(
        tx,
        id,
        null,
        `Accepted automatically ${AUTO_ACCEPT_DAYS} days after delivery`,
        now,
      );
    });
    if (done) released += 1;
  }
  return released;
}

/** Runs the auto-accept job a minute after start-up and then every 10 minutes (background-job.ts). */
export function scheduleCommissionAutoAccept(db: Db, log: FastifyBaseLogger) {
  return scheduleBackgroundJob(
    {
      run: async () => {
        const released = await runCommissionAutoAccept(db);
        if (released > 0) log.info({ released }, 'accepted commission deliveries automatically');
      },
      firstDelayMs: 60_000,
      intervalMs: COMMISSION_AUTO_ACCEPT_INTERVAL_MS,
      failure: 'could not run the commission auto-accept job',
    },
    log,
  );
}
