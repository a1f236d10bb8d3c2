import type { Editor } from '@tiptap/react';
import { AI_EXCERPT_MAX, AI_SELECTION_MAX } from '@common/schemas/assistant';

/** The chapter's text up to the cursor (its last AI_EXCERPT_MAX characters). */
export function textBeforeCursor(editor: Editor): string {
  const text = editor.state.doc.textBetween(0, editor.state.selection.from, '\n\n', ' ');
  return text.slice(-AI_EXCERPT_MAX);
}

/** The selected text and where it is, or null when nothing is selected. */
export function selectedRange(editor: Editor): { from: number; to: number; text: string } | null {
  const { from, to, empty } = editor.state.selection;
  if (empty) return null;
  const text = editor.state.doc.textBetween(from, to, '\n\n', ' ').slice(0, AI_SELECTION_MAX);
  return text.trim() ? { from, to, text } : null;
}

/** Generated text as paragraphs (blank lines between them). */
export function paragraphsOf(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ type: 'paragraph', content: [{ type: 'text', text: p }] }));
}

/**
 * Puts the generated text into the chapter as one transaction, so one undo takes it out whole and
 * the live room receives it like any edit: at `range` (the rewritten selection) or after the cursor.
 */
export function insertGenerated(
  editor: Editor,
  text: string,
  range: { from: number; to: number } | null,
): void {
  const size = editor.state.doc.content.size;
  const at = range
    ? { from: Math.min(range.from, size), to: Math.min(range.to, size) }
    : editor.state.selection.to;
  const paragraphs = paragraphsOf(text);
  if (range)
    editor
      .chain()
      .focus()
      .insertContentAt(at, paragraphs.length === 1 ? paragraphs[0]!.content : paragraphs)
      .run();
  else editor.chain().focus().insertContentAt(at, paragraphs).run();
}

/** The whole chapter's text, one line per paragraph (its first AI_EXCERPT_MAX characters). */
export function chapterText(editor: Editor): string {
  return editor.state.doc.textBetween(0, editor.state.doc.content.size, '\n', ' ').slice(0, AI_EXCERPT_MAX);
}
