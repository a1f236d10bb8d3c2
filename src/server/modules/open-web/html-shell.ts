import type { FastifyBaseLogger } from 'fastify';
import { UNINDEXED_PUBLIC_PATHS, matchClientRoute } from '@common/route-table';
import { escapeMarkup as e } from './markup';
import { SSR_HEAD, headTags, isAppPage } from './page-html';
import type { OpenWebService } from './open-web.service';
import { UNLISTED, type PageView } from './page-view';
import type { ShellPage } from '../../plugins/spa';

/**
 * Styles of the server-rendered content. Plain pages (`data-ssr=""`) sit inside #root: where
 * scripts run the SPA replaces them as it mounts, so they are hidden there from the start (no
 * flash of a second layout); readers and crawlers without JavaScript get them readable on the
 * app's own stylesheet. Pages drawn with the app's classes (`data-ssr="app"`, page-html.ts) show
 * at first paint and stand in for #root until the app's screen is ready and removes them.
 */
const SSR_STYLE = `<style>
      @media (scripting: enabled) { [data-ssr=""] { display: none } }
      [data-ssr="app"] + #root { display: none }
      [data-ssr=""] { max-width: 42rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; line-height: 1.7 }
      [data-ssr=""] h1 { font-size: 2rem; line-height: 1.2; margin: 1.5rem 0 1rem; font-weight: 700 }
      [data-ssr=""] h2 { font-size: 1.4rem; margin: 2rem 0 .75rem; font-weight: 700 }
      [data-ssr=""] h3 { font-size: 1.15rem; margin: 1rem 0 .25rem; font-weight: 600 }
      [data-ssr=""] p, [data-ssr=""] blockquote, [data-ssr=""] pre { margin: 0 0 1rem }
      [data-ssr=""] blockquote { padding-left: 1rem; border-left: 4px solid currentColor; font-style: italic }
      [data-ssr=""] ol, [data-ssr=""] ul { padding-left: 1.5rem; margin: 0 0 1rem; list-style: revert }
      [data-ssr=""] a { text-decoration: underline }
      [data-ssr=""] dt { font-weight: 600 }
      [data-ssr=""] dd { margin: 0 0 .5rem }
      [data-ssr=""] img { max-width: 100%; height: auto; margin: 0 0 1rem }
    </style>`;

const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * Turns the built index.html into each page's answer: the page's title, description, canonical
 * link, OpenGraph and Twitter tags and feed links in <head>, its content (inside #root, or just
 * before it for a page drawn with the app's classes), and the status a crawler should see (404
 * for a path no screen matches, or a story, chapter, author, template, group, thread or event a
 * guest may not see; those, an UNLISTED page and every signed-in or sign-in screen carry
 * `noindex` and name nothing). Nothing
 * added is a script, so the Content-Security-Policy stays as it is.
 */
export function createShellRenderer(
  indexHtml: string,
  service: OpenWebService,
  log: FastifyBaseLogger,
  baseUrl: string,
) {
  function fill(view: PageView | null, noindex: boolean, canonicalPath?: string): string {
    const canonical = canonicalPath
      ? `<link rel="canonical" href="${e(baseUrl + canonicalPath)}" ${SSR_HEAD}>`
      : '';
    const head = [noindex ? NOINDEX : '', view ? headTags(view) : canonical, view ? SSR_STYLE : '']
      .filter(Boolean)
      .join('\n    ');
    let html = indexHtml;
    if (view) {
      html = html
        .replace(/<title>[^<]*<\/title>/, () => `<title ${SSR_HEAD}>${e(view.title)}</title>`)
        .replace(
          /<meta name="description"[^>]*>/,
          () => `<meta name="description" content="${e(view.description)}" ${SSR_HEAD}>`,
        )
        .replace(/<div id="root"><\/div>/, () =>
          isAppPage(view.body) ? `${view.body}<div id="root"></div>` : `<div id="root">${view.body}</div>`,
        );
    }
    return head ? html.replace('</head>', () => `    ${head}\n  </head>`) : html;
  }

  // The filled shell of each view object: the static pages' views are built once, so their HTML
  // is too (a story's view is new on every request and is never found here).
  const filled = new WeakMap<PageView, string>();
  const fillView = (view: PageView, noindex: boolean) => {
    let html = filled.get(view);
    if (html === undefined) {
      html = fill(view, noindex);
      filled.set(view, html);
    }
    return html;
  };

  return async function render(pathname: string, search = ''): Promise<ShellPage> {
    const match = matchClientRoute(pathname);
    if (!match) return { status: 404, html: fill(null, true), noindex: true };
    if (match.access === 'guest' || match.access === 'signed-in')
      return { status: 200, html: fill(null, true), noindex: true };
    let view: PageView | typeof UNLISTED | null | undefined;
    try {
      view = await service.view(match, search);
    } catch (error) {
      // The SPA can still show the page (or its own error); crawlers get the plain shell.
      log.warn({ err: error, path: pathname }, 'server-rendered page failed; serving the plain shell');
      return { status: 200, html: fill(null, false), noindex: false };
    }
    if (view === null) return { status: 404, html: fill(null, true), noindex: true };
    if (view === UNLISTED) return { status: 200, html: fill(null, true), noindex: true };
    const unindexed = (UNINDEXED_PUBLIC_PATHS as readonly string[]).includes(match.pattern);
    if (view) {
      return {
        status: 200,
        html: fillView(view, unindexed),
        noindex: unindexed,
        painted: isAppPage(view.body),
      };
    }
    // Public screens without a server view still name their one address.
    const canonicalPath = pathname.replace(/\/+$/, '');
    return {
      status: 200,
      html: fill(null, unindexed, unindexed ? undefined : canonicalPath),
      noindex: unindexed,
      painted: false,
    };
  };
}

export type ShellRenderer = ReturnType<typeof createShellRenderer>;
