/**
 * How prices read on screen (SPEC section 9: a dollar amount with 2 decimals, 0 shows Free) and
 * the yearly saving of a plan (SPEC section 2: X = max(0, 12 x monthly - yearly)). Sums are done
 * in whole cents, so 12 x 9.99 - 99.99 is 19.89 and never 19.889999.
 */
import type { Plan } from './plans';

/** Billing period of a plan. */
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** Dollars to whole cents, rounding away float noise (9.99 -> 999). */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** '$1,234.50' from cents; negative amounts read '-$5.00'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A plan price as the cards show it: 'Free' for 0, else '$9.99'. */
export function formatPlanPrice(dollars: number): string {
  const cents = toCents(dollars);
  return cents === 0 ? 'Free' : formatCents(cents);
}

/** What a year costs less when paid yearly, in cents: max(0, 12 x monthly - yearly). */
export function yearlySavingCents(price: Plan['price']): number {
  return Math.max(0, 12 * toCents(price.monthly) - toCents(price.yearly));
}

/** The yearly view's 'Save $X per year' line, or null when there is nothing saved (free plans). */
export function yearlySavingLabel(price: Plan['price']): string | null {
  const cents = yearlySavingCents(price);
  return cents > 0 ? `Save ${formatCents(cents)} per year` : null;
}
