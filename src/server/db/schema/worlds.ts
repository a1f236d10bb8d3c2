import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { TECHNOLOGY_LEVELS, WORLD_GENRES, WORLD_PRIVACY } from '@common/constants';
import { groups } from './groups';
import { users } from './users';
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
 * worlds (SPEC section 3). Private by default (SPEC section 5). A world belongs to its creator and
 * goes with them; stories set in it only lose the link (see stories.world_id).
 */
export const worlds = pgTable(
  'worlds',
  {
    id: uuid('world_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    genre: text('genre').notNull().default('Fantasy'),
    technologyLevel: text('technology_level'),
    creator: uuid('creator')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    worldImage: text('world_image'),
    geography: text('geography'),
    cultures: text('cultures'),
    history: text('history'),
    rulesSystem: text('rules_system'),
    privacyLevel: text('privacy_level').notNull().default('Private'),
    /**
     * The group a 'Group Only' world is shared with (one the creator belongs to); its members may
     * read the world. Null for other privacy levels; cleared when the group goes, which leaves a
     * 'Group Only' world readable by its creator alone.
     */
    sharedGroupId: uuid('shared_group_id').references(() => groups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: searchVector('name', 'description'),
  },
  (t) => [
    // The orphaned-upload sweep's check (uploads.repository.ts).
    uploadKeyIndex('worlds_world_image_key_idx', t.worldImage),
    index('worlds_creator_updated_idx').on(t.creator, t.updatedAt.desc().nullsFirst()),
    // "Public list of Public and Marketplace worlds", newest first.
    index('worlds_listed_updated_idx')
      .on(t.updatedAt.desc().nullsFirst())
      .where(sql`${t.privacyLevel} in ('Public', 'Marketplace')`),
    // A group's shared worlds.
    index('worlds_shared_group_idx')
      .on(t.sharedGroupId, t.updatedAt.desc().nullsFirst())
      .where(sql`${t.sharedGroupId} is not null`),
    trigramIndex('worlds_name_trgm_idx', t.name),
    trigramIndex('worlds_description_trgm_idx', t.description),
    searchVectorIndex('worlds_search_idx', t.searchVector),
    check('worlds_name_length_check', lengthBetween(t.name, 1, 120)),
    check('worlds_description_length_check', lengthBetween(t.description, 0, 5000)),
    check('worlds_genre_check', oneOf(t.genre, WORLD_GENRES)),
    check('worlds_technology_level_check', oneOf(t.technologyLevel, TECHNOLOGY_LEVELS)),
    check('worlds_privacy_check', oneOf(t.privacyLevel, WORLD_PRIVACY)),
    check('worlds_shared_group_check', sql`${t.sharedGroupId} is null or ${t.privacyLevel} = 'Group Only'`),
  ],
);
