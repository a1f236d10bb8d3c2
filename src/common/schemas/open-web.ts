import { z } from 'zod';

/**
 * Parameters of the open-web routes (sitemap pages and Atom feeds). Ids that are not uuids and
 * names that cannot be usernames are simply not found (404), like the API's own lookups.
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The kinds of sitemap page (server/modules/open-web/sitemap.ts). */
export const SITEMAP_KINDS = ['stories', 'authors', 'templates', 'groups', 'events'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
const SITEMAP_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-(${UUID})-(${UUID}|end)\\.xml$`);

/** `/sitemaps/{kind}-{from}-{to}.xml`: the rows whose id is in [from, to); `to` 'end' is open. */
export const sitemapFileSchema = z.object({
  file: z
    .string()
    .max(100)
    .regex(SITEMAP_FILE, 'Unknown sitemap page')
    .transform((file, ctx) => {
      const [, kind, from, to] = SITEMAP_FILE.exec(file)!;
      if (to !== 'end' && to! <= from!) {
        ctx.addIssue({ code: 'custom', message: 'Unknown sitemap page' });
        return z.NEVER;
      }
      return { kind: kind as SitemapKind, range: { from: from!, to: to === 'end' ? null : to! } };
    }),
});

export const storyFeedParamsSchema = z.object({ storyId: z.string().max(100) });
export const authorFeedParamsSchema = z.object({ username: z.string().max(100) });

/**
 * `/embed/stories/:storyId?chapter=` (issue 27): the author's reader widget. The chapter is one of
 * the story's published chapters (the first when left out); anything else is not found.
 */
export const embedParamsSchema = z.object({ storyId: z.string().max(100) });
export const embedQuerySchema = z.object({ chapter: z.string().max(100).optional() });
