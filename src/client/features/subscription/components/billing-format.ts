/**
 * Dates and periods as the billing screens show them. Amounts use formatCents (common/pricing):
 * unlike a plan price (where 0 reads 'Free'), an amount due or paid always shows dollars.
 */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'December 23, 2026'; an empty string for a missing date. */
export const formatDate = (iso: string | null | undefined): string =>
  iso ? longDate.format(new Date(iso)) : '';

/** 'monthly' -> 'Monthly', for labels. */
export const intervalLabel = (interval: string | null): string =>
  interval === 'yearly' ? 'Yearly' : interval === 'monthly' ? 'Monthly' : 'No billing period';
