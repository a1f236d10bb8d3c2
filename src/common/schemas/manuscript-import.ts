import { z } from 'zod';
import { STORY_GENRES } from '../constants';

/** The most chapters one import writes. */
export const IMPORT_MAX_CHAPTERS = 200;

/** POST /api/v1/imports/preview: the manuscript's sections, split at its chapter headings. */
export const importPreviewSchema = z.object({
  format: z.enum(['docx', 'markdown', 'text']),
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
 * title and the sections it joins, in order; sections left out are not imported.
 */
export const importPlanSchema = z.object({
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
