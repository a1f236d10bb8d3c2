import { z } from 'zod';
import { TECHNOLOGY_LEVELS, WORLD_GENRES, WORLD_PRIVACY } from '../constants';
import { cursorQuerySchema, searchTextSchema } from './pagination';

const section = (label: string) =>
  z.string().trim().max(50000, `${label} must be at most 50000 characters`).nullable().optional();

/** Every world form field, without defaults: the create schema adds them, the update schema must not. */
const worldFields = {
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters'),
  genre: z.enum(WORLD_GENRES, { error: 'Choose a genre' }),
  technologyLevel: z.enum(TECHNOLOGY_LEVELS).nullable().optional(),
  /** A URL answered by POST /api/v1/uploads/world-images (the caller's own upload), or null. */
  worldImage: z.string().max(1000).nullable().optional(),
  geography: section('Geography'),
  cultures: section('Cultures'),
  history: section('History'),
  rulesSystem: section('Rules system'),
  privacyLevel: z.enum(WORLD_PRIVACY),
  /** The group a 'Group Only' world is shared with: one the creator belongs to (issue 12). */
  sharedGroupId: z.uuid({ error: 'Choose one of your groups' }).nullable().optional(),
};

export const worldInputSchema = z.object({
  ...worldFields,
  description: worldFields.description.default(''),
  privacyLevel: worldFields.privacyLevel.default('Private'),
});
export type WorldInput = z.input<typeof worldInputSchema>;
/** PATCH body: only the fields sent change (no defaults, so an absent field is left as it is). */
export const worldUpdateSchema = z.object(worldFields).partial();

export const myWorldsQuerySchema = cursorQuerySchema.extend({
  q: searchTextSchema,
  genre: z.enum(WORLD_GENRES).optional(),
  privacy: z.enum(WORLD_PRIVACY).optional(),
});

/** What the caller may do with a world; only its creator may change it (SPEC section 6). */
export const worldAbilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean() });

/** A world with real counts (the spec's placeholders are replaced, per the creator workspace issue). */
export const worldSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  genre: z.string(),
  technologyLevel: z.string().nullable(),
  worldImage: z.string().nullable(),
  geography: z.string().nullable(),
  cultures: z.string().nullable(),
  history: z.string().nullable(),
  rulesSystem: z.string().nullable(),
  privacyLevel: z.string(),
  sharedGroupId: z.uuid().nullable(),
  creator: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  collaboratorCount: z.number().int(),
  storyCount: z.number().int(),
  characterCount: z.number().int(),
  abilities: worldAbilitiesSchema,
});
export type World = z.infer<typeof worldSchema>;

/** GET /api/v1/worlds/options: the caller's own worlds for the world pickers, by name. */
export const worldOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export type WorldOption = z.infer<typeof worldOptionSchema>;

/**
 * `error.details` of a 403 TIER_LIMIT answer (private worlds or characters over the plan's limit,
 * SPEC sections 6 and 9): the limit reached and where to upgrade.
 */
export { TIER_LIMIT_CODE } from '../constants';
export const tierLimitDetailsSchema = z.object({
  limit: z.number().int(),
  upgradeUrl: z.literal('/subscription'),
});
export type TierLimitDetails = z.infer<typeof tierLimitDetailsSchema>;
