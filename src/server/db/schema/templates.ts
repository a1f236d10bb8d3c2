import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { GENRES, TEMPLATE_TYPES } from '@common/constants';
import { users } from './users';
import {
  createdAt,
  lengthBetween,
  oneOf,
  searchVector,
  searchVectorIndex,
  trigramIndex,
  updatedAt,
} from './sql-helpers';

/**
 * templates: the marketplace (SPEC section 3). Price 0 means free; price and downloads default
 * to 0 (SPEC section 5). `type` is the marketplace chip (Story Structure ...); `category` is the
 * genre the community filter uses. `downloads` only grows, through increment_template_downloads.
 */
export const templates = pgTable(
  'templates',
  {
    id: uuid('template_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    content: text('content'),
    creator: uuid('creator')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    category: text('category'),
    downloads: integer('downloads').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: searchVector('name', 'description'),
  },
  (t) => [
    // Sorts: Most Popular (default), Highest Rated, Newest, price both ways.
    index('templates_downloads_idx').on(t.downloads.desc().nullsFirst()),
    index('templates_rating_idx').on(t.rating.desc().nullsLast()),
    index('templates_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('templates_price_idx').on(t.price),
    index('templates_type_downloads_idx').on(t.type, t.downloads.desc().nullsFirst()),
    index('templates_creator_updated_idx').on(t.creator, t.updatedAt.desc().nullsFirst()),
    trigramIndex('templates_name_trgm_idx', t.name),
    trigramIndex('templates_description_trgm_idx', t.description),
    searchVectorIndex('templates_search_idx', t.searchVector),
    check('templates_name_length_check', lengthBetween(t.name, 1, 120)),
    check('templates_description_length_check', lengthBetween(t.description, 0, 5000)),
    check('templates_type_check', oneOf(t.type, TEMPLATE_TYPES)),
    check('templates_category_check', oneOf(t.category, GENRES)),
    check('templates_price_check', sql`${t.price} >= 0`),
    check('templates_downloads_check', sql`${t.downloads} >= 0`),
    check('templates_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
