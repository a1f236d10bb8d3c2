import { z } from 'zod';
import { STORY_GENRES } from '../constants';

/** The most chapters one import writes (a plan may allow fewer: import-plans.ts). */
export const IMPORT_MAX_CHAPTERS = 200;

/** The largest manuscript file accepted (a long novel as DOCX with a few images fits). */
export const MANUSCRIPT_MAX_BYTES = 10 * 1024 * 1024;

/** The file names an import reads, for the file picker's `accept` and its hint. */
export const MANUSCRIPT_EXTENSIONS = ['.docx', '.md', '.markdown', '.txt'] as const;

/** A heading level (1 to 6) chapters may start at. */
export const splitLevelSchema = z.coerce.number().int().min(1).max(6);

/** POST /api/v1/imports/preview: the manuscript's sections, split at its chapter headings. */
export const importPreviewSchema = z.object({
  format: z.enum(['docx', 'markdown', 'text']),
  /** The heading level the sections start at (null: the manuscript has no headings). */
  splitLevel: z.number().int().nullable(),
  /** Every heading level in the manuscript and how many headings it has, to split at another. */
  headingLevels: z.array(z.object({ level: z.number().int(), count: z.number().int() })),
  sections: z.array(
    z.object({
      index: z.number().int(),
      title: z.string(),
      wordCount: z.number().int(),
      imageCount: z.number().int(),
      excerpt: z.string(),
    }),
  ),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * The writer's split, sent as the multipart field `plan` (JSON) before `file`: each chapter is a
 * title and the sections it joins, in order; sections left out are not imported. `splitLevel` is
 * the heading level the previewed sections started at (the preview's field `splitLevel`); left
 * out, the level the server chooses, as in a preview without it.
 */
export const importPlanSchema = z.object({
  splitLevel: z.number().int().min(1).max(6).optional(),
  /** A new story's title (else the file's name) and genre. */
  storyTitle: z.string().trim().min(1).max(200).optional(),
  genre: z.enum(STORY_GENRES).default('Modern'),
  chapters: z
    .array(
      z.object({
        title: z.string().trim().min(1, 'Every chapter needs a title').max(200),
        sections: z.array(z.number().int().min(0).max(100_000)).min(1).max(1000),
      }),
    )
    .min(1, 'Choose at least one chapter to import')
    .max(IMPORT_MAX_CHAPTERS, `Import at most ${IMPORT_MAX_CHAPTERS} chapters at a time`),
});
export type ImportPlan = z.infer<typeof importPlanSchema>;

/** What an import wrote: the story and its new draft chapters. */
export const importResultSchema = z.object({
  storyId: z.uuid(),
  chapters: z.array(z.object({ id: z.uuid(), title: z.string(), wordCount: z.number().int() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;
