import { useEffect, useMemo, useRef } from 'react';

/** A passage as offsets into the chapter's text (its blocks joined by '\n', as the server counts). */
export type Passage = { from: number; to: number };

type Highlight = Passage & { id: string };

type Props = {
  /** The chapter's text blocks, in order. */
  blocks: string[];
  /** Passages to mark (the reader's comments, where they are now). */
  highlights: Highlight[];
  /** Called with the passage the reader selects in the text. */
  onSelect: (passage: Passage) => void;
  /** The text's accessible name. */
  label: string;
};

/** Where each block starts in the joined text. */
export function blockStarts(blocks: string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const block of blocks) {
    starts.push(at);
    at += block.length + 1;
  }
  return starts;
}

/** The offset in the joined text of a DOM point inside a block, or null outside the blocks. */
function offsetOf(root: HTMLElement, node: Node, offset: number, starts: number[]): number | null {
  const element = node instanceof Element ? node : node.parentElement;
  const block = element?.closest<HTMLElement>('[data-block]');
  if (!block || !root.contains(block)) return null;
  const range = document.createRange();
  range.setStart(block, 0);
  range.setEnd(node, offset);
  return starts[Number(block.dataset.block)]! + range.toString().length;
}

/** A block cut at the highlights' edges: each piece with whether a highlight covers it. */
function pieces(text: string, start: number, highlights: Highlight[]) {
  const end = start + text.length;
  const cuts = new Set([0, text.length]);
  for (const h of highlights) {
    if (h.to <= start || h.from >= end) continue;
    cuts.add(Math.max(h.from, start) - start);
    cuts.add(Math.min(h.to, end) - start);
  }
  const points = [...cuts].sort((a, b) => a - b);
  return points.slice(0, -1).map((from, i) => {
    const to = points[i + 1]!;
    const marked = highlights.some((h) => h.from < start + to && h.to > start + from);
    return { from, text: text.slice(from, to), marked };
  });
}

/**
 * A draft chapter's text, read only, with the reader's commented passages highlighted. Selecting
 * words (mouse, touch or keyboard) reports them as offsets, so a comment can be anchored there.
 */
export function DraftText({ blocks, highlights, onSelect, label }: Props) {
  const root = useRef<HTMLElement>(null);
  const starts = useMemo(() => blockStarts(blocks), [blocks]);
  useEffect(() => {
    const changed = () => {
      const selection = document.getSelection();
      const el = root.current;
      if (!selection || !el || selection.rangeCount === 0 || selection.isCollapsed) return;
      const a = offsetOf(el, selection.anchorNode!, selection.anchorOffset, starts);
      const b = offsetOf(el, selection.focusNode!, selection.focusOffset, starts);
      // A selection elsewhere (the comment form) keeps the passage chosen last.
      if (a === null || b === null) return;
      onSelect({ from: Math.min(a, b), to: Math.max(a, b) });
    };
    document.addEventListener('selectionchange', changed);
    return () => document.removeEventListener('selectionchange', changed);
  }, [starts, onSelect]);

  return (
    <article
      ref={root}
      aria-label={label}
      className="prose-reading max-w-prose space-y-4 font-serif text-lg leading-relaxed text-ink"
    >
      {blocks.map((block, i) => (
        <p key={i} data-block={i} className="min-h-[1lh] whitespace-pre-wrap">
          {pieces(block, starts[i]!, highlights).map((piece) =>
            piece.marked ? (
              <mark
                key={piece.from}
                data-testid="beta-highlight"
                className="rounded-sm bg-accent/20 text-ink"
              >
                {piece.text}
              </mark>
            ) : (
              <span key={piece.from}>{piece.text}</span>
            ),
          )}
        </p>
      ))}
    </article>
  );
}
