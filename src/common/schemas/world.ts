import { z } from 'zod';
import { TECHNOLOGY_LEVELS, WORLD_GENRES, WORLD_PRIVACY } from '../constants';
import { cursorQuerySchema, searchTextSchema } from './pagination';

const section = (label: string) =>
  z.string().trim().max(50000, `${label} must be at most 50000 characters`).nullable().optional();

export const worldInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').default(''),
  genre: z.enum(WORLD_GENRES, { error: 'Choose a genre' }),
  technologyLevel: z.enum(TECHNOLOGY_LEVELS).nullable().optional(),
  worldImage: z.string().max(1000).nullable().optional(),
  geography: section('Geography'),
  cultures: section('Cultures'),
  history: section('History'),
  rulesSystem: section('Rules system'),
  privacyLevel: z.enum(WORLD_PRIVACY).default('Private'),
});
export type WorldInput = z.input<typeof worldInputSchema>;
export const worldUpdateSchema = worldInputSchema.partial();

export const myWorldsQuerySchema = cursorQuerySchema.extend({
  q: searchTextSchema,
  genre: z.enum(WORLD_GENRES).optional(),
  privacy: z.enum(WORLD_PRIVACY).optional(),
});

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
  creator: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  collaboratorCount: z.number().int(),
  storyCount: z.number().int(),
  characterCount: z.number().int(),
});
export type World = z.infer<typeof worldSchema>;
