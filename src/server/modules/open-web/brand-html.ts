import { THEME_TEXT_COLOURS, textOnAccent } from '@common/author-brand';
import type { Theme } from '@common/constants';
import type { PublicBrand } from '@common/schemas/author-brand';
import { escapeMarkup as e } from './markup';

/**
 * An author's brand on the server-rendered pages (issue 27, item 4): the author page, their
 * story pages and the reader, as the app draws them (components/author-brand). `brand` is what
 * modules/author-brand public-brand.ts lets the public see; with white-label on, the site's name
 * gives way to the author's in the header and the page names no Inkforge.
 */
export type PageBrand = { brand: PublicBrand; author: string; home: string };

/**
 * The accent behind text, with the text colour that reads on it in each theme (the accent was
 * checked against all of them when saved). The accent is a validated #rrggbb colour, so the
 * rules carry nothing a reader wrote.
 */
function accentStyle(accent: string): string {
  const rules = (Object.keys(THEME_TEXT_COLOURS) as Theme[]).map(
    (theme) => `[data-theme='${theme}'] [data-brand-accent]{color:${textOnAccent(accent, theme).colour}}`,
  );
  return `<style>[data-brand-accent]{background-color:${accent};color:${textOnAccent(accent, 'classic').colour}}${rules.join('')}</style>`;
}

/** The banner, logo and accent at the top of a branded page; empty when the brand has none of them. */
export function brandTop(page: PageBrand, compact = false): string {
  const { brand, author } = page;
  if (!brand.bannerImage && !brand.logoImage && !brand.accentColor) return '';
  const style = brand.accentColor ? accentStyle(brand.accentColor) : '';
  const height = compact ? 'h-12 sm:h-14' : 'h-16 sm:h-20';
  const banner = brand.bannerImage
    ? `<img src="${e(brand.bannerImage)}" alt="" class="${compact ? 'h-20 sm:h-24' : 'h-32 sm:h-44'} w-full object-cover">`
    : `<div class="${height}"></div>`;
  const logo = brand.logoImage
    ? `<img src="${e(brand.logoImage)}" alt="${e(author)}'s logo" class="absolute bottom-2 left-4 ${compact ? 'size-10 sm:size-12' : 'size-16 sm:size-20'} rounded-xl border-2 border-surface bg-surface object-contain shadow">`
    : '';
  return `${style}<div data-testid="author-brand-top" data-brand-accent class="relative overflow-hidden rounded-2xl border border-line">${banner}${logo}</div>`;
}

/** The footer line and the author's own site and newsletter; empty when the brand has none. */
export function brandFooter(page: PageBrand): string {
  const { brand } = page;
  if (!brand.footerLine && !brand.siteUrl && !brand.newsletterUrl) return '';
  const link = (href: string, label: string) =>
    `<a href="${e(href)}" rel="noopener nofollow ugc" target="_blank" class="font-semibold underline underline-offset-2">${label}</a>`;
  const accent = brand.accentColor ? ' data-brand-accent' : '';
  return (
    `<footer data-testid="author-brand-footer"${accent} class="flex flex-col gap-3 rounded-2xl px-5 py-4 text-sm sm:flex-row sm:items-center sm:justify-between${accent ? '' : ' border border-line bg-surface text-ink'}">` +
    (brand.footerLine ? `<p class="break-words">${e(brand.footerLine)}</p>` : '<span></span>') +
    `<nav aria-label="Author's links" class="flex flex-wrap gap-4">` +
    (brand.siteUrl ? link(brand.siteUrl, 'Website') : '') +
    (brand.newsletterUrl ? link(brand.newsletterUrl, 'Newsletter') : '') +
    `</nav></footer>`
  );
}

/** Whether the page must not name Inkforge (the author turned white-label on, on a plan with it). */
export const isWhiteLabel = (page: PageBrand | null | undefined): page is PageBrand =>
  Boolean(page?.brand.whiteLabel);

/** A page title without the site's name when the page is white-labelled. */
export const brandedTitle = (title: string, page: PageBrand | null | undefined) =>
  isWhiteLabel(page) ? title.replace(/ · Inkforge$/, '').replace(/ on Inkforge\.?$/, '') : title;
