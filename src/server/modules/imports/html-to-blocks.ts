import { parse, NodeType, type HTMLElement, type Node } from 'node-html-parser';

/** A Tiptap JSON node (the chapter schema: src/common/editor-extensions.ts). */
export type Block = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: Block[];
  text?: string;
  marks?: Mark[];
};
type Mark = { type: string; attrs?: Record<string, unknown> };

/** A heading of the manuscript, where a chapter may start. */
export type HeadingBlock = { heading: string; level: number };

/** Images of the manuscript are referred to as `import-image:<n>` until they are stored. */
export const IMAGE_REF = /^import-image:(\d{1,4})$/;

const MARKS: Record<string, Mark> = {
  strong: { type: 'bold' },
  b: { type: 'bold' },
  em: { type: 'italic' },
  i: { type: 'italic' },
  u: { type: 'underline' },
  s: { type: 'strike' },
  del: { type: 'strike' },
  code: { type: 'code' },
};

function inline(node: Node, marks: Mark[], out: Block[], images: Block[]): void {
  if (node.nodeType === NodeType.TEXT_NODE) {
    const text = node.text.replace(/\s+/g, ' ');
    if (text) out.push(marks.length ? { type: 'text', text, marks } : { type: 'text', text });
    return;
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return;
  const el = node as HTMLElement;
  const tag = el.tagName.toLowerCase();
  if (tag === 'br') return void out.push({ type: 'hardBreak' });
  if (tag === 'img') {
    const image = imageBlock(el);
    if (image) images.push(image);
    return;
  }
  let next = marks;
  const mark = MARKS[tag];
  if (mark && !marks.some((m) => m.type === mark.type)) next = [...marks, mark];
  const href = tag === 'a' ? el.getAttribute('href') : undefined;
  if (href && /^https?:\/\//i.test(href)) next = [...next, { type: 'link', attrs: { href } }];
  for (const child of el.childNodes) inline(child, next, out, images);
}

/** Only the manuscript's own images are kept; any other address is dropped. */
function imageBlock(el: HTMLElement): Block | null {
  const src = el.getAttribute('src') ?? '';
  if (!IMAGE_REF.test(src)) return null;
  return { type: 'image', attrs: { src, alt: el.getAttribute('alt') || null } };
}

/** Trims the paragraph's outer spaces; an empty paragraph has no content. */
function textBlock(type: string, children: Block[], attrs?: Record<string, unknown>): Block {
  const first = children[0];
  if (first?.text !== undefined) first.text = first.text.replace(/^\s+/, '');
  const last = children[children.length - 1];
  if (last?.text !== undefined) last.text = last.text.replace(/\s+$/, '');
  const content = children.filter((c) => c.text === undefined || c.text.length > 0);
  return { type, ...(attrs ? { attrs } : {}), ...(content.length ? { content } : {}) };
}

function paragraphs(el: HTMLElement, type = 'paragraph', attrs?: Record<string, unknown>): Block[] {
  const content: Block[] = [];
  const images: Block[] = [];
  for (const child of el.childNodes) inline(child, [], content, images);
  const block = textBlock(type, content, attrs);
  if (!block.content && images.length) return images;
  return [block, ...images];
}

function blocksOf(el: HTMLElement, out: (Block | HeadingBlock)[]): void {
  for (const child of el.childNodes) {
    if (child.nodeType === NodeType.TEXT_NODE) {
      if (child.text.trim())
        out.push(...paragraphs(parse(`<p>${child.toString()}</p>`).firstChild as HTMLElement));
      continue;
    }
    if (child.nodeType !== NodeType.ELEMENT_NODE) continue;
    const node = child as HTMLElement;
    const tag = node.tagName.toLowerCase();
    const level = /^h([1-6])$/.exec(tag);
    if (level) {
      const heading = node.text.replace(/\s+/g, ' ').trim();
      if (heading) out.push({ heading, level: Number(level[1]) });
    } else if (tag === 'ul' || tag === 'ol') {
      const items = node.childNodes
        .filter(
          (li): li is HTMLElement =>
            li.nodeType === NodeType.ELEMENT_NODE && (li as HTMLElement).tagName === 'LI',
        )
        .map((li) => ({ type: 'listItem', content: listItemContent(li) }));
      if (items.length) out.push({ type: tag === 'ul' ? 'bulletList' : 'orderedList', content: items });
    } else if (tag === 'blockquote') {
      const inner: (Block | HeadingBlock)[] = [];
      blocksOf(node, inner);
      const content = inner.map((b) => ('heading' in b ? paragraphOf(b.heading) : b));
      if (content.length) out.push({ type: 'blockquote', content });
    } else if (tag === 'hr') {
      out.push({ type: 'horizontalRule' });
    } else if (tag === 'pre') {
      const text = node.text;
      out.push(text ? { type: 'codeBlock', content: [{ type: 'text', text }] } : { type: 'codeBlock' });
    } else if (tag === 'img') {
      const image = imageBlock(node);
      if (image) out.push(image);
    } else if (tag === 'div' || tag === 'section' || tag === 'table' || tag === 'tbody' || tag === 'tr') {
      blocksOf(node, out);
    } else {
      out.push(...paragraphs(node));
    }
  }
}

function listItemContent(li: HTMLElement): Block[] {
  const inner: (Block | HeadingBlock)[] = [];
  const hasBlocks = li.childNodes.some(
    (c) => c.nodeType === NodeType.ELEMENT_NODE && /^(P|UL|OL)$/.test((c as HTMLElement).tagName),
  );
  if (hasBlocks) blocksOf(li, inner);
  else inner.push(...paragraphs(li));
  const content = inner
    .map((b) => ('heading' in b ? paragraphOf(b.heading) : b))
    .filter((b) => b.type !== 'image');
  return content.length ? content : [{ type: 'paragraph' }];
}

const paragraphOf = (text: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/** The HTML (mammoth's or marked's) as chapter blocks, with its headings marked where they are. */
export function htmlToBlocks(html: string): (Block | HeadingBlock)[] {
  const out: (Block | HeadingBlock)[] = [];
  blocksOf(parse(html, { blockTextElements: { pre: true } }), out);
  return out;
}

/** A heading kept inside a chapter (the chapter schema has levels 2 and 3). */
export const innerHeading = (h: HeadingBlock): Block => ({
  type: 'heading',
  attrs: { level: h.level <= 2 ? 2 : 3 },
  content: [{ type: 'text', text: h.heading }],
});
