import { z } from 'zod';
import { GENRES, TEMPLATE_TYPES } from '../constants';

/* ------------------------------------------------------------------ publish as template */

export const TEMPLATE_DRAFT_SOURCES = ['story', 'world', 'character'] as const;
export type TemplateDraftSource = (typeof TEMPLATE_DRAFT_SOURCES)[number];
/** Story → Story Structure (chapters become beats), world → World Asset, character → Character Archetype. */
export const templateDraftParamsSchema = z.object({
  kind: z.enum(TEMPLATE_DRAFT_SOURCES, { error: 'Choose a story, world or character' }),
  id: z.string().max(100),
});
/**
 * POST /api/v1/me/custom-templates (issue 27): save one of one's own stories, worlds or characters
 * as a private template (plans with custom templates, up to the plan's limit) → 201 the template.
 */
export const customTemplateCreateSchema = templateDraftParamsSchema;
export type CustomTemplateCreateInput = z.input<typeof customTemplateCreateSchema>;

/** GET /drafts/:kind/:id: a prefilled upload form from one of the caller's own things (404 otherwise). */
export const templateDraftSchema = z.object({
  name: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  category: z.enum(GENRES).nullable(),
  description: z.string(),
  coverImage: z.string().nullable(),
  content: z.unknown(),
});
export type TemplateDraft = z.infer<typeof templateDraftSchema>;
