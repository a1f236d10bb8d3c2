/**
 * The marketplace's constants and formatters without zod (SPEC sections 2 and 9), so the browse
 * screens and the template card load no schema library; `schemas/marketplace.ts` re-exports them
 * and builds its schemas from them.
 */
import { PAGE_SIZES } from './constants';

export const MARKETPLACE_PAGE_SIZE = PAGE_SIZES.marketplace;

export const TEMPLATE_LICENCES = ['personal', 'commercial'] as const;
export type TemplateLicence = (typeof TEMPLATE_LICENCES)[number];
/** Shown beside the licence (SPEC FAQ: creators own what they make). */
export const TEMPLATE_LICENCE_LABELS: Record<TemplateLicence, string> = {
  personal: 'Personal use',
  commercial: 'Commercial use',
};
/** 'private': a custom template (issue 27) its creator keeps and uses, never listed or sold. */
export const TEMPLATE_STATUSES = ['published', 'unpublished', 'private'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const TEMPLATE_SORTS = ['popular', 'rated', 'newest', 'price_asc', 'price_desc'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];
export const STORY_SORTS = ['popular', 'rated', 'newest'] as const;
export type MarketplaceStorySort = (typeof STORY_SORTS)[number];
/** The sort selector's labels (SPEC section 2); the price sorts are offered on the Templates tab only. */
export const MARKETPLACE_SORT_LABELS: Record<TemplateSort, string> = {
  popular: 'Most Popular',
  rated: 'Highest Rated',
  newest: 'Newest',
  price_asc: 'Price Low to High',
  price_desc: 'Price High to Low',
};
/** Free and Paid list templates on sale; Exclusive lists the exclusive ones (never sold, issue 27). */
export const PRICE_FILTERS = ['all', 'free', 'paid', 'exclusive'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
export const PRICE_FILTER_LABELS: Record<PriceFilter, string> = {
  all: 'All Prices',
  free: 'Free',
  paid: 'Paid',
  exclusive: 'Exclusive',
};
/** Completed Books list status Complete, Ongoing Stories status Active (SPEC section 4). */
export const MARKETPLACE_STORY_STATUSES = ['Complete', 'Active'] as const;

/** A price is 0 (free) or between these, in dollars with at most 2 decimals. */
export const TEMPLATE_PRICE_MIN = 0.99;
export const TEMPLATE_PRICE_MAX = 999.99;
export const TEMPLATE_PRICE_MESSAGE = 'Price must be 0 (free) or between $0.99 and $999.99';
export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_DESCRIPTION_MAX = 5000;
export const TEMPLATE_CHANGELOG_MAX = 2000;
/** The largest content document, measured as UTF-8 JSON. */
export const TEMPLATE_CONTENT_MAX_BYTES = 200_000;
export const TEMPLATE_CONTENT_TOO_LARGE = 'Template content is too large (at most 200 KB)';
/** The count listed next to downloads on a card: floor(downloads x 2.3) (SPEC section 2). */
export const derivedDownloadCount = (downloads: number): number => Math.floor((downloads * 23) / 10);
/** 'Free' for 0, else '$X.XX' (SPEC section 9). */
export const formatTemplatePrice = (price: number): string => (price === 0 ? 'Free' : `$${price.toFixed(2)}`);

/** Browse counts stop here: above it the screen says e.g. '1000+ items found'. */
export const MARKETPLACE_COUNT_CAP = 1000;

/** DELETE refused: someone bought it. */
export const TEMPLATE_SOLD_CODE = 'TEMPLATE_SOLD';
export const TEMPLATE_SOLD_MESSAGE =
  'This template has buyers, so it cannot be deleted. Unpublish it instead: buyers keep access and it leaves the marketplace.';

/**
 * The refund right of a bought template, as the buyer reads it before paying (the server's
 * refund applies exactly this): within 30 days of paying, while the buyer has not used ('Use
 * this template') or exported it, and once per template: bought again after a refund, it is
 * final. A refund removes the template from My Templates and the buyer's review of it.
 */
export const TEMPLATE_REFUND_TERMS =
  'Refunds within 30 days while you have not used or exported the template, once per template.';
