import { MARKETPLACE_GENRES, TEMPLATE_TYPES } from '@common/constants';
import {
  MARKETPLACE_SORT_LABELS,
  PRICE_FILTER_LABELS,
  STORY_SORTS,
  TEMPLATE_SORTS,
} from '@common/marketplace-constants';
import type { PriceFilter, TemplateSort } from '@common/schemas/marketplace';
import { countLabel } from '@common/plural';
import { ADVANCED_FILTER_KEYS } from '@common/advanced-filters';
import { formatNumber } from '@common/number-format';

/**
 * The marketplace's choices and words (SPEC section 2, Marketplace): tabs, chips, price filter and
 * sorts, and how each lives in the address (?tab=&category=&q=&price=&sort=). Pure, so the unit
 * tests check every label against the SPEC without a browser.
 */
export const MARKETPLACE_TABS = [
  { value: 'templates', label: 'Templates' },
  { value: 'completed', label: 'Completed Books' },
  { value: 'ongoing', label: 'Ongoing Stories' },
] as const;
export type MarketplaceTab = (typeof MARKETPLACE_TABS)[number]['value'];

/** A chip: '' is the "all" chip. */
export type Chip = { value: string; label: string };

export const TEMPLATE_CHIPS: readonly Chip[] = [
  { value: '', label: 'All Items' },
  ...TEMPLATE_TYPES.map((t) => ({ value: t, label: t })),
];
export const GENRE_CHIPS: readonly Chip[] = [
  { value: '', label: 'All Genres' },
  ...MARKETPLACE_GENRES.map((g) => ({ value: g, label: g })),
];

/** All Prices / Free / Paid / Exclusive (templates only); 'all' is kept out of the address. */
export const PRICE_OPTIONS = (['all', 'free', 'paid', 'exclusive'] as const).map((value) => ({
  value: value === 'all' ? '' : value,
  label: PRICE_FILTER_LABELS[value],
}));

export type MarketplaceSort = TemplateSort;
/** SPEC section 9: the default marketplace sort is popular. */
export const DEFAULT_SORT: MarketplaceSort = 'popular';

/** The sorts a tab offers, in the selector's order: the price sorts only on Templates. */
export const sortsFor = (tab: MarketplaceTab) =>
  (tab === 'templates' ? TEMPLATE_SORTS : STORY_SORTS).map((value) => ({
    value,
    label: MARKETPLACE_SORT_LABELS[value],
  }));
/** The category chips of a tab: template types on Templates, genres on the story tabs. */
export const chipsFor = (tab: MarketplaceTab): readonly Chip[] =>
  tab === 'templates' ? TEMPLATE_CHIPS : GENRE_CHIPS;

/** Everything the marketplace list depends on, as read from the address. */
export type MarketplaceView = {
  tab: MarketplaceTab;
  /** A template type on Templates, a genre on the story tabs; undefined is "All". */
  category?: string;
  q?: string;
  /** Templates only; undefined is All Prices. */
  price?: Exclude<PriceFilter, 'all'>;
  sort: MarketplaceSort;
};

const pick = <T extends string>(list: readonly { value: string }[], value: string | null): T | undefined =>
  (list.find((o) => o.value !== '' && o.value === value)?.value as T | undefined) ?? undefined;

/**
 * Reads the view from the query string; unknown values fall back to the defaults, and what does
 * not belong to the tab (a price filter or a price sort on a story tab) is dropped.
 */
export function parseMarketplaceParams(params: URLSearchParams): MarketplaceView {
  const tab = pick<MarketplaceTab>(MARKETPLACE_TABS, params.get('tab')) ?? 'templates';
  const q = params.get('q')?.trim() || undefined;
  return {
    tab,
    category: pick<string>(chipsFor(tab), params.get('category')),
    q,
    price:
      tab === 'templates' ? pick<Exclude<PriceFilter, 'all'>>(PRICE_OPTIONS, params.get('price')) : undefined,
    sort: pick<MarketplaceSort>(sortsFor(tab), params.get('sort')) ?? DEFAULT_SORT,
  };
}

/**
 * The query string of a view change. Switching the tab resets the category to all (SPEC) and
 * drops the template-only price filter and price sorts; the search stays.
 */
export function nextMarketplaceParams(
  current: URLSearchParams,
  change: Partial<Record<'tab' | 'category' | 'q' | 'price' | 'sort', string>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (change.tab !== undefined && change.tab !== (current.get('tab') ?? '')) {
    next.delete('category');
    // The advanced filters belong to the story tabs.
    if (!change.tab || change.tab === 'templates') for (const key of ADVANCED_FILTER_KEYS) next.delete(key);
    if (change.tab && change.tab !== 'templates') {
      next.delete('price');
      const sort = next.get('sort');
      if (sort && !sortsFor(change.tab as MarketplaceTab).some((s) => s.value === sort)) next.delete('sort');
    }
  }
  if (next.get('tab') === 'templates') next.delete('tab');
  if (next.get('sort') === DEFAULT_SORT) next.delete('sort');
  return next;
}

/** Whether any filter narrows the list (the sort does not): decides which empty state shows. */
export const isFiltered = (view: MarketplaceView): boolean => Boolean(view.category || view.q || view.price);

/**
 * 'N items found' on Templates, 'N stories found' on the story tabs; a count the server capped
 * reads e.g. '10,000+ items found'.
 */
export function resultCountLabel(tab: MarketplaceTab, count: number, capped = false): string {
  const [one, many] = tab === 'templates' ? ['item', 'items'] : ['story', 'stories'];
  // A capped count is never one: '1000+ items found'.
  if (capped) return `${formatNumber(count)}+ ${many} found`;
  return `${countLabel(count, one, many)} found`;
}
