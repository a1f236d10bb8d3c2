import { escapeMarkup } from './markup';

type Node = { type?: unknown; text?: unknown; content?: unknown; attrs?: unknown; marks?: unknown };

/** Block nodes rendered as their own HTML element; anything else unknown renders its children. */
export const BLOCKS: Record<string, string> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bulletList: 'ul',
  orderedList: 'ol',
  listItem: 'li',
  codeBlock: 'pre',
};
const MARKS: Record<string, string> = {
  bold: 'strong',
  italic: 'em',
  strike: 's',
  code: 'code',
  underline: 'u',
};
/** Deeper than this, the rest of a branch is left out (the editor never nests so far). */
const MAX_DEPTH = 40;

/** A text node, escaped, inside the tags of its marks. */
export function marked(node: Node): string {
  let html = escapeMarkup(String(node.text));
  if (!Array.isArray(node.marks)) return html;
  for (const mark of node.marks as { type?: unknown }[]) {
    const tag = typeof mark?.type === 'string' ? MARKS[mark.type] : undefined;
    if (tag) html = `<${tag}>${html}</${tag}>`;
  }
  return html;
}

function headingLevel(node: Node): number {
  const level = (node.attrs as { level?: unknown } | undefined)?.level;
  // The page's own title is the h1; chapter headings start at h2.
  return typeof level === 'number' && level >= 1 && level <= 6 ? Math.min(6, Math.max(2, level + 1)) : 2;
}

function render(node: Node, depth: number, out: string[]): void {
  if (typeof node.text === 'string') return void out.push(marked(node));
  const type = typeof node.type === 'string' ? node.type : '';
  if (type === 'hardBreak') return void out.push('<br>');
  if (type === 'horizontalRule') return void out.push('<hr>');
  const tag = type === 'heading' ? `h${headingLevel(node)}` : BLOCKS[type];
  if (tag) out.push(`<${tag}>`);
  if (Array.isArray(node.content) && depth < MAX_DEPTH) {
    for (const child of node.content as Node[])
      if (child && typeof child === 'object') render(child, depth + 1, out);
  }
  if (tag) out.push(`</${tag}>`);
}

/**
 * A chapter's Tiptap (ProseMirror) JSON as plain semantic HTML for crawlers and readers without
 * JavaScript: paragraphs, headings, quotes, lists and inline emphasis; every text escaped,
 * attributes (links, images, styles) dropped. `maxBlocks` stops after that many top-level blocks.
 */
export function tiptapToHtml(doc: unknown, maxBlocks = Number.POSITIVE_INFINITY): string {
  if (!doc || typeof doc !== 'object') return '';
  const blocks = (doc as Node).content;
  if (!Array.isArray(blocks)) return '';
  const out: string[] = [];
  for (const block of (blocks as Node[]).slice(0, maxBlocks))
    if (block && typeof block === 'object') render(block, 1, out);
  return out.join('');
}
