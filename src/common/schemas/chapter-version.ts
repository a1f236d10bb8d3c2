import { z } from 'zod';
import { tiptapDocSchema } from './chapter';

/**
 * Why a version exists: asked for ('Save version'), a session ended, kept just before a restore, or
 * kept right after the writer inserted a writing-assistant generation (marked AI-assisted).
 */
export const VERSION_REASONS = ['manual', 'session_end', 'before_restore', 'ai_assisted'] as const;

/** POST …/versions: 'Save version' (the default), or the version after an AI-assisted insert. */
export const saveVersionSchema = z
  .object({ reason: z.enum(['manual', 'ai_assisted']).default('manual') })
  .nullish();

/** One kept version of a chapter, as the history list shows it. */
export const chapterVersionSummarySchema = z.object({
  id: z.uuid(),
  chapterId: z.uuid(),
  reason: z.enum(VERSION_REASONS),
  /** Who saved it; null for an automatic version or a deleted account. */
  createdBy: z.object({ id: z.uuid(), username: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  wordCount: z.number().int().min(0),
});
export type ChapterVersionSummary = z.infer<typeof chapterVersionSummarySchema>;

export const chapterVersionListSchema = z.object({ items: z.array(chapterVersionSummarySchema) });

/**
 * A stretch of text in the comparison of a version with the chapter now, in reading order:
 * `removed` is in the version but no longer in the chapter, `added` came after the version.
 */
export const versionChangeSchema = z.object({
  kind: z.enum(['same', 'added', 'removed']),
  text: z.string(),
});
export type VersionChange = z.infer<typeof versionChangeSchema>;

/** A version read-only: its document and what changed since (word by word, paragraphs kept). */
export const chapterVersionDetailSchema = chapterVersionSummarySchema.extend({
  content: tiptapDocSchema,
  changes: z.array(versionChangeSchema),
});
export type ChapterVersionDetail = z.infer<typeof chapterVersionDetailSchema>;

/** After a restore: the chapter's word count now and the version that keeps the text it replaced. */
export const chapterRestoreResultSchema = z.object({
  wordCount: z.number().int().min(0),
  previous: chapterVersionSummarySchema,
});
export type ChapterRestoreResult = z.infer<typeof chapterRestoreResultSchema>;
