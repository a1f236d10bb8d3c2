import type { Tier } from '@common/constants';
import type { BillingInterval } from '@common/schemas/billing';
import { priceCents } from '@common/pricing';
import { badRequest } from '../../errors';

/**
 * What a plan change costs now and when it applies (SPEC FAQ: change anytime with immediate
 * proration). Pure arithmetic on integer cents, no database:
 * - From a free tier or a comp: the new plan's full price, now ('new').
 * - To a higher monthly list price: now ('upgrade'). The new period starts now.
 * - Whatever starts now is paid first from the whole unused value of the current period (its
 *   price times the share of it left, rounded down to the cent), then from the account balance,
 *   then with money. Unused value beyond the price is never lost: it goes to the account balance
 *   (docs/decisions.md, account balance).
 * - To a lower monthly list price, or to a free tier: nothing now, at the period end ('downgrade').
 * - Same price level (monthly to yearly of a plan, or between plans of one price): monthly to
 *   yearly and plan switches apply now with the credit; yearly to monthly at the period end ('switch').
 */
export type CurrentPlan = {
  plan: Tier;
  interval: BillingInterval | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** False for free tiers, comps and lapsed subscriptions: nothing paid to credit. */
  paid: boolean;
  /** The account balance in cents, taken toward a price due now. */
  balanceCents: number;
};
export type Quote = {
  kind: 'new' | 'upgrade' | 'downgrade' | 'switch';
  priceCents: number;
  /** The whole unused value of the current period (not capped at the price). */
  prorationCreditCents: number;
  /** Taken from the account balance toward the price. */
  balanceAppliedCents: number;
  /** Unused value beyond the price: goes to the account balance. */
  toBalanceCents: number;
  amountDueCents: number;
  effective: 'now' | 'period_end';
  effectiveAt: Date;
  /** End of the new period when it starts now (null for a free tier). */
  periodEnd: Date | null;
};

export const ALREADY_ON_PLAN = 'You are already on this plan.';

export function addInterval(from: Date, interval: BillingInterval): Date {
  const end = new Date(from);
  if (interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The unused share of the current period's price, rounded down to the cent. */
export function unusedCredit(current: CurrentPlan, now: Date): number {
  if (!current.paid || !current.interval || !current.periodStart || !current.periodEnd) return 0;
  const total = current.periodEnd.getTime() - current.periodStart.getTime();
  const left = current.periodEnd.getTime() - now.getTime();
  if (total <= 0 || left <= 0) return 0;
  return Math.floor((priceCents(current.plan, current.interval) * Math.min(left, total)) / total);
}

export function quotePlanChange(
  current: CurrentPlan,
  target: { plan: Tier; interval: BillingInterval },
  now: Date,
): Quote {
  const price = priceCents(target.plan, target.interval);
  const targetFree = price === 0;
  const samePlan = current.plan === target.plan;
  if (samePlan && (targetFree || current.interval === target.interval)) throw badRequest(ALREADY_ON_PLAN);
  const startNow = (kind: Quote['kind'], credit: number): Quote => {
    const fromCredit = Math.min(credit, price);
    const balanceApplied = Math.min(current.balanceCents, price - fromCredit);
    return {
      kind,
      priceCents: price,
      prorationCreditCents: credit,
      balanceAppliedCents: balanceApplied,
      toBalanceCents: credit - fromCredit,
      amountDueCents: price - fromCredit - balanceApplied,
      effective: 'now',
      effectiveAt: now,
      periodEnd: targetFree ? null : addInterval(now, target.interval),
    };
  };
  const atPeriodEnd = (kind: Quote['kind']): Quote => ({
    kind,
    priceCents: price,
    prorationCreditCents: 0,
    balanceAppliedCents: 0,
    toBalanceCents: 0,
    amountDueCents: 0,
    effective: 'period_end',
    effectiveAt: current.periodEnd!,
    periodEnd: targetFree ? null : addInterval(current.periodEnd!, target.interval),
  });

  const hasPeriod = current.paid && current.periodEnd !== null && current.periodEnd > now;
  if (!hasPeriod) return startNow(targetFree ? 'switch' : 'new', 0);

  const credit = unusedCredit(current, now);
  const from = priceCents(current.plan, 'monthly');
  const to = priceCents(target.plan, 'monthly');
  if (to > from) return startNow('upgrade', credit);
  if (to < from) return atPeriodEnd('downgrade');
  if (samePlan && target.interval === 'monthly') return atPeriodEnd('switch');
  return startNow('switch', credit);
}
