import type { TiptapDoc } from '@common/schemas/chapter';
import { assertEditorDocument } from './chapter-document';
import { countWords, documentText } from './chapter-text';
import type { ChapterChanges, ChapterRow, ChaptersRepository } from './chapters.repository';

declare const checked: unique symbol;

/**
 * A chapter's text in the three forms its row stores: the Tiptap JSON document, its plain text
 * (search, template drafts) and its word count (the story's counts, sprints, reading progress).
 * Only `chapterContent` makes one, so every stored document has passed the editor's schema.
 */
export type ChapterContent = {
  readonly content: TiptapDoc;
  readonly contentText: string;
  readonly wordCount: number;
  readonly [checked]: true;
};

/**
 * The one place a chapter document becomes plain text and words. Refuses (400) a document the
 * editor could not open (chapter-document.ts), before anything is written.
 */
export function chapterContent(doc: TiptapDoc): ChapterContent {
  assertEditorDocument(doc);
  const contentText = documentText(doc);
  return { content: doc, contentText, wordCount: countWords(contentText) } as ChapterContent;
}

export type StoreChapterContent = {
  storyId: string;
  chapterId: string;
  content: ChapterContent;
  /** Other columns written in the same UPDATE (a PATCH's title and status). */
  alongside?: Pick<ChapterChanges, 'title' | 'status'>;
  /** Write only if the row still carries this `updatedAt` (chaptersRepository.update). */
  expectedUpdatedAt?: string;
  /** The row's new `updatedAt`; now unless given (the demo seed dates its chapters in the past). */
  at?: Date;
};

/**
 * Stores a chapter's content: the document, its text and word count in one UPDATE of the
 * chapter, then the story's word and chapter counts. The one write path for chapter text: the
 * HTTP save, the live room's store, 'Use this template', the demo seed and importers all call
 * it, inside a transaction that holds the story lock (`repo` writes through it). Answers the row
 * as stored, or undefined when nothing was written (no such chapter in the story, or it changed
 * since `expectedUpdatedAt`).
 */
export async function storeChapterContent(
  repo: ChaptersRepository,
  { storyId, chapterId, content, alongside, expectedUpdatedAt, at }: StoreChapterContent,
): Promise<ChapterRow | undefined> {
  const { content: doc, contentText, wordCount } = content;
  const row = await repo.update(
    storyId,
    chapterId,
    { ...alongside, content: doc, contentText, wordCount, ...(at ? { updatedAt: at } : {}) },
    expectedUpdatedAt,
  );
  if (row) await repo.refreshStoryCounts(storyId);
  return row;
}
