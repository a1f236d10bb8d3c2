import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { MAX_STORY_TAGS } from '@common/story-labels';
import { stories } from './stories';
import { createdAt, lengthBetween } from './sql-helpers';

/**
 * Freeform story tags (issue 25; docs/decisions.md "Story tags"). One row per spelling key
 * (`name_key`: whitespace-normalised, lower-case); `name` is the first spelling used, shown
 * everywhere. An admin merge makes a tag a synonym: `canonical_id` points at the tag it was
 * merged into, its stories move there, and new input of its spelling resolves there too.
 * `use_count` (stories carrying the tag) is kept by triggers on story_tags (migration
 * story_tags_use_count), whichever path writes or cascades the rows; suggestions sort by it.
 */
export const tags = pgTable(
  'tags',
  {
    id: uuid('tag_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    slug: text('slug').notNull(),
    canonicalId: uuid('canonical_id').references((): AnyPgColumn => tags.id, { onDelete: 'set null' }),
    useCount: integer('use_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tags_name_key_unique').on(t.nameKey),
    uniqueIndex('tags_slug_unique').on(t.slug),
    // Suggestions by prefix among canonical tags (LIKE 'q%' needs the pattern operator class).
    index('tags_suggest_idx')
      .on(t.nameKey.op('text_pattern_ops'))
      .where(sql`${t.canonicalId} is null`),
    index('tags_canonical_idx').on(t.canonicalId),
    check('tags_name_length_check', lengthBetween(t.name, 1, 50)),
    check('tags_not_own_synonym_check', sql`${t.canonicalId} is null or ${t.canonicalId} <> ${t.id}`),
    check('tags_use_count_check', sql`${t.useCount} >= 0`),
  ],
);

/**
 * Which canonical tags a story carries, in the author's order. The primary key (story_id, tag_id)
 * serves a story's tags; (tag_id, story_id) serves a tag page and the include / exclude filters.
 */
export const storyTags = pgTable(
  'story_tags',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.tagId] }),
    index('story_tags_tag_story_idx').on(t.tagId, t.storyId),
    check(
      'story_tags_position_check',
      sql`${t.position} between 0 and ${sql.raw(String(MAX_STORY_TAGS - 1))}`,
    ),
  ],
);
