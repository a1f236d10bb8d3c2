import { CURRENCY } from '@common/pricing';
import type { TipAllocation, TipAllocationRequest } from '@common/schemas/tip-allocation';
import { monthBounds, monthOf, tipAllocationCentsOf } from '@common/tip-allocation';
import type { Db } from '../../db/client';
import { can } from '../entitlements/entitlements.policy';
import { assertMaySplit, resolveShares } from './tip-allocation.policy';
import { createAllocationRepository } from './tip-allocation.repository';
import { splitOf } from './tip-allocation.split';

type Caller = { id: string; subscriptionTier: string };

/**
 * The patron's side of the monthly tip allocation (issue 26): this month's split and its preview
 * in cents, and saving a new split. The month's close is tip-allocation.job.ts.
 */
export function createTipAllocationService(db: Db, clock: () => Date = () => new Date()) {
  const repo = createAllocationRepository(db);

  return {
    /** GET /me/tip-allocation: the caller's own split, previewed for this month. */
    async get(me: Caller): Promise<TipAllocation> {
      const now = clock();
      const month = monthOf(now);
      const monthStart = `${month}-01`;
      const included = can(me.subscriptionTier, 'creatorTips');
      const allocationCents = included ? tipAllocationCentsOf(me.subscriptionTier) : 0;
      const [mode, shares, read, closed, preview] = await Promise.all([
        repo.findMode(me.id),
        repo.listShares(me.id),
        repo.readingMinutes(me.id, monthStart),
        repo.closedMonths(me.id),
        splitOf(repo, me.id, monthStart, allocationCents),
      ]);
      return {
        month,
        closesAt: monthBounds(month).end.toISOString(),
        included,
        allocationCents,
        currency: CURRENCY,
        mode: mode ?? 'reading-time',
        shares: (mode ?? 'reading-time') === 'reading-time' ? [] : shares.map(({ creatorId: _, ...s }) => s),
        preview: preview.map(({ creatorId: _, ...p }) => p),
        readThisMonth: read.map((r) => ({ creator: r.creator, minutes: r.minutes })),
        closed,
      };
    },

    /** PUT /me/tip-allocation: replaces the caller's split (Patron of the Arts only). */
    async save(me: Caller, body: TipAllocationRequest): Promise<TipAllocation> {
      assertMaySplit(me.subscriptionTier);
      const allocationCents = tipAllocationCentsOf(me.subscriptionTier);
      const shares = body.mode === 'reading-time' ? [] : body.shares;
      const named = shares.map((s) => s.creator);
      const found = named.length > 0 ? await repo.findCreators(named) : [];
      const amounts = body.mode === 'amount' ? body.shares.map((s) => s.amountCents) : null;
      const ids = resolveShares(me.id, named, found, amounts, allocationCents);
      await repo.transaction((tx) =>
        tx.replace(
          me.id,
          body.mode,
          shares.map((s, i) => ({
            creatorId: ids[i]!,
            percent: 'percent' in s ? s.percent : null,
            amountCents: 'amountCents' in s ? s.amountCents : null,
          })),
        ),
      );
      return this.get(me);
    },
  };
}

export type TipAllocationService = ReturnType<typeof createTipAllocationService>;
