import { z } from 'zod';
import { MAX_TAG_LENGTH, normaliseTagName } from '../story-labels';
import { cursorQuerySchema } from './pagination';
import { libraryStoryCardSchema } from './library';
import { TAG_MESSAGE, tagRefSchema } from './story-labels';

/** GET /api/v1/tags/suggest?q=: canonical tags starting with `q` (case-insensitive), most used first. */
export const tagSuggestQuerySchema = z.object({
  q: z
    .string({ error: 'Type the start of a tag' })
    .transform(normaliseTagName)
    .pipe(z.string().min(1, 'Type the start of a tag').max(MAX_TAG_LENGTH, TAG_MESSAGE)),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const tagSuggestionsSchema = z.object({ items: z.array(tagRefSchema) });

export const tagSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const tagStoriesQuerySchema = cursorQuerySchema;

/**
 * GET /api/v1/tags/:slug/stories: the tag (canonical: a merged tag's slug answers with the tag it
 * was merged into) and one page of its published stories, newest published first.
 */
export const tagStoriesPageSchema = z.object({
  tag: tagRefSchema,
  items: z.array(libraryStoryCardSchema),
  nextCursor: z.string().nullable(),
});
export type TagStoriesPage = z.infer<typeof tagStoriesPageSchema>;

/** POST /api/v1/admin/tags/merge: tag `from` becomes a synonym of tag `into`, everywhere. */
export const tagMergeSchema = z.object({
  from: z.string().min(1, 'Name the tag to merge').max(200),
  into: z.string().min(1, 'Name the tag to keep').max(200),
});
export const tagMergeResultSchema = z.object({
  tag: tagRefSchema,
  merged: tagRefSchema,
  /** Stories that carried the merged tag and now carry the kept one. */
  storiesMoved: z.number().int(),
});
