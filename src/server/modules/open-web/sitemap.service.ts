import { SAMPLE_STORIES } from '@common/sample-stories';
import type { OpenWebRepository, SitemapRow, UuidRange } from './open-web.repository';
import type { SiteUrls } from './page-view';
import {
  FIRST_UUID,
  MAX_URLS_PER_FILE,
  SITEMAP_KINDS,
  URLS_PER_PAGE,
  rangesFrom,
  sitemapFileName,
  type SitemapKind,
} from './sitemap';
import { sitemapIndexXml, urlsetWriter } from './sitemap-xml';

/** How long the sitemap index keeps its page ranges before walking the keys again. */
const RANGES_TTL_MS = 10 * 60_000;
/** The table whose primary key each kind of page walks. */
const TABLE = {
  stories: 'stories',
  authors: 'users',
  templates: 'templates',
  groups: 'groups',
  events: 'events',
} as const;

/**
 * The sitemap: an index of page ranges of every kind, and each page's addresses: published
 * stories, authors with a public profile, published templates, public groups and events. The
 * landing page, the sample stories and the static public pages (`staticPaths`) travel on the
 * first stories page.
 */
export function createSitemapService(
  repo: OpenWebRepository,
  urls: SiteUrls,
  staticPaths: readonly string[],
) {
  const ranges = new Map<SitemapKind, { at: number; starts: Promise<string[]> }>();
  const locOf: Record<SitemapKind, (key: string) => string> = {
    stories: urls.story,
    authors: urls.author,
    templates: (id) => `${urls.base}/marketplace/templates/${id}`,
    groups: (id) => `${urls.base}/community/groups/${id}`,
    events: (id) => `${urls.base}/community/events/${id}`,
  };

  /**
   * Range starts of a kind. Only the first request waits for the walk; afterwards the index is
   * served from the last walk while a new one runs once RANGES_TTL_MS has passed (concurrent
   * callers share one walk; a failed walk keeps the old starts, or is retried next time).
   */
  function startsOf(kind: SitemapKind): Promise<string[]> {
    const cached = ranges.get(kind);
    if (cached && Date.now() - cached.at < RANGES_TTL_MS) return cached.starts;
    const walk = repo.rangeStarts(TABLE[kind], URLS_PER_PAGE);
    const entry = { at: Date.now(), starts: cached ? cached.starts : walk };
    ranges.set(kind, entry);
    walk.then(
      (starts) => {
        if (ranges.get(kind) === entry) entry.starts = Promise.resolve(starts);
      },
      () => {
        if (ranges.get(kind) !== entry) return;
        if (cached) ranges.set(kind, { ...cached, at: 0 });
        else ranges.delete(kind);
      },
    );
    return entry.starts;
  }

  return {
    /** The sitemap index: every page range of each kind, in SITEMAP_KINDS order. */
    async sitemapIndex(): Promise<string> {
      const starts = await Promise.all(SITEMAP_KINDS.map(startsOf));
      return sitemapIndexXml(
        SITEMAP_KINDS.flatMap((kind, i) =>
          rangesFrom(starts[i]!).map((range) => urls.sitemapFile(sitemapFileName(kind, range))),
        ),
      );
    },

    /** One page: the addresses of one kind whose id falls in the range. */
    async sitemapPage(kind: SitemapKind, range: UuidRange): Promise<string> {
      const rows: SitemapRow[] =
        kind === 'stories'
          ? await repo.storiesInRange(range, MAX_URLS_PER_FILE)
          : kind === 'authors'
            ? await repo.authorsInRange(range, MAX_URLS_PER_FILE)
            : await repo.pagesInRange(kind, range, MAX_URLS_PER_FILE);
      const page = urlsetWriter();
      if (kind === 'stories' && range.from === FIRST_UUID) {
        page.add(urls.about, null);
        for (const path of staticPaths) page.add(`${urls.base}/${path}`, null);
        for (const sample of SAMPLE_STORIES) page.add(urls.sample(sample.id), null);
      }
      const loc = locOf[kind];
      for (const row of rows) page.add(loc(row.loc), row.lastmod);
      return page.done();
    },
  };
}
