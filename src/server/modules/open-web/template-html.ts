import { EXCLUSIVE_MESSAGES, EXCLUSIVE_PLAN } from '@common/exclusive-templates';
import { TEMPLATE_LICENCE_LABELS, formatTemplatePrice } from '@common/marketplace-constants';
import { formatNumber } from '@common/number-format';
import { countLabel, pluralNoun } from '@common/plural';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { escapeMarkup as e } from './markup';
import { appPage } from './page-html';
import {
  ACCENT,
  BADGE,
  BUTTON_BASE,
  BUTTON_MD,
  BUTTON_SM,
  FADED,
  GHOST,
  NEUTRAL,
  PRIMARY,
  SECONDARY,
  SOLID,
  iconBox as icon,
} from './page-html-styles';
import type { SiteUrls } from './page-view';

/**
 * A template's page (/marketplace/templates/{id}) as a guest's browser first shows it, drawn with
 * the app's own classes (features/marketplace: TemplatePage, TemplateCover, TemplateFacts,
 * TemplateActions, ExclusiveLock): the back link, the cover, the badges, the name, the creator,
 * the rating, downloads and licence, the price, the guest's buy area and the description. What
 * follows below (the content preview, reviews, versions) is the app's alone: it appears under
 * what is drawn, so nothing in view moves when the app hands over (TemplatePage, once the
 * template and the session are in). The template skeleton test compares the two sides.
 * The button is `disabled` until then (links work), ids are prefixed `ssr-` and there are no test
 * ids, so nothing answers to the app's names twice. Every stored string goes through escapeMarkup.
 */

/** The sign-in address that comes back to `path` (client lib/redirect-target.ts loginPathFor). */
const signInPath = (path: string) => `/login?${new URLSearchParams({ redirectTo: path }).toString()}`;

const LINK = 'font-semibold text-accent underline';

/** TemplateCover: the cover, loaded first (it is the largest thing in view on a phone), or the placeholder with the name. */
function cover(t: TemplateDetail): string {
  const frame = 'aspect-[4/3] w-full overflow-hidden rounded-2xl border border-line shadow-md';
  if (t.coverImage)
    return `<div class="${frame}"><img src="${e(t.coverImage)}" alt="" fetchpriority="high" class="size-full object-cover"></div>`;
  return (
    `<div aria-hidden="true" class="${frame} flex flex-col items-center justify-center gap-3 bg-linear-to-br from-hero to-hero-deep p-6 text-center">` +
    `${icon('size-12 text-hero-accent')}<span class="line-clamp-3 font-display text-xl font-semibold text-on-hero">${e(t.name)}</span></div>`
  );
}

const badge = (tone: string, inner: string) => `<span class="${BADGE} ${tone}">${inner}</span>`;

/** One figure of the facts' list: an icon and a screen reader's term, then the value. */
const figure = (term: string, value: string) =>
  `<div class="flex items-center gap-1.5"><dt>${icon('block size-4')}<span class="sr-only">${term}</span></dt><dd>${value}</dd></div>`;

/** TemplateFacts for a published template: badges, name, creator, figures and the price. */
function facts(t: TemplateDetail): string {
  const paid = t.price > 0 || t.exclusive;
  const badges =
    badge(
      paid ? SOLID : NEUTRAL,
      `${t.exclusive ? icon('size-3.5') : ''}${t.exclusive ? 'Exclusive' : t.price > 0 ? 'Premium' : 'Free'}`,
    ) +
    badge(ACCENT, `<span class="sr-only">Type: </span>${e(t.type)}`) +
    (t.category ? badge(NEUTRAL, `<span class="sr-only">Category: </span>${e(t.category)}`) : '');
  const rating =
    t.rating === null
      ? 'No ratings yet'
      : `<span class="font-semibold text-ink">${(Math.round(t.rating * 10) / 10).toFixed(1)}</span>`;
  const derived = t.derivedCount;
  const price = t.exclusive
    ? `<p class="mt-5 font-display text-2xl font-bold text-ink"><span class="mr-2 align-middle font-sans text-sm font-medium text-ink-muted">Included with</span>${e(EXCLUSIVE_PLAN)}</p>`
    : `<p class="mt-5 font-display text-3xl font-bold text-ink">${e(formatTemplatePrice(t.price))}</p>`;
  return (
    `<div><div class="flex flex-wrap gap-1.5">${badges}</div>` +
    `<h1 class="mt-3 font-display text-3xl font-bold tracking-tight break-words text-ink sm:text-4xl">${e(t.name)}</h1>` +
    `<p class="mt-1.5 text-ink-muted">by <a href="/authors/${e(encodeURIComponent(t.creator.username))}" class="font-semibold text-accent">${e(t.creator.username)}</a></p>` +
    `<dl class="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">` +
    figure('Rating', `${rating} · ${e(countLabel(t.reviewCount, 'review'))}`) +
    figure('Downloads', e(countLabel(t.downloads, 'download'))) +
    figure(
      'Creators reached',
      `${formatNumber(derived)}<span aria-hidden="true"> ${pluralNoun(derived, 'creator reached', 'creators reached')}</span>`,
    ) +
    figure('Licence', e(TEMPLATE_LICENCE_LABELS[t.licence])) +
    `</dl>${price}</div>`
  );
}

/** TemplateActions as a guest sees them: the plan of an exclusive one, sign in to download, or Upgrade Required. */
function guestActions(t: TemplateDetail): string {
  const signIn = e(signInPath(`/marketplace/templates/${t.id}`));
  if (t.exclusive)
    return (
      `<div class="max-w-md rounded-xl border border-accent/40 bg-accent/5 p-4">` +
      `<p class="flex items-center gap-2 font-semibold text-ink">${icon('size-4 text-accent')}Exclusive to ${e(EXCLUSIVE_PLAN)}</p>` +
      `<p class="mt-1 text-sm text-ink-muted">${e(EXCLUSIVE_MESSAGES.locked)}</p>` +
      `<p class="mt-2 text-sm"><a href="${signIn}" class="${LINK}">Sign in</a></p></div>`
    );
  if (t.price <= 0)
    return `<a href="${signIn}" class="${BUTTON_BASE} ${PRIMARY} ${BUTTON_MD}">${icon('size-4')}Sign in to download</a>`;
  return (
    `<div class="max-w-xs"><button type="button" disabled="" aria-describedby="ssr-template-hint" class="${BUTTON_BASE} ${FADED} ${SECONDARY} ${BUTTON_MD} w-full">` +
    `${icon('size-4')}Upgrade Required</button>` +
    `<p id="ssr-template-hint" class="mt-2 text-sm text-ink-muted">Requires paid subscription to purchase. <a href="${signIn}" class="${LINK}">Sign in</a></p></div>`
  );
}

/** The page's first screen; `t` is the template as the API answers a guest (published, viewer null). */
export function templateBody(urls: SiteUrls, t: TemplateDetail): string {
  return appPage(
    urls,
    `<div class="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">` +
      `<div class="mb-4"><a href="/marketplace" class="${BUTTON_BASE} ${GHOST} ${BUTTON_SM} -ml-3">${icon('size-4')}Back to marketplace</a></div>` +
      `<div class="grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-10">${cover(t)}` +
      `<div class="min-w-0">${facts(t)}<div class="mt-5 space-y-3"><div class="space-y-3">${guestActions(t)}</div></div></div></div>` +
      `<div class="mt-10 grid gap-6 lg:grid-cols-[1fr_22rem]"><div class="min-w-0 space-y-6">` +
      `<section aria-labelledby="ssr-about-heading"><h2 id="ssr-about-heading" class="font-display text-xl font-semibold text-ink">About this template</h2>` +
      `<p class="mt-2 whitespace-pre-line text-ink">${e(t.description || 'No description yet.')}</p></section></div></div></div>`,
  );
}
