import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchClientRoute } from '@common/route-table';
import { MARKETPLACE_PAGE_SIZE } from '@common/marketplace-constants';
import { PAGE_SIZES } from '@common/constants';

/**
 * The API reads a public screen makes first, keyed by its route pattern. The page preloads them
 * (`<link rel="preload" as="fetch">`), so the data arrives while the scripts do, instead of after
 * them: the story page and the chapter reader paint their text sooner on slow networks.
 * The URLs must be exactly the ones the client's api() fetches (same-origin credentials); `search`
 * is the address's query string (/marketplace's first read is the unfiltered list's).
 */
const API_PRELOADS: Record<string, (p: Record<string, string>, search: string) => string[]> = {
  'library/:storyId': (p) => [`/api/v1/library/stories/${encodeURIComponent(p.storyId!)}`],
  'library/:storyId/chapters/:chapterId': (p) => {
    const story = `/api/v1/library/stories/${encodeURIComponent(p.storyId!)}`;
    return [story, `${story}/chapters/${encodeURIComponent(p.chapterId!)}`];
  },
  // features/marketplace getTemplates() with no filter: only the page size in the query.
  marketplace: (_p, search) =>
    search ? [] : [`/api/v1/marketplace/templates?limit=${MARKETPLACE_PAGE_SIZE}`],
  'marketplace/templates/:templateId': (p) => [
    `/api/v1/marketplace/templates/${encodeURIComponent(p.templateId!)}`,
  ],
  // features/community getCommunityStories(): the hub opens on Discover Stories, all genres.
  community: (_p, search) => (search ? [] : [`/api/v1/library/search?limit=${PAGE_SIZES.community}`]),
};

/**
 * Public screens whose code the page preloads (`<link rel="modulepreload">`), as the router's lazy
 * imports name them (paths under src/client, the keys of the build's .vite/manifest.json): the
 * browser fetches the screen's chunks with the entry instead of after it has run.
 */
const SCREEN_MODULES: Record<string, string> = {
  about: 'features/landing/pages/landing-page.tsx',
  'library/:storyId': 'features/library/pages/library-story-page.tsx',
  'library/:storyId/chapters/:chapterId': 'features/reader/pages/reader-page.tsx',
};

type ManifestChunk = { file: string; imports?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/** The screen module's chunk and every chunk it imports statically. */
function screenFiles(manifest: BuildManifest, key: string): { js: string[] } {
  const js = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return { js: [...js] };
}

/**
 * index.html with preload links for the screen at `pathname`: its API reads and, given the build
 * manifest, its code chunks (those index.html does not load already). On a page the server has
 * drawn in full (`painted`), the first paint waits for neither: the screen's code is left to the
 * app's own imports and its data fetched at low priority, so the stylesheet and the cover get
 * the bandwidth first.
 */
export function withPreloads(
  html: string,
  pathname: string,
  manifest?: BuildManifest,
  painted = false,
  search = '',
): string {
  const match = matchClientRoute(pathname);
  if (!match) return html;
  const priority = painted ? ' fetchpriority="low"' : '';
  const links = (API_PRELOADS[match.pattern]?.(match.params, search) ?? []).map(
    (u) => `<link rel="preload" as="fetch" href="${u}" crossorigin="anonymous"${priority}>`,
  );
  const screen = SCREEN_MODULES[match.pattern];
  if (manifest && screen && !painted) {
    const { js } = screenFiles(manifest, screen);
    for (const file of js) {
      if (!html.includes(`/${file}"`)) links.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
  }
  if (links.length === 0) return html;
  return html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
}

/**
 * What the shell answers for one path: status, HTML, whether crawlers must not index it, and
 * whether the HTML shows the page in full before any script runs (`painted`).
 */
export type ShellPage = { status: number; html: string; noindex: boolean; painted?: boolean };
/** Given the built index.html, a function that fills it in for one pathname. */
export type ShellRendererFactory = (
  indexHtml: string,
) => (pathname: string, search?: string) => Promise<ShellPage>;

/**
 * Serves the built SPA from dist/client. Any GET that is not an API, upload or dev path and
 * names no file gets index.html, so client-side routes survive a reload. Hashed assets (under
 * /assets) are cached for a year as immutable; everything else, index.html included, is no-cache.
 * Files are sent precompressed (brotli or gzip) when the browser accepts it. With `renderer`, each such path gets index.html filled in
 * for it (modules/open-web: the page's head tags and server-rendered content, 404 and noindex).
 */
export async function registerSpa(app: FastifyInstance, clientDir: string, renderer?: ShellRendererFactory) {
  const index = path.join(clientDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`no built client at ${clientDir}; run "npm run build" (npm start does it for you)`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // Built files come with .br and .gz twins (scripts/precompress-plugin.ts): the one the
    // browser accepts is sent with its Content-Encoding, and Vary: Accept-Encoding.
    preCompressed: true,
    // @fastify/static 10 hands over the Fastify reply here, not the raw response.
    setHeaders(reply: { header(name: string, value: string): unknown }, filePath: string) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const html = fs.readFileSync(index, 'utf8');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest)
    : undefined;
  const render = renderer?.(html);
  // Hidden from the OpenAPI document: it serves the web app's pages, not the API.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [url = '/', search = ''] = request.url.split('?', 2);
    if (/^\/(api|uploads|dev|collab)(\/|$)/.test(url)) {
      return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for GET ${url}` } });
    }
    const file = path.join(clientDir, path.normalize(url));
    if (file.startsWith(clientDir) && url !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.header('cache-control', 'no-cache').sendFile(path.relative(clientDir, file));
    }
    if (!render) return reply.type('text/html').header('cache-control', 'no-cache').send(html);
    const page = await render(url, search);
    if (page.noindex) reply.header('x-robots-tag', 'noindex');
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.status === 200 ? withPreloads(page.html, url, manifest, page.painted, search) : page.html);
  });
}
