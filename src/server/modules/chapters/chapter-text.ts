import type { TiptapDoc } from '@common/schemas/chapter';

/** Node types that end a line of text (block nodes and hard breaks), so words never run together. */
const LINE_BREAKING = new Set(['hardBreak', 'horizontalRule']);

type Node = { type?: unknown; text?: unknown; content?: unknown };

/**
 * The plain text of a Tiptap (ProseMirror) JSON document: text nodes in order, each block on its
 * own line. Stored beside the document (chapters.content_text) for search and word counts.
 * Walks iteratively, so a deeply nested document cannot overflow the stack.
 */
export function documentText(doc: TiptapDoc): string {
  const lines: string[] = [];
  let line = '';
  const stack: { node: Node; leaving: boolean }[] = [{ node: doc as Node, leaving: false }];
  while (stack.length > 0) {
    const { node, leaving } = stack.pop()!;
    if (leaving) {
      if (line) lines.push(line);
      line = '';
      continue;
    }
    if (typeof node.text === 'string') line += node.text;
    if (typeof node.type === 'string' && LINE_BREAKING.has(node.type)) {
      if (line) lines.push(line);
      line = '';
    }
    if (Array.isArray(node.content)) {
      // Block-level containers end their line when left; push children in reverse to visit in order.
      if (node.type !== 'text') stack.push({ node, leaving: true });
      for (let i = node.content.length - 1; i >= 0; i--) {
        const child = node.content[i];
        if (child && typeof child === 'object') stack.push({ node: child as Node, leaving: false });
      }
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

const SPACE = /\s/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Words are runs of non-space characters holding at least one letter or digit (any script): the
 * count of `text.split(/\s+/u)` tokens that match /[\p{L}\p{N}]/u, in one pass without making a
 * string per token (a live chapter near its 8 MiB limit took 1.4 s that way, on every store).
 * ASCII is decided by character code; any other code point by the same two regular expressions.
 */
export function countWords(text: string): number {
  let count = 0;
  let counted = false; // the current run already holds a letter or digit
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      if (c === 32 || (c >= 9 && c <= 13)) counted = false;
      else if (!counted && ((c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122))) {
        counted = true;
        count++;
      }
      continue;
    }
    const point = text.codePointAt(i)!;
    const character = String.fromCodePoint(point);
    if (point > 0xffff) i++;
    if (SPACE.test(character)) counted = false;
    else if (!counted && WORD_CHARACTER.test(character)) {
      counted = true;
      count++;
    }
  }
  return count;
}
