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

export const characterInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  personalityTraits: z.array(traitSchema).max(20, 'At most 20 traits').default([]),
  background: longText('Background', 20000),
  speakingStyle: longText('Speaking style', 200),
  voicePatterns: longText('Voice patterns', 2000),
  characterImage: z.string().max(1000).nullable().optional(),
  privacyLevel: z.enum(CHARACTER_PRIVACY).default('Public'),
  worldId: z.uuid('Choose one of your worlds').nullable().optional(),
});
export type CharacterInput = z.input<typeof characterInputSchema>;
export const characterUpdateSchema = characterInputSchema.partial();

export const myCharactersQuerySchema = cursorQuerySchema.extend({
  q: searchTextSchema,
  privacy: z.enum(CHARACTER_PRIVACY).optional(),
});

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
});
export type Character = z.infer<typeof characterSchema>;
