import { TEMPLATE_TYPES } from '@common/constants';
import { EXCLUSIVE_PLAN } from '@common/exclusive-templates';
import {
  MARKETPLACE_SORT_LABELS,
  PRICE_FILTER_LABELS,
  PRICE_FILTERS,
  TEMPLATE_SORTS,
  formatTemplatePrice,
} from '@common/marketplace-constants';
import { formatNumber } from '@common/number-format';
import { countLabel, pluralNoun } from '@common/plural';
import type { TemplateCard, TemplateListPage } from '@common/schemas/marketplace';
import { icon, inlineSelect, searchField } from './app-controls-html';
import { escapeMarkup as e } from './markup';
import { appPage } from './page-html';
import {
  BADGE,
  BUTTON_BASE as BUTTON,
  BUTTON_SM,
  FADED,
  NEUTRAL,
  PRIMARY,
  SECONDARY,
  SOLID,
} from './page-html-styles';
import type { SiteUrls } from './page-view';

/**
 * /marketplace as a guest's browser first shows it (Templates tab, no filters, sorted by
 * popularity), drawn with the app's own classes: the page's header, the tabs, the filters, the
 * result count and the first cards of the list the app then asks for
 * (features/marketplace: MarketplacePage, MarketplaceTabs, MarketplaceFilters,
 * MarketplaceResults, TemplateCardView). The app hands over once its list is here, so what is in
 * view keeps its place and size. The marketplace skeleton test compares the two sides.
 * Controls are `disabled` until then (they would do nothing; links work), ids are prefixed `ssr-`
 * and there are no test ids, so nothing answers to the app's names twice. Every stored string
 * goes through escapeMarkup.
 */

/** Cards drawn by the server: enough to fill the first screen at any width (the app draws the rest). */
export const SERVER_DRAWN_CARDS = 6;
/** Cards whose cover loads at once (the first row at the widest layout); the rest load lazily. */
const EAGER_COVERS = 3;

const TAB =
  'inline-flex min-w-0 items-center justify-center gap-2 rounded-lg px-2 py-2 text-center text-sm leading-tight font-semibold sm:px-3';
const CHIP = 'rounded-full border px-3.5 py-1.5 text-sm font-medium';

function tabs(): string {
  const list: [string, string][] = [
    ['templates', 'Templates'],
    ['completed', 'Completed Books'],
    ['ongoing', 'Ongoing Stories'],
  ];
  const tab = ([id, label]: [string, string]) => {
    const on = id === 'templates';
    return (
      `<button type="button" role="tab" id="ssr-marketplace-tab-${id}" aria-selected="${on}" aria-controls="ssr-marketplace-panel" tabindex="${on ? 0 : -1}" disabled="" ` +
      `class="${TAB} ${on ? 'bg-surface text-accent shadow-sm' : 'text-ink-muted'}">${icon('hidden size-4 shrink-0 sm:block')}${label}</button>`
    );
  };
  // The app's TabStrip sets the same column template as a style (the CSP allows inline styles).
  return (
    `<div role="tablist" aria-label="Marketplace sections" class="grid gap-1 rounded-xl border border-line bg-surface-muted p-1" ` +
    `style="grid-template-columns:repeat(${list.length}, minmax(0, 1fr))">${list.map(tab).join('')}</div>`
  );
}

function filters(): string {
  const chips = [['', 'All Items'], ...TEMPLATE_TYPES.map((t) => [t, t])]
    .map(
      ([value, label], i) =>
        `<button type="button" aria-pressed="${i === 0}" disabled="" class="${CHIP} ${value === '' ? 'border-accent bg-accent text-on-accent' : 'border-line bg-surface text-ink'}">${e(label!)}</button>`,
    )
    .join('');
  return (
    `<div role="search" class="space-y-4">` +
    `<div role="group" aria-label="Template category" class="flex flex-wrap gap-2">${chips}</div>` +
    `<div class="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem_15rem]">` +
    searchField('ssr-market-q', 'Search templates', 'Search templates by name or description') +
    inlineSelect(
      'ssr-market-price',
      'Price',
      PRICE_FILTERS.map((p) => [p === 'all' ? '' : p, PRICE_FILTER_LABELS[p]]),
      '',
    ) +
    inlineSelect(
      'ssr-market-sort',
      'Sort',
      TEMPLATE_SORTS.map((s) => [s, MARKETPLACE_SORT_LABELS[s]]),
      'popular',
    ) +
    `</div></div>`
  );
}

/** A guest's button on a card (features/marketplace template-action.ts: download, upgrade or exclusive). */
function guestAction(t: TemplateCard, hintId: string): string {
  const hint = (text: string) =>
    `<p id="${hintId}" class="mt-2 text-center text-xs text-ink-muted">${text}</p>`;
  const disabled = (label: string) =>
    `<button type="button" class="${BUTTON} ${FADED} ${SECONDARY} ${BUTTON_SM} w-full" disabled="" aria-describedby="${hintId}">${icon('size-4')}${e(label)}</button>`;
  if (t.exclusive)
    return (
      disabled(`${EXCLUSIVE_PLAN} only`) +
      hint(
        `Included with ${e(EXCLUSIVE_PLAN)}. <a href="/subscription" class="font-semibold text-accent underline">See plans</a>`,
      )
    );
  if (t.price <= 0)
    return `<button type="button" class="${BUTTON} ${PRIMARY} ${BUTTON_SM} w-full" disabled="">${icon('size-4')}Download<span class="sr-only"> ${e(t.name)}</span></button>`;
  return disabled('Upgrade Required') + hint('Requires paid subscription to purchase');
}

/** One card as the shared TemplateCard draws it for a guest (components/template-card). */
function card(t: TemplateCard, index: number): string {
  const nameId = `ssr-template-${index}`;
  const badge = t.exclusive ? 'Exclusive' : t.price > 0 ? 'Premium' : 'Free';
  const badgeClass = badge === 'Free' ? `${NEUTRAL} bg-surface` : SOLID;
  const cover = t.coverImage
    ? `<img src="${e(t.coverImage)}" alt=""${index < EAGER_COVERS ? (index === 0 ? ' fetchpriority="high"' : '') : ' loading="lazy"'} class="size-full object-cover">`
    : icon('absolute right-4 bottom-3 size-10 text-on-hero-muted/70');
  const category = t.category
    ? `<span class="${BADGE} ${NEUTRAL} bg-surface"><span class="sr-only">Category: </span>${e(t.category)}</span>`
    : '';
  const rating =
    t.rating === null
      ? '<span class="font-normal text-ink-muted">No ratings</span>'
      : (Math.round(t.rating * 10) / 10).toFixed(1);
  const derived = t.derivedCount;
  const figure = (iconLabel: string, value: string) =>
    `<div class="flex items-center gap-1.5"><dt>${icon('block size-4')}<span class="sr-only">${iconLabel}</span></dt><dd>${value}</dd></div>`;
  return (
    `<li class="flex"><article aria-labelledby="${nameId}" class="flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">` +
    `<div class="relative h-32 shrink-0 bg-linear-to-br from-hero to-hero-deep">${cover}` +
    `<div class="absolute top-3 left-3 flex flex-wrap gap-1.5"><span class="${BADGE} ${badgeClass}">${t.exclusive ? icon('size-3.5') : ''}${badge}</span>${category}</div></div>` +
    `<div class="flex flex-1 flex-col p-5"><div class="flex items-start justify-between gap-3">` +
    `<h2 id="${nameId}" class="font-display text-lg leading-snug font-semibold break-words text-ink"><a href="/marketplace/templates/${e(t.id)}">${e(t.name)}</a></h2>` +
    `<span class="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-ink">${icon('size-4')}<span class="sr-only">Rating: </span>${rating}</span></div>` +
    `<p class="mt-1 text-sm font-medium text-accent"><span class="sr-only">Type: </span>${e(t.type)}</p>` +
    (t.description ? `<p class="mt-3 line-clamp-3 text-sm text-ink">${e(t.description)}</p>` : '') +
    `<div class="mt-auto pt-5"><dl class="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">` +
    figure('Downloads', formatNumber(t.downloads)) +
    figure(
      'Creators reached',
      `${formatNumber(derived)}<span aria-hidden="true"> ${pluralNoun(derived, 'creator reached', 'creators reached')}</span>`,
    ) +
    `<div class="ml-auto"><dt class="sr-only">${t.exclusive ? 'Exclusive to' : 'Price'}</dt>` +
    `<dd class="${t.exclusive ? 'text-sm font-semibold text-accent' : 'font-display text-lg font-bold text-ink'}">${e(t.exclusive ? EXCLUSIVE_PLAN : formatTemplatePrice(t.price))}</dd></div></dl>` +
    `<div class="mt-4">${guestAction(t, `${nameId}-hint`)}</div></div></div></article></li>`
  );
}

/** The result count as the app words it ('12 items found', '1,000+ items found'). */
const resultCount = (page: TemplateListPage) =>
  page.totalCapped
    ? `${formatNumber(page.total)}+ items found`
    : `${countLabel(page.total, 'item', 'items')} found`;

/** The whole page; `page` is the list's first page as a guest gets it (at least one template). */
export function marketplaceBody(urls: SiteUrls, page: TemplateListPage): string {
  const cards = page.items.slice(0, SERVER_DRAWN_CARDS).map(card).join('');
  return appPage(
    urls,
    `<div class="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">` +
      `<header class="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"><div class="flex items-start gap-4">` +
      icon(
        'hidden size-12 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent sm:flex',
      ) +
      `<div><h1 class="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">Marketplace</h1>` +
      `<p class="mt-1.5 max-w-2xl text-ink-muted">Templates that become real stories, worlds and characters in one click, and books from the community.</p></div></div></header>` +
      `<div class="mt-6">${tabs()}</div><div class="mt-5">${filters()}</div>` +
      `<div id="ssr-marketplace-panel" role="tabpanel" aria-labelledby="ssr-marketplace-tab-templates" class="mt-6">` +
      `<div aria-live="polite"></div><div><p role="status" class="mb-4 text-sm font-medium text-ink-muted">${e(resultCount(page))}</p>` +
      `<ul aria-label="Templates" class="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">${cards}</ul>` +
      `<div class="mt-8 flex flex-col items-center gap-3"></div></div></div></div>`,
  );
}
