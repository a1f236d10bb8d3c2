import { escapeMarkup } from './markup';

/** One entry of an Atom feed (RFC 4287); `id` is the entry's permanent link. */
export type AtomEntry = {
  id: string;
  title: string;
  link: string;
  updated: Date;
  published?: Date;
  author: { name: string; uri?: string };
  summary?: string;
  category?: string;
};

export type AtomFeed = {
  /** The feed's own URL: its id and its rel="self" link. */
  self: string;
  /** The HTML page the feed follows. */
  alternate: string;
  title: string;
  subtitle?: string;
  /** Used when there are no entries (RFC 4287 requires a feed-level `updated`). */
  fallbackUpdated: Date;
  /** Required by RFC 4287 when an entry has no author; every entry here has one. */
  author?: string;
  entries: AtomEntry[];
};

export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

const time = (date: Date) => new Date(date).toISOString();
const text = (tag: string, value: string) => `<${tag}>${escapeMarkup(value)}</${tag}>`;

function entryXml(entry: AtomEntry): string {
  return [
    '<entry>',
    text('id', entry.id),
    text('title', entry.title || 'Untitled'),
    `<link rel="alternate" type="text/html" href="${escapeMarkup(entry.link)}"/>`,
    text('updated', time(entry.updated)),
    entry.published ? text('published', time(entry.published)) : '',
    `<author>${text('name', entry.author.name)}${entry.author.uri ? text('uri', entry.author.uri) : ''}</author>`,
    entry.category ? `<category term="${escapeMarkup(entry.category)}"/>` : '',
    entry.summary ? `<summary type="text">${escapeMarkup(entry.summary)}</summary>` : '',
    '</entry>',
  ].join('');
}

/** The feed as an Atom 1.0 document; every text is escaped, `updated` is the newest entry's. */
export function atomXml(feed: AtomFeed): string {
  const newest = feed.entries.reduce(
    (max, e) => Math.max(max, new Date(e.updated).getTime()),
    Number.NEGATIVE_INFINITY,
  );
  const updated = Number.isFinite(newest) ? new Date(newest) : feed.fallbackUpdated;
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    text('id', feed.self),
    text('title', feed.title),
    feed.subtitle ? text('subtitle', feed.subtitle) : '',
    text('updated', time(updated)),
    `<link rel="self" type="application/atom+xml" href="${escapeMarkup(feed.self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeMarkup(feed.alternate)}"/>`,
    feed.author ? `<author>${text('name', feed.author)}</author>` : '',
    '<generator>Inkforge</generator>',
    ...feed.entries.map(entryXml),
    '</feed>\n',
  ].join('');
}
