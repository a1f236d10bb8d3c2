import { escapeMarkup } from './markup';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const XML_TYPE = 'application/xml; charset=utf-8';

/** A sitemap index (sitemaps.org protocol 0.9) listing the sitemap pages. */
export function sitemapIndexXml(pages: string[]): string {
  const items = pages.map((loc) => `<sitemap><loc>${escapeMarkup(loc)}</loc></sitemap>\n`).join('');
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${items}</sitemapindex>\n`;
}

/**
 * One sitemap page written entry by entry: a urlset of absolute URLs with their last change (W3C
 * datetime), when known. A page holds up to 50,000 entries; appending each to the text as its row
 * is read keeps no list of entry objects and strings beside the rows (a third of the page's CPU).
 */
export function urlsetWriter() {
  let xml = `${HEAD}<urlset xmlns="${NS}">\n`;
  return {
    add(loc: string, lastmod: string | null) {
      xml += `<url><loc>${escapeMarkup(loc)}</loc>${lastmod ? `<lastmod>${escapeMarkup(lastmod)}</lastmod>` : ''}</url>\n`;
    },
    /** The finished page. */
    done: () => `${xml}</urlset>\n`,
  };
}
