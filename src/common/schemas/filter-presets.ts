import { z } from 'zod';
import { ADVANCED_FILTER_KEYS } from './advanced-filters';
import { librarySearchQuerySchema } from './library';

/**
 * Saved library filter presets (issue 25): a name and the search's query parameters, exactly as
 * the address of the library search carries them, so applying one is navigating to
 * `?${new URLSearchParams(filters)}`. The filters are checked by the search's own schema.
 */

/** The parameters a preset keeps: the basic filters, the sort and every advanced filter. */
export const PRESET_FILTER_KEYS = [
  'q',
  'genre',
  'status',
  'exclusive',
  'sort',
  ...ADVANCED_FILTER_KEYS,
] as const;
export type PresetFilterKey = (typeof PRESET_FILTER_KEYS)[number];

const presetFiltersSchema = z
  .partialRecord(
    z.enum(PRESET_FILTER_KEYS, { error: 'Unknown filter' }),
    z.string().max(2000, 'Filter value too long'),
  )
  .superRefine((filters, ctx) => {
    const parsed = librarySearchQuerySchema.safeParse(filters);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
    if (!Object.values(filters).some((value) => value !== undefined && value !== ''))
      ctx.addIssue({ code: 'custom', message: 'Choose at least one filter to save' });
  });

const presetNameSchema = z
  .string({ error: 'Name the preset' })
  .trim()
  .min(1, 'Name the preset')
  .max(60, 'A preset name is at most 60 characters');

/** POST /api/v1/me/filter-presets */
export const filterPresetInputSchema = z.object({ name: presetNameSchema, filters: presetFiltersSchema });
export type FilterPresetInput = z.input<typeof filterPresetInputSchema>;
/** PATCH /api/v1/me/filter-presets/:id: rename, or save the current filters over it. */
export const filterPresetPatchSchema = z
  .object({ name: presetNameSchema.optional(), filters: presetFiltersSchema.optional() })
  .refine((v) => v.name !== undefined || v.filters !== undefined, { message: 'Send a name or filters' });

export const filterPresetSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FilterPreset = z.infer<typeof filterPresetSchema>;
export const filterPresetListSchema = z.object({ items: z.array(filterPresetSchema) });
