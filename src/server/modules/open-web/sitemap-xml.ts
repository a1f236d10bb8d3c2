import { escapeMarkup } from './markup';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const XML_TYPE = 'application/xml; charset=utf-8';

/** A sitemap index (sitemaps.org protocol 0.9) listing the sitemap pages. */
export function sitemapIndexXml(pages: string[]): string {
  const items = pages.map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>\n`).join('');
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${items}</sitemapindex>\n`;
}

/** One sitemap page: a urlset of absolute URLs with their last change (W3C datetime), when known. */
export function urlsetXml(entries: { loc: string; lastmod: string | null }[]): string {
  const items = entries
    .map(
      ({ loc, lastmod }) =>
        `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}</url>\n`,
    )
    .join('');
  return `${HEAD}<urlset xmlns="${NS}">\n${items}</urlset>\n`;
}
