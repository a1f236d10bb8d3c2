import type { Tier } from './constants';
import { planOf } from './plans';
import type { BillingInterval } from './schemas/billing';

/**
 * Prices in integer cents and the yearly saving, shared by the subscription page (which renders
 * 'Save $X per year') and the server (which charges these amounts). The plan cards in plans.ts
 * hold the spec's dollar prices; everything that computes works in cents so nothing drifts.
 */
export const CURRENCY = 'usd';

export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** The price of one interval of a plan, in cents (0 for Free and Audience Member). */
export function priceCents(tier: Tier, interval: BillingInterval): number {
  return toCents(planOf(tier).price[interval]);
}

/** SPEC section 2: X = max(0, 12 x monthly - yearly) in cents; null when the plan is free. */
export function yearlySavingCents(tier: Tier): number | null {
  const monthly = priceCents(tier, 'monthly');
  if (monthly === 0) return null;
  return Math.max(0, 12 * monthly - priceCents(tier, 'yearly'));
}

/** A dollar amount with 2 decimals ('$19.89'); 0 shows 'Free' (SPEC section 9). */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)}`;
}

/** 'Save $19.89 per year', or null when the plan has nothing to save. */
export function yearlySavingText(tier: Tier): string | null {
  const saving = yearlySavingCents(tier);
  return saving === null || saving === 0 ? null : `Save $${(saving / 100).toFixed(2)} per year`;
}
