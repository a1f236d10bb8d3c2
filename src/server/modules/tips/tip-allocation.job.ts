import type { FastifyBaseLogger } from 'fastify';
import { CURRENCY } from '@common/pricing';
import { closableMonths, monthBounds, TIP_ALLOCATION_CENTS } from '@common/tip-allocation';
import { tiersWith } from '@common/entitlements';
import type { Db } from '../../db/client';
import { scheduleBackgroundJob } from '../../background-job';
import { withTransaction } from '../../db/transactional';
import { notify } from '../notifications/notifications.service';
import { createAllocationRepository } from './tip-allocation.repository';
import { splitOf } from './tip-allocation.split';

export const TIP_ALLOCATION_INTERVAL_MS = 10 * 60_000;

/**
 * Closes one patron's month: claims the (patron, month) row, then records one paid tip per
 * creator of the split (source 'allocation', no story, no payment: the plan's payment paid it),
 * all in one transaction. A claim already made (another run, another server) answers false and
 * records nothing; a run that dies mid-way rolls its claim back with its tips, so the next run
 * closes the month whole. Each tip's key `allocation-<month>-<creator>` is unique per patron too.
 * The tips are dated the month's last millisecond: they count in the month they allocate.
 */
export async function closeAllocationMonth(
  db: Db,
  patronId: string,
  month: string,
  allocationCents: number,
  now: Date,
): Promise<number | null> {
  const monthStart = `${month}-01`;
  const paidAt = new Date(monthBounds(month).end.getTime() - 1);
  return withTransaction(db, createAllocationRepository, async (tx, handle) => {
    if (!(await tx.claimMonth(patronId, monthStart, allocationCents, now))) return null;
    const parts = (await splitOf(tx, patronId, monthStart, allocationCents)).filter((p) => p.cents > 0);
    const recorded = await tx.insertTips(
      parts.map((p) => ({
        tipperId: patronId,
        creatorId: p.creatorId,
        amountCents: p.cents,
        currency: CURRENCY,
        source: 'allocation',
        status: 'paid',
        idempotencyKey: `allocation-${month}-${p.creatorId}`,
        createdAt: now,
        paidAt,
      })),
    );
    await tx.setMonthTips(patronId, monthStart, recorded);
    for (const p of parts)
      await notify(handle, { recipientId: p.creatorId, kind: 'tip', actorId: patronId, storyId: null });
    return recorded;
  });
}

/**
 * One run of the month-end job: closes, oldest first, every month of the 12 before `now`'s (UTC)
 * that a patron's plan was paid for and that is not closed yet, so a month the job missed (the
 * server was off over a month end, a run failed) is closed by the next run. Idempotent per patron
 * and month: run it twice, or on two servers at once, and each is closed once (the claim in
 * closeAllocationMonth). A month older than 12 is left unclosed. Answers the months closed by
 * this run.
 */
export async function runTipAllocationJob(db: Db, now: Date = new Date()): Promise<number> {
  const repo = createAllocationRepository(db);
  let closed = 0;
  for (const month of closableMonths(now)) {
    const { end } = monthBounds(month);
    for (const tier of tiersWith('creatorTips')) {
      const allocationCents = TIP_ALLOCATION_CENTS[tier];
      for (const patronId of await repo.paidPatrons(tier, end, `${month}-01`)) {
        if ((await closeAllocationMonth(db, patronId, month, allocationCents, now)) !== null) closed += 1;
      }
    }
  }
  return closed;
}

/** Runs the month-end job a minute after start-up and then every 10 minutes (background-job.ts). */
export function scheduleTipAllocationJob(db: Db, log: FastifyBaseLogger) {
  return scheduleBackgroundJob(
    {
      run: async () => {
        const closed = await runTipAllocationJob(db);
        if (closed > 0) log.info({ closed }, 'closed monthly tip allocations');
      },
      firstDelayMs: 60_000,
      intervalMs: TIP_ALLOCATION_INTERVAL_MS,
      failure: 'could not run the tip allocation job',
    },
    log,
  );
}
