import type { UuidRange } from './open-web.repository';

/**
 * Sitemap paging without an offset and without a walk over every row: ids are random uuids
 * (gen_random_uuid), spread evenly over the 128-bit space, so `of` equal slices of that space
 * each hold about rows/of rows. Page `n` of `of` is the primary-key range scan of slice n; the
 * index lists pages for `of = ceil(rows / URLS_PER_PAGE)`, so a page holds about 10,000 URLs
 * (well under the protocol's 50,000) whatever the table's size, and is read straight from the
 * index at any depth. Putting `of` in the page's name keeps every page's content stable even
 * while the index, grown meanwhile, already asks for a finer slicing.
 */
export const URLS_PER_PAGE = 10_000;
/** The protocol's limit per sitemap file; a page never returns more. */
export const MAX_URLS_PER_FILE = 50_000;
/** Index entries allowed by the protocol (50,000 sitemaps); far beyond any real table. */
export const MAX_PAGES = 50_000;

const SPACE = 1n << 128n;

function toUuid(value: bigint): string {
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The uuid range of page `n` (1-based) of `of`. */
export function pageRange(n: number, of: number): UuidRange {
  const from = (SPACE * BigInt(n - 1)) / BigInt(of);
  return { from: toUuid(from), to: n === of ? null : toUuid((SPACE * BigInt(n)) / BigInt(of)) };
}

/** How many pages to list for a table of about `rows` rows. */
export const pageCount = (rows: number): number =>
  Math.min(MAX_PAGES, Math.max(1, Math.ceil(rows / URLS_PER_PAGE)));
