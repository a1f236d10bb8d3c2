import { z } from 'zod';
import { CHARACTER_PRIVACY } from '../constants';
import { cursorQuerySchema, searchTextSchema } from './pagination';

const longText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional();

/** A trait chip: no commas, since traits are stored comma-separated (SPEC section 3). */
export const traitSchema = z
  .string()
  .trim()
  .min(1, 'Trait cannot be empty')
  .max(40, 'Trait must be at most 40 characters')
  .refine((t) => !t.includes(','), 'Traits cannot contain commas');

/** Every character form field, without defaults: the create schema adds them, the update schema must not. */
const characterFields = {
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters'),
  personalityTraits: z.array(traitSchema).max(20, 'At most 20 traits'),
  background: longText('Background', 20000),
  speakingStyle: longText('Speaking style', 200),
  voicePatterns: longText('Voice patterns', 2000),
  /** A URL answered by POST /api/v1/uploads/character-images (the caller's own upload), or null. */
  characterImage: z.string().max(1000).nullable().optional(),
  privacyLevel: z.enum(CHARACTER_PRIVACY),
  /** One of the caller's own worlds (GET /api/v1/worlds/options), or null for none. */
  worldId: z.uuid('Choose one of your worlds').nullable().optional(),
};

export const characterInputSchema = z.object({
  ...characterFields,
  description: characterFields.description.default(''),
  personalityTraits: characterFields.personalityTraits.default([]),
  privacyLevel: characterFields.privacyLevel.default('Public'),
});
export type CharacterInput = z.input<typeof characterInputSchema>;
/** PATCH body: only the fields sent change (no defaults, so an absent field is left as it is). */
export const characterUpdateSchema = z.object(characterFields).partial();

export const myCharactersQuerySchema = cursorQuerySchema.extend({
  q: searchTextSchema,
  privacy: z.enum(CHARACTER_PRIVACY).optional(),
});

/** What the caller may do with a character; only its owner may change it (SPEC section 6). */
export const characterAbilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean() });

export const characterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  personalityTraits: z.array(z.string()),
  background: z.string().nullable(),
  speakingStyle: z.string().nullable(),
  voicePatterns: z.string().nullable(),
  characterImage: z.string().nullable(),
  privacyLevel: z.string(),
  worldId: z.uuid().nullable(),
  worldName: z.string().nullable(),
  owner: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: characterAbilitiesSchema,
});
export type Character = z.infer<typeof characterSchema>;
