import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CHARACTER_PRIVACY } from '@common/constants';
import { users } from './users';
import { worlds } from './worlds';
import {
  createdAt,
  lengthBetween,
  oneOf,
  searchVector,
  searchVectorIndex,
  trigramIndex,
  updatedAt,
  uploadKeyIndex,
} from './sql-helpers';

/**
 * characters (SPEC section 3). Public by default (SPEC section 5). `personality_traits` is one
 * comma-separated text, as the spec stores it; the screens split it on commas.
 */
export const characters = pgTable(
  'characters',
  {
    id: uuid('character_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    personalityTraits: text('personality_traits'),
    background: text('background'),
    owner: uuid('owner')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The world the character belongs to; a deleted world leaves the character standing, unplaced.
    worldId: uuid('world_id').references(() => worlds.id, { onDelete: 'set null' }),
    characterImage: text('character_image'),
    privacyLevel: text('privacy_level').notNull().default('Public'),
    voicePatterns: text('voice_patterns'),
    speakingStyle: text('speaking_style'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: searchVector('name', 'description'),
  },
  (t) => [
    // The orphaned-upload sweep's check (uploads.repository.ts).
    uploadKeyIndex('characters_character_image_key_idx', t.characterImage),
    // "by owner, newest update first".
    index('characters_owner_updated_idx').on(t.owner, t.updatedAt.desc().nullsFirst()),
    // Characters of a world; also serves the SET NULL when a world is deleted.
    index('characters_world_idx').on(t.worldId),
    // The public list (offset, limit), newest update first.
    index('characters_public_updated_idx')
      .on(t.updatedAt.desc().nullsFirst())
      .where(sql`${t.privacyLevel} = 'Public'`),
    trigramIndex('characters_name_trgm_idx', t.name),
    trigramIndex('characters_description_trgm_idx', t.description),
    searchVectorIndex('characters_search_idx', t.searchVector),
    check('characters_name_length_check', lengthBetween(t.name, 1, 120)),
    check('characters_description_length_check', lengthBetween(t.description, 0, 5000)),
    check('characters_privacy_check', oneOf(t.privacyLevel, CHARACTER_PRIVACY)),
  ],
);
