/**
 * Money and dates as the billing screens show them. Amounts come from the server in integer
 * cents; unlike a plan price (where 0 reads 'Free'), an amount due or paid always shows dollars,
 * so nothing due now reads '$0.00'.
 */
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** '$1,234.50' (US dollars: the one currency the plans are sold in). */
export const formatAmount = (cents: number): string => money.format(cents / 100);

/** 'December 23, 2026'; an empty string for a missing date. */
export const formatDate = (iso: string | null | undefined): string => (iso ? longDate.format(new Date(iso)) : '');

/** 'monthly' -> 'Monthly', for labels. */
export const intervalLabel = (interval: string | null): string =>
  interval === 'yearly' ? 'Yearly' : interval === 'monthly' ? 'Monthly' : 'No billing period';
