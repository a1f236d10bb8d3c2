import type { Tier } from './constants';
import { planOf, type Plan } from './plans';
import type { BillingInterval } from './schemas/billing';

/**
 * Prices and the yearly saving, shared by the subscription page (which renders them) and the
 * server (which charges them). SPEC section 9: a dollar amount with 2 decimals, 0 shows Free;
 * SPEC section 2: X = max(0, 12 x monthly - yearly). The plan cards in plans.ts hold the spec's
 * dollar prices; every sum is done in whole cents, so 12 x 9.99 - 99.99 is 19.89, never 19.889999.
 */
export { BILLING_INTERVALS, type BillingInterval } from './schemas/billing';
export const CURRENCY = 'usd';

/** Dollars to whole cents, rounding away float noise (9.99 -> 999). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** The price of one interval of a plan, in cents (0 for Free and Audience Member). */
export function priceCents(tier: Tier, interval: BillingInterval): number {
  return toCents(planOf(tier).price[interval]);
}

/** '$1,234.50' from cents; negative amounts read '-$5.00'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A price in cents as the cards show it: 'Free' for 0, else '$99.99'. */
export const formatPrice = (cents: number): string => (cents === 0 ? 'Free' : formatCents(cents));

/** A plan price in dollars as the cards show it: 'Free' for 0, else '$9.99'. */
export const formatPlanPrice = (dollars: number): string => formatPrice(toCents(dollars));

/** What a year costs less when paid yearly, in cents: max(0, 12 x monthly - yearly). */
export function yearlySavingCents(price: Plan['price']): number {
  return Math.max(0, 12 * toCents(price.monthly) - toCents(price.yearly));
}

/** The yearly view's 'Save $X per year' line, or null when there is nothing saved (free plans). */
export function yearlySavingLabel(price: Plan['price']): string | null {
  const cents = yearlySavingCents(price);
  return cents > 0 ? `Save ${formatCents(cents)} per year` : null;
}

/** 'Save $19.89 per year' for a tier, or null for Free and Audience Member. */
export const yearlySavingText = (tier: Tier): string | null => yearlySavingLabel(planOf(tier).price);
