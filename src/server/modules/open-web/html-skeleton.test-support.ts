import type { ReactElement } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { renderScreen } from '@client/lib/render-screen.test-support';
import { currentUserKey } from '@client/lib/session';

/**
 * The element skeleton of an HTML fragment, for the tests that hold a server-drawn page (open-web
 * page-html.ts, marketplace-html.ts) to the app's components rendered with react-dom/server: the
 * two must keep the same elements with the same layout classes and text, so the app's takeover
 * moves nothing in view.
 */

/** An element as the comparison sees it. */
export type SkeletonNode = { tag: string; classes: string[]; text: string; children: SkeletonNode[] };

const VOID = new Set(['img', 'br', 'hr', 'input', 'meta', 'link', 'source', 'wbr']);
/**
 * Classes for states only the running app has (hover, keyboard focus, transitions): the server's
 * copy is never interacted with before the app replaces it, so it leaves them out.
 */
const STATE_ONLY =
  /^(hover|focus|focus-visible|focus-within|active|disabled|aria-[\w-]+|group-hover):|^(transition(-\w+)?|underline-offset-\d+)$/;
const ICON: SkeletonNode = { tag: 'icon', classes: [], text: '', children: [] };
const textOf = (n: SkeletonNode): string => n.text + n.children.map(textOf).join('');

/**
 * The element tree of an HTML fragment (as react-dom/server and page-html.ts write it: quoted
 * attributes, no scripts), with each element's layout classes (sorted) and its own text
 * (whitespace collapsed). Decoration is one kind of node, 'icon', whatever draws it: an SVG icon
 * in the app, an empty aria-hidden box of its size on the server, or an element holding nothing
 * but icons and no text (the stars beside the rating). <title> and <link> are left out (React
 * hoists them into <head>: the page title and an image preload).
 */
export function htmlSkeleton(html: string): SkeletonNode[] {
  const root: SkeletonNode = { tag: '#root', classes: [], text: '', children: [] };
  const stack: { node: SkeletonNode; hidden: boolean }[] = [{ node: root, hidden: false }];
  const tag = /<(\/?)([a-zA-Z][\w-]*)([^>]*?)(\/?)>|([^<]+)/g;
  for (const m of html.matchAll(tag)) {
    const top = stack.at(-1)!;
    if (m[5] !== undefined) {
      top.node.text = `${top.node.text} ${m[5].replace(/&[a-z#0-9]+;/gi, (x) => decode(x))}`;
      continue;
    }
    const name = m[2]!.toLowerCase();
    if (m[1]) {
      const done = stack.pop()!;
      finish(done.node, done.hidden, stack.at(-1)!.node);
      continue;
    }
    const attrs = m[3] ?? '';
    const node: SkeletonNode = {
      tag: name,
      classes: (/\sclass="([^"]*)"/.exec(attrs)?.[1] ?? '')
        .split(/\s+/)
        .filter((c) => c && !STATE_ONLY.test(c))
        .sort(),
      text: '',
      children: [],
    };
    const hidden = /\saria-hidden="true"/.test(attrs);
    if (VOID.has(name) || m[4]) finish(node, hidden, top.node);
    else stack.push({ node, hidden });
  }
  return root.children;
}

function finish(node: SkeletonNode, hidden: boolean, parent: SkeletonNode) {
  node.text = node.text.replace(/\s+/g, ' ').trim();
  if (node.tag === 'title' || node.tag === 'link') return;
  const decorative =
    node.tag === 'svg' ||
    (!textOf(node) &&
      ((hidden && !VOID.has(node.tag)) ||
        (node.children.length > 0 && node.children.every((c) => c.tag === 'icon'))));
  parent.children.push(decorative ? ICON : node);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const decode = (entity: string) => ENTITIES[entity] ?? entity;

/** The first node of the tree (depth first) that `match` accepts. */
export function find(nodes: SkeletonNode[], match: (n: SkeletonNode) => boolean): SkeletonNode | undefined {
  for (const node of nodes) {
    if (match(node)) return node;
    const inner = find(node.children, match);
    if (inner) return inner;
  }
  return undefined;
}

/** The skeleton as indented lines (`tag.class.class "text"`), so a failure shows a readable diff. */
export const outline = (nodes: SkeletonNode[], depth = 0): string =>
  nodes
    .map(
      (n) =>
        `${'  '.repeat(depth)}${[n.tag, ...n.classes].join('.')}${n.text ? ` "${n.text}"` : ''}\n` +
        outline(n.children, depth + 1),
    )
    .join('');

/**
 * `element` (an app screen) as a signed-out visitor's browser draws it at `url`, matched by the
 * route `path`, once the queries `seed` fills in have answered (the session is answered: nobody).
 */
export function renderAsGuest(
  url: string,
  path: string,
  element: ReactElement,
  seed: (client: QueryClient) => void,
): string {
  const client = new QueryClient();
  client.setQueryData(currentUserKey, null);
  seed(client);
  return renderScreen(element, { client, url, path });
}
