import { z } from 'zod';

/**
 * Parameters of the open-web routes (sitemap pages and Atom feeds). Ids that are not uuids and
 * names that cannot be usernames are simply not found (404), like the API's own lookups.
 */

/** `/sitemaps/{kind}-{n}-of-{of}.xml`: page n (1-based) of a slicing into `of` pages. */
export const sitemapFileSchema = z.object({
  file: z
    .string()
    .max(40)
    .regex(/^(stories|authors)-[1-9]\d{0,4}-of-[1-9]\d{0,4}\.xml$/, 'Unknown sitemap page')
    .transform((file, ctx) => {
      const [, kind, n, of] = /^(stories|authors)-(\d+)-of-(\d+)\.xml$/.exec(file)!;
      if (Number(n) > Number(of) || Number(of) > 50_000) {
        ctx.addIssue({ code: 'custom', message: 'Unknown sitemap page' });
        return z.NEVER;
      }
      return { kind: kind as 'stories' | 'authors', n: Number(n), of: Number(of) };
    }),
});

export const storyFeedParamsSchema = z.object({ storyId: z.string().max(100) });
export const authorFeedParamsSchema = z.object({ username: z.string().max(100) });
