import type { ProseMirrorDoc } from '../schema/chapters';

/**
 * Chapter text in the three forms a chapter row stores: the Tiptap / ProseMirror JSON document
 * (one paragraph node per paragraph), its plain text (paragraphs separated by a blank line) and
 * its word count (runs of non-space characters).
 */
export type ChapterText = { content: ProseMirrorDoc; contentText: string; wordCount: number };

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

export function chapterText(paragraphs: readonly string[]): ChapterText {
  const contentText = paragraphs.join('\n\n');
  return {
    content: {
      type: 'doc',
      content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
    },
    contentText,
    wordCount: countWords(contentText),
  };
}
