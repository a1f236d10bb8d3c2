/**
 * Tiptap (ProseMirror) JSON → Markdown for the data export. Covers what the chapter editor
 * (StarterKit) writes: paragraphs, headings, bold, italic, strike, inline code, underline (kept
 * as text), links, bullet and ordered lists (nested), blockquotes, code blocks, hard breaks and
 * horizontal rules. Unknown nodes keep their text, so nothing a writer typed is ever dropped.
 */
type Mark = { type?: unknown; attrs?: Record<string, unknown> };
type Node = {
  type?: unknown;
  text?: unknown;
  marks?: unknown;
  attrs?: Record<string, unknown>;
  content?: unknown;
};

const children = (node: Node): Node[] =>
  Array.isArray(node.content) ? node.content.filter((c): c is Node => !!c && typeof c === 'object') : [];

/** Characters Markdown would read as syntax inside running text. */
const escapeText = (text: string): string => text.replace(/([\\`*_[\]<>#|~])/g, '\\$1');

/** A line that starts like a block marker (`- `, `1. `, `> `, `+ `) must not become one. */
const escapeLineStart = (line: string): string =>
  line.replace(
    /^(\s*)([-+>]|\d+\.)(\s)/,
    (_, space: string, marker: string, after: string) =>
      `${space}${marker.replace(/([-+>.])$/, '\\$1')}${after}`,
  );

function markText(node: Node): string {
  const raw = typeof node.text === 'string' ? node.text : '';
  const marks = Array.isArray(node.marks) ? (node.marks as Mark[]) : [];
  const has = (type: string) => marks.some((m) => m?.type === type);
  if (has('code')) return '`' + raw.replace(/`/g, '\u200b`') + '`';
  let text = escapeText(raw);
  // Emphasis markers must hug the text: move surrounding spaces outside them.
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  const trail = /\s*$/.exec(text.slice(lead.length))?.[0] ?? '';
  let core = text.slice(lead.length, text.length - trail.length);
  if (!core) return text;
  if (has('bold')) core = `**${core}**`;
  if (has('italic')) core = `*${core}*`;
  if (has('strike')) core = `~~${core}~~`;
  const link = marks.find((m) => m?.type === 'link');
  const href = typeof link?.attrs?.href === 'string' ? link.attrs.href : null;
  if (href) core = `[${core}](${href.replace(/[()\s]/g, encodeURIComponent)})`;
  text = `${lead}${core}${trail}`;
  return text;
}

/** The inline content of a textblock as one Markdown string (hard breaks become line breaks). */
function inline(node: Node): string {
  let out = '';
  for (const child of children(node)) {
    if (child.type === 'text') out += markText(child);
    else if (child.type === 'hardBreak') out += '  \n';
    else out += inline(child);
  }
  return out;
}

const indent = (text: string, prefix: string, first = prefix): string =>
  text
    .split('\n')
    .map((line, i) => (line === '' ? line : (i === 0 ? first : prefix) + line))
    .join('\n');

function blocks(nodes: Node[], depth: number): string {
  return nodes
    .map((n) => block(n, depth))
    .filter((b) => b !== '')
    .join('\n\n');
}

function block(node: Node, depth: number): string {
  if (depth > 100) return '';
  switch (node.type) {
    case 'paragraph':
      return inline(node)
        .split('\n')
        .map((line) => escapeLineStart(line))
        .join('\n');
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(node.attrs?.level) || 2));
      return `${'#'.repeat(level)} ${inline(node).replace(/\s*\n\s*/g, ' ')}`;
    }
    case 'blockquote':
      return blocks(children(node), depth + 1)
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'bulletList':
    case 'orderedList': {
      const start = Number(node.attrs?.start) || 1;
      return children(node)
        .map((item, i) => {
          const marker = node.type === 'orderedList' ? `${start + i}. ` : '- ';
          return indent(blocks(children(item), depth + 1), ' '.repeat(marker.length), marker);
        })
        .join('\n');
    }
    case 'codeBlock': {
      const text = children(node)
        .map((c) => (typeof c.text === 'string' ? c.text : ''))
        .join('');
      const fence = text.includes('```') ? '~~~' : '```';
      const language = typeof node.attrs?.language === 'string' ? node.attrs.language : '';
      return `${fence}${language}\n${text}\n${fence}`;
    }
    case 'horizontalRule':
      return '---';
    case 'hardBreak':
      return '';
    case 'text':
      return markText(node);
    default:
      // An unknown block: its blocks if it has any, else its inline text.
      return children(node).some((c) => c.type !== 'text' && c.type !== 'hardBreak')
        ? blocks(children(node), depth + 1)
        : inline(node);
  }
}

/** The document as Markdown, blocks separated by a blank line; '' for an empty document. */
export function tiptapToMarkdown(doc: unknown): string {
  if (!doc || typeof doc !== 'object') return '';
  return blocks(children(doc as Node), 0).trim();
}
