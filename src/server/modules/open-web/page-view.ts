import { AppError } from '../../errors';

/**
 * What the server puts into the SPA shell for one public page: the <head> facts every crawler
 * and link preview reads, and the page's main content as plain semantic HTML (already escaped).
 */
export type PageView = {
  title: string;
  description: string;
  /** Absolute URL of the page's one address. */
  canonical: string;
  /** OpenGraph type. */
  type: 'website' | 'article' | 'profile' | 'book';
  /** Absolute URL of the preview image (a cover or profile picture), if any. */
  image?: string;
  /** Atom feeds that follow this page. */
  feeds: { title: string; href: string }[];
  /** Escaped HTML of the main content, shown when JavaScript is off. */
  body: string;
};

/**
 * The view of a page a guest may open but that no index or link preview should name (a Private
 * group, whose about part is open to guests): served with noindex and the shell's generic head.
 */
export const UNLISTED = Symbol('unlisted');

/** Builds the site's absolute URLs from PUBLIC_URL. */
export function siteUrls(publicUrl: string) {
  const base = publicUrl.replace(/\/$/, '');
  const enc = encodeURIComponent;
  /** An upload path ('/uploads/…') made absolute; absolute URLs (an S3 bucket) pass through. */
  const absolute = (url: string) =>
    /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
  return {
    base,
    absolute,
    /**
     * An image as a link preview's picture: absolute, and only a raster format (link previews
     * do not show SVG, which the built-in template covers are); undefined otherwise.
     */
    previewImage: (url: string | null) => (url && !/\.svg(\?|#|$)/i.test(url) ? absolute(url) : undefined),
    about: `${base}/about`,
    story: (id: string) => `${base}/library/${enc(id)}`,
    chapter: (storyId: string, chapterId: string) =>
      `${base}/library/${enc(storyId)}/chapters/${enc(chapterId)}`,
    author: (username: string) => `${base}/authors/${enc(username)}`,
    /** The author page's clean path (issue 27): /@username. */
    handle: (username: string) => `${base}/@${enc(username)}`,
    sample: (id: number) => `${base}/sample-story/${id}`,
    libraryFeed: `${base}/feeds/library`,
    storyFeed: (id: string) => `${base}/feeds/stories/${enc(id)}`,
    authorFeed: (username: string) => `${base}/feeds/authors/${enc(username)}`,
    sitemapIndex: `${base}/sitemap.xml`,
    sitemapFile: (file: string) => `${base}/sitemaps/${file}`,
  };
}

export type SiteUrls = ReturnType<typeof siteUrls>;

/** A 403 or 404 from a service means: nothing a guest may see (null, which the pages answer with 404). */
export async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}
