import {
  authorFeedParamsSchema,
  embedParamsSchema,
  embedQuerySchema,
  sitemapFileSchema,
  storyFeedParamsSchema,
} from '@common/schemas/open-web';
import type { AppInstance } from '../../app-types';
import { notFound } from '../../errors';
import { ATOM_TYPE } from './atom';
import { createOpenWebService } from './open-web.service';
import { robotsTxt } from './robots';
import { XML_TYPE } from './sitemap-xml';
import { siteUrls } from './page-view';
import { createShellRenderer } from './html-shell';
import { createEmbedService } from './embed.service';
import { embedHtml, embedNotFoundHtml } from './embed-html';
import { frameAncestorsPolicy } from './embed-frame-policy';

const common = { tags: ['open-web'] };
/** Crawlers and feed readers poll; five minutes of caching spares the database. */
const CACHE = 'public, max-age=300';

/**
 * The open web: robots.txt, the sitemap (an index of keyset-free uuid-range pages, see
 * sitemap.ts) and Atom feeds of the library, an author and a story. Guests only ever see
 * published stories and chapters and authors whose profile is public.
 */
export async function openWebRoutes(app: AppInstance) {
  const service = createOpenWebService(app.ctx.database.db, app.ctx.config.publicUrl);
  const urls = siteUrls(app.ctx.config.publicUrl);
  const embeds = createEmbedService(app.ctx.database.db);

  app.get(
    '/robots.txt',
    { schema: { ...common, summary: 'Crawler rules and the sitemap address', operationId: 'getRobotsTxt' } },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(urls.sitemapIndex)),
  );

  app.get(
    '/sitemap.xml',
    { schema: { ...common, summary: 'Sitemap index', operationId: 'getSitemapIndex' } },
    async (_request, reply) =>
      reply
        .type(XML_TYPE)
        .header('cache-control', CACHE)
        .send(await service.sitemapIndex()),
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        ...common,
        summary:
          'One sitemap page: published stories, public authors, published templates, public groups or events',
        operationId: 'getSitemapPage',
        params: sitemapFileSchema,
      },
    },
    async (request, reply) => {
      const { kind, range } = request.params.file;
      return reply
        .type(XML_TYPE)
        .header('cache-control', CACHE)
        .send(await service.sitemapPage(kind, range));
    },
  );

  app.get(
    '/feeds/library',
    {
      schema: {
        ...common,
        summary: 'Atom feed of the newest published stories',
        operationId: 'getLibraryFeed',
      },
    },
    async (_request, reply) =>
      reply
        .type(ATOM_TYPE)
        .header('cache-control', CACHE)
        .send(await service.libraryFeed()),
  );

  app.get(
    '/feeds/authors/:username',
    {
      schema: {
        ...common,
        summary: "Atom feed of an author's published stories",
        operationId: 'getAuthorFeed',
        params: authorFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const xml = await service.authorFeed(request.params.username);
      if (xml === null) throw notFound('Author not found');
      return reply.type(ATOM_TYPE).header('cache-control', CACHE).send(xml);
    },
  );

  app.get(
    '/feeds/stories/:storyId',
    {
      schema: {
        ...common,
        summary: "Atom feed of a story's published chapters",
        operationId: 'getStoryFeed',
        params: storyFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const xml = await service.storyFeed(request.params.storyId);
      if (xml === null) throw notFound('Story not found');
      return reply.type(ATOM_TYPE).header('cache-control', CACHE).send(xml);
    },
  );

  app.get(
    '/embed/stories/:storyId',
    {
      schema: {
        ...common,
        summary:
          "The author's reader widget: a published story's chapter, framed only by the author's listed sites",
        operationId: 'getStoryEmbed',
        params: embedParamsSchema,
        querystring: embedQuerySchema,
      },
    },
    async (request, reply) => {
      const { view, frameOrigins } = await embeds.view(request.params.storyId, request.query.chapter);
      const csp = reply.getHeader('content-security-policy');
      reply
        .header('content-security-policy', frameAncestorsPolicy(String(csp ?? ''), frameOrigins))
        .header('x-robots-tag', 'noindex')
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8');
      // X-Frame-Options knows no list of sites; CSP frame-ancestors decides (browsers prefer it).
      if (frameOrigins.length > 0) reply.removeHeader('x-frame-options');
      else reply.header('x-frame-options', 'DENY');
      if (!view) return reply.status(404).send(embedNotFoundHtml());
      return reply.send(embedHtml(urls, view));
    },
  );
}

/** The SPA shell renderer for the built index.html (plugins/spa.ts): public pages server-rendered. */
export const openWebShell = (app: AppInstance) => (indexHtml: string) =>
  createShellRenderer(
    indexHtml,
    createOpenWebService(app.ctx.database.db, app.ctx.config.publicUrl),
    app.log,
    siteUrls(app.ctx.config.publicUrl).base,
  );
