import { z } from 'zod';
import { ALIAS_VISIBILITY } from '../constants';
import { aliasSchema } from './user';

/**
 * User aliases (SPEC sections 3, 4 and 5): other names a user writes under. The alias text is
 * checked and lowercased by `aliasSchema` ('Alias cannot be empty', 'Alias must be between 3 and
 * 30 characters'); uniqueness ('This alias is already taken') is the server's, compared lowercased.
 */

export const ALIAS_MESSAGES = {
  taken: 'This alias is already taken',
  createFailed: 'Failed to create alias',
  notFound: 'Alias not found',
} as const;

/** Visibility: public (default, searchable by anyone), friends or private (only the owner sees them). */
export const aliasVisibilitySchema = z.enum(ALIAS_VISIBILITY);

/** POST /api/v1/me/aliases. `isPrimary: true` makes it the primary, clearing the others. */
export const createAliasSchema = z.object({
  alias: aliasSchema,
  visibility: aliasVisibilitySchema.default('public'),
  isPrimary: z.boolean().default(false),
});
export type CreateAliasInput = z.input<typeof createAliasSchema>;

/** PATCH /api/v1/me/aliases/:aliasId: any of the fields; uniqueness excludes the alias itself. */
export const updateAliasSchema = z
  .object({
    alias: aliasSchema.optional(),
    visibility: aliasVisibilitySchema.optional(),
    isPrimary: z.boolean().optional(),
  })
  .refine((v) => v.alias !== undefined || v.visibility !== undefined || v.isPrimary !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateAliasInput = z.input<typeof updateAliasSchema>;

/** `:aliasId`; an id that is not a UUID answers 404 like a missing one. */
export const aliasParamsSchema = z.object({ aliasId: z.string().max(100) });

/** One of the signed-in user's own aliases. */
export const aliasSchemaOut = z.object({
  id: z.uuid(),
  alias: z.string(),
  visibility: aliasVisibilitySchema,
  isPrimary: z.boolean(),
  createdAt: z.string(),
});
export type Alias = z.infer<typeof aliasSchemaOut>;

/** GET /api/v1/me/aliases: primary first, then oldest first. */
export const aliasListSchema = z.object({ items: z.array(aliasSchemaOut) });

/** GET /api/v1/aliases/search?q=: public aliases matching q (case-insensitive part), at most 20 (SPEC section 9). */
export const ALIAS_SEARCH_LIMIT = 20;
export const aliasSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Enter something to search for').max(100, 'Search is too long'),
  limit: z.coerce.number().int().min(1).max(ALIAS_SEARCH_LIMIT).default(ALIAS_SEARCH_LIMIT),
});

/** A public alias found by search, with its writer, so the client can link to /authors/{username}. */
export const aliasSearchHitSchema = z.object({
  alias: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
});
export type AliasSearchHit = z.infer<typeof aliasSearchHitSchema>;
export const aliasSearchResultSchema = z.object({ items: z.array(aliasSearchHitSchema) });
