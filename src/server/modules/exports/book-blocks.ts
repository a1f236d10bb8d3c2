type Node = { type?: unknown; text?: unknown; content?: unknown; attrs?: unknown; marks?: unknown };

/** A run of text with its emphasis, or a line break. */
export type Span =
  { text: string; bold?: true; italic?: true; strike?: true; underline?: true; code?: true } | { br: true };

/**
 * A chapter's body as plain data, the shape the PDF template and the DOCX writer read: no markup
 * language of any format, so a writer's text is only ever text. Images carry the address of the
 * chapter; a format places them (or leaves them out) itself.
 */
export type Block =
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'heading'; level: 2 | 3 | 4; spans: Span[] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'list'; ordered: boolean; items: Block[][] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' }
  | { kind: 'image'; src: string; alt: string };

const MAX_DEPTH = 40;
const MARKS = ['bold', 'italic', 'strike', 'underline', 'code'] as const;

const attr = (node: Node, name: string): unknown =>
  (node.attrs as Record<string, unknown> | undefined)?.[name];

function spansOf(node: Node, depth: number, out: Span[]): Span[] {
  if (typeof node.text === 'string') {
    const span: Span = { text: node.text };
    if (Array.isArray(node.marks))
      for (const mark of node.marks as { type?: unknown }[]) {
        const type = MARKS.find((m) => m === mark?.type);
        if (type) span[type] = true;
      }
    out.push(span);
  } else if (node.type === 'hardBreak') out.push({ br: true });
  else if (Array.isArray(node.content) && depth < MAX_DEPTH)
    for (const child of node.content as Node[])
      if (child && typeof child === 'object') spansOf(child, depth + 1, out);
  return out;
}

const plainText = (node: Node): string =>
  spansOf(node, 0, [])
    .map((s) => ('text' in s ? s.text : '\n'))
    .join('');

function blocksOf(nodes: unknown, depth: number): Block[] {
  if (!Array.isArray(nodes) || depth >= MAX_DEPTH) return [];
  const out: Block[] = [];
  for (const node of nodes as Node[]) {
    if (!node || typeof node !== 'object') continue;
    switch (node.type) {
      case 'heading': {
        const level = attr(node, 'level');
        // The chapter's title is the level-1 heading; the editor's 1..3 sit below it.
        const below = typeof level === 'number' ? Math.min(4, Math.max(2, level + 1)) : 2;
        out.push({ kind: 'heading', level: below as 2 | 3 | 4, spans: spansOf(node, depth, []) });
        break;
      }
      case 'blockquote':
        out.push({ kind: 'quote', blocks: blocksOf(node.content, depth + 1) });
        break;
      case 'bulletList':
      case 'orderedList': {
        const items = Array.isArray(node.content) ? (node.content as Node[]) : [];
        out.push({
          kind: 'list',
          ordered: node.type === 'orderedList',
          items: items.filter((i) => i && typeof i === 'object').map((i) => blocksOf(i.content, depth + 2)),
        });
        break;
      }
      case 'codeBlock':
        out.push({ kind: 'code', text: plainText(node) });
        break;
      case 'horizontalRule':
        out.push({ kind: 'rule' });
        break;
      case 'image': {
        const src = attr(node, 'src');
        const alt = attr(node, 'alt');
        out.push({
          kind: 'image',
          src: typeof src === 'string' ? src : '',
          alt: typeof alt === 'string' ? alt : '',
        });
        break;
      }
      case 'paragraph':
        out.push({ kind: 'paragraph', spans: spansOf(node, depth, []) });
        break;
      default:
        // Anything else (never from the editor): its text as a paragraph, or its blocks.
        if (typeof node.text === 'string') out.push({ kind: 'paragraph', spans: spansOf(node, depth, []) });
        else out.push(...blocksOf(node.content, depth + 1));
    }
  }
  return out;
}

/** A chapter's Tiptap JSON as blocks (paragraphs, headings, quotes, lists, code, rules, images). */
export function tiptapToBlocks(doc: unknown): Block[] {
  return doc && typeof doc === 'object' ? blocksOf((doc as Node).content, 0) : [];
}

/** Each block and the blocks inside it, depth first (for finding a chapter's images). */
export function* eachBlock(blocks: readonly Block[]): Generator<Block> {
  for (const block of blocks) {
    yield block;
    if (block.kind === 'quote') yield* eachBlock(block.blocks);
    if (block.kind === 'list') for (const item of block.items) yield* eachBlock(item);
  }
}

/**
 * The rank below the chapter's title of each heading level a chapter uses: its highest level 0,
 * the next 1, and so on, so a chapter's headings never skip a level (a chapter whose only headings
 * are the editor's level 2 has them right below its title). For formats where heading order is
 * navigation: Word's navigation pane, a web page's outline.
 */
export function headingRank(blocks: readonly Block[]): (level: number) => number {
  const used = new Set<number>();
  for (const block of eachBlock(blocks)) if (block.kind === 'heading') used.add(block.level);
  const levels = [...used].sort((a, b) => a - b);
  return (level) => Math.max(0, levels.indexOf(level));
}
