import { escapeMarkup } from '../open-web/markup';
import { BLOCKS, marked } from '../open-web/tiptap-html';

type Node = { type?: unknown; text?: unknown; content?: unknown; attrs?: unknown; marks?: unknown };

/** Where an image of the text goes: its address inside the book, or null to leave it out. */
export type ImagePlacer = (src: string, alt: string) => string | null;

const MAX_DEPTH = 40;

const attr = (node: Node, name: string): string => {
  const value = (node.attrs as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** A chapter's own headings sit below its title (h1): editor levels 2 and 3 stay h2 and h3. */
function headingTag(node: Node): string {
  const level = (node.attrs as { level?: unknown } | undefined)?.level;
  return `h${typeof level === 'number' ? Math.min(6, Math.max(2, level)) : 2}`;
}

function render(node: Node, depth: number, out: string[], place: ImagePlacer): void {
  if (typeof node.text === 'string') return void out.push(marked(node));
  const type = typeof node.type === 'string' ? node.type : '';
  if (type === 'hardBreak') return void out.push('<br/>');
  if (type === 'horizontalRule') return void out.push('<hr/>');
  if (type === 'image') {
    const alt = attr(node, 'alt');
    const href = place(attr(node, 'src'), alt);
    if (href)
      out.push(
        `<figure><img src="${escapeMarkup(href)}" alt="${escapeMarkup(alt)}"/>${
          alt ? `<figcaption>${escapeMarkup(alt)}</figcaption>` : ''
        }</figure>`,
      );
    return;
  }
  const tag = type === 'heading' ? headingTag(node) : BLOCKS[type];
  // Inline content outside a block (never from the editor) still needs a block in XHTML lists.
  if (tag) out.push(`<${tag}>`);
  if (Array.isArray(node.content) && depth < MAX_DEPTH) {
    for (const child of node.content as Node[])
      if (child && typeof child === 'object') render(child, depth + 1, out, place);
  }
  if (tag) out.push(`</${tag}>`);
}

/**
 * A chapter's Tiptap JSON as XHTML body content (well-formed XML: void elements closed, every
 * text escaped): paragraphs, headings, quotes, lists, emphasis and images, each image through
 * `place` (which embeds it or leaves it out). Links keep their text only.
 */
export function tiptapToXhtml(doc: unknown, place: ImagePlacer): string {
  if (!doc || typeof doc !== 'object') return '';
  const blocks = (doc as Node).content;
  if (!Array.isArray(blocks)) return '';
  const out: string[] = [];
  for (const block of blocks as Node[]) if (block && typeof block === 'object') render(block, 1, out, place);
  return out.join('');
}

/** Every image address of a chapter, in order (the builder fetches them before rendering). */
export function imageSources(doc: unknown): string[] {
  const found: string[] = [];
  const walk = (node: Node, depth: number) => {
    if (node.type === 'image') found.push(attr(node, 'src'));
    if (Array.isArray(node.content) && depth < MAX_DEPTH)
      for (const child of node.content as Node[])
        if (child && typeof child === 'object') walk(child, depth + 1);
  };
  if (doc && typeof doc === 'object') walk(doc as Node, 0);
  return found;
}
