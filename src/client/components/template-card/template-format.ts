/**
 * How the marketplace writes template numbers (SPEC sections 2 and 9): prices as a dollar amount
 * with 2 decimals and 0 as 'Free', the card's derived second count, and the badge.
 */

import { derivedDownloadCount, formatTemplatePrice } from '@common/marketplace-constants';
import { EXCLUSIVE_PLAN } from '@common/exclusive-templates';
import { formatNumber } from '@common/number-format';
import { pluralNoun } from '@common/plural';

/** '$4.99', or 'Free' for 0 (the contract's one formatter). */
export const formatPrice = formatTemplatePrice;

/** An amount in cents as dollars, e.g. 499 -> '$4.99' (earnings; 0 stays '$0.00'). */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The card's second count: downloads x 2.3 rounded down (SPEC section 2), in integer arithmetic. */
export const derivedCount = derivedDownloadCount;

/**
 * The words after the derived count, so it reads '23 creators reached' on screen (a bare '23'
 * beside the download count said nothing). Screen readers already hear the list's term.
 */
export const derivedCountWords = (n: number): string => pluralNoun(n, 'creator reached', 'creators reached');

/** 'Free' for a free template, 'Premium' for a paid one, 'Exclusive' for an exclusive one (never sold). */
export const priceBadge = (price: number, exclusive = false): 'Exclusive' | 'Free' | 'Premium' =>
  exclusive ? 'Exclusive' : price > 0 ? 'Premium' : 'Free';

/** Where the price goes: the plan that includes an exclusive template ('Master Weaver'), else the price. */
export const priceOrPlan = (template: { price: number; exclusive: boolean }): string =>
  template.exclusive ? EXCLUSIVE_PLAN : formatTemplatePrice(template.price);

/** 1,234: the app's one number format. */
export const formatCount = formatNumber;

/** The rating to 1 decimal, e.g. 4.0. */
export const formatRating = (rating: number): string => (Math.round(rating * 10) / 10).toFixed(1);
