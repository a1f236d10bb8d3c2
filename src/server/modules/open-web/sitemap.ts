import type { SitemapKind } from '@common/schemas/open-web';
import type { UuidRange } from './open-web.repository';

/**
 * Sitemap paging. Each page is a range of primary keys [from, to), read with one index range
 * scan at any depth (no OFFSET). The index lists ranges of about URLS_PER_PAGE rows each, whose
 * starts come from one walk over the primary key's index (an index-only scan, about 0.15 s per
 * million rows), kept for a while (sitemap.service.ts). Page names carry both ends, so a page's
 * content never depends on the index that listed it: the pages of any index tile the whole id
 * space, and rows added since only make some pages a little longer until the next walk.
 */
export const URLS_PER_PAGE = 10_000;
/** The protocol's limit per sitemap file; a page never returns more. */
export const MAX_URLS_PER_FILE = 50_000;
export const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

export { SITEMAP_KINDS, type SitemapKind } from '@common/schemas/open-web';

/** `stories-<from>-<to>.xml`, or `-end.xml` for the last range. */
export const sitemapFileName = (kind: SitemapKind, range: UuidRange) =>
  `${kind}-${range.from}-${range.to ?? 'end'}.xml`;

/** The ranges between consecutive starts; the first start is FIRST_UUID, the last range is open. */
export function rangesFrom(starts: string[]): UuidRange[] {
  return starts.map((from, i) => ({ from, to: starts[i + 1] ?? null }));
}
