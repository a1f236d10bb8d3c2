import * as Y from 'yjs';
import { FRAGMENT } from '../../collab/live-doc';

/**
 * Anchors a beta reader's comment to a passage of a chapter's live (Yjs) document. The passage's
 * ends are Yjs relative positions: the start sticks to the passage's first character and the end
 * to its last, so text typed before, after or inside it (by anyone in the live room) moves the
 * anchor with its passage. When the passage is deleted the two ends meet (or their paragraph is
 * gone) and the comment is detached.
 *
 * Offsets count the document's text blocks (each Y.XmlText, in document order) joined by '\n':
 * the same text `textBlocks` serves to the reader, so a selection there names the passage here.
 */
type Run = { type: Y.XmlText; start: number; text: string };

export type Anchor = { start: string; end: string };
export type ResolvedRange = { from: number; to: number; text: string };

function runsOf(doc: Y.Doc): Run[] {
  const runs: Run[] = [];
  let offset = 0;
  const walk = (node: Y.XmlElement | Y.XmlFragment) => {
    for (const child of node.toArray()) {
      if (child instanceof Y.XmlText) {
        const text = plain(child);
        runs.push({ type: child, start: offset, text });
        offset += text.length + 1;
      } else if (child instanceof Y.XmlElement) walk(child);
    }
  };
  walk(doc.getXmlFragment(FRAGMENT));
  return runs;
}

/** A text node's characters, marks left out (an embed, never made by the editor, counts as one). */
function plain(type: Y.XmlText): string {
  return (type.toDelta() as { insert: unknown }[])
    .map((d) => (typeof d.insert === 'string' ? d.insert : '\uFFFC'))
    .join('');
}

/** The document's text blocks, in order (what the reader reads and selects in). */
export function textBlocks(doc: Y.Doc): string[] {
  return runsOf(doc).map((r) => r.text);
}

const encode = (rp: Y.RelativePosition) => Buffer.from(Y.encodeRelativePosition(rp)).toString('base64');
const decode = (s: string) => Y.decodeRelativePosition(new Uint8Array(Buffer.from(s, 'base64')));

/**
 * The anchor of the passage [from, to) of the served text, or undefined when it is not a passage
 * within one block (a selection across blocks is cut to its first block).
 */
export function anchorPassage(
  doc: Y.Doc,
  from: number,
  to: number,
): { anchor: Anchor; quote: string } | undefined {
  const run = runsOf(doc).find((r) => r.start <= from && from < r.start + r.text.length);
  if (!run) return undefined;
  const end = Math.min(to, run.start + run.text.length);
  if (end <= from) return undefined;
  const start = Y.createRelativePositionFromTypeIndex(run.type, from - run.start, 0);
  const last = Y.createRelativePositionFromTypeIndex(run.type, end - run.start, -1);
  return {
    anchor: { start: encode(start), end: encode(last) },
    quote: run.text.slice(from - run.start, end - run.start),
  };
}

/**
 * Where the words `quote` are, when they occur exactly once in the document (within one block).
 * The editor's Yjs binding sometimes rebuilds a paragraph instead of splitting it (typing at its
 * start, then Enter), which deletes the items the anchor stuck to although the words remain.
 */
function uniqueQuote(runs: Run[], quote: string): ResolvedRange | null {
  if (!quote) return null;
  let found: ResolvedRange | null = null;
  for (const run of runs) {
    for (let i = run.text.indexOf(quote); i >= 0; i = run.text.indexOf(quote, i + 1)) {
      if (found) return null;
      found = { from: run.start + i, to: run.start + i + quote.length, text: quote };
    }
  }
  return found;
}

/**
 * Where an anchored passage is now; when its anchor no longer resolves, where its words `quote`
 * are if they occur exactly once; else null (the passage was deleted: the comment is detached).
 */
export function resolvePassage(doc: Y.Doc, anchor: Anchor, quote = ''): ResolvedRange | null {
  const runs = runsOf(doc);
  const at = (encoded: string) => {
    let rp: Y.RelativePosition;
    try {
      rp = decode(encoded);
    } catch {
      return undefined;
    }
    const abs = Y.createAbsolutePositionFromRelativePosition(rp, doc);
    const run = abs && runs.find((r) => r.type === abs.type);
    return run ? { run, offset: run.start + abs.index } : undefined;
  };
  const start = at(anchor.start);
  const end = at(anchor.end);
  if (!start || !end || start.run !== end.run || end.offset <= start.offset) return uniqueQuote(runs, quote);
  return {
    from: start.offset,
    to: end.offset,
    text: start.run.text.slice(start.offset - start.run.start, end.offset - start.run.start),
  };
}
