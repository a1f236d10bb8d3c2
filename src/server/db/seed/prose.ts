import type { TiptapDoc } from '@common/schemas/chapter';

/**
 * A chapter's document as the editor writes it: one paragraph node per paragraph. Its plain text
 * and word count are made by the chapters module when it is stored (chapter-content.ts).
 */
export function chapterDocument(paragraphs: readonly string[]): TiptapDoc {
  return {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
}
