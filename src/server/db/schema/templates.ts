import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENRES, TEMPLATE_TYPES } from '@common/constants';
import { TEMPLATE_CHANGELOG_MAX, TEMPLATE_LICENCES, TEMPLATE_STATUSES } from '@common/schemas/marketplace';
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

/** Rows the marketplace lists: published templates (an unpublished one stays for its creator and acquirers). */
const isPublished = sql.raw(`"status" = 'published'`);
/** Published exclusive templates: few, so the Exclusive filter reads them all and sorts them. */
const isPublishedExclusive = sql.raw(`"status" = 'published' and "exclusive"`);
/** The Highest Rated sort key: unrated templates last. Queries must use this expression for the index. */
export const templateRatingKey = sql.raw(`coalesce("rating", 0)`);

/**
 * templates: the marketplace (SPEC section 3). Price 0 means free; price and downloads default
 * to 0 (SPEC section 5). `type` is the marketplace chip (Story Structure ...); `category` is the
 * genre the community filter uses. `downloads` only grows, through increment_template_downloads.
 * `content` is the current version's document (template-content.ts schema of `type`), the same as
 * template_versions' row for `current_version`; every version stays there for its owners.
 * `exclusive` (issue 27): never sold; used at no charge by plans with exclusiveTemplates (Master
 * Weaver), kept by those who acquired it before; set by admins or by a Master Weaver creator.
 */
export const templates = pgTable(
  'templates',
  {
    id: uuid('template_id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    content: jsonb('content'),
    creator: uuid('creator')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    category: text('category'),
    downloads: integer('downloads').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    status: text('status').notNull().default('published'),
    licence: text('licence').notNull().default('personal'),
    coverImage: text('cover_image'),
    currentVersion: integer('current_version').notNull().default(1),
    exclusive: boolean('exclusive').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: searchVector('name', 'description'),
  },
  (t) => [
    // The orphaned-upload sweep's check (uploads.repository.ts).
    uploadKeyIndex('templates_cover_image_key_idx', t.coverImage),
    // Community lists by downloads over every row.
    index('templates_downloads_idx').on(t.downloads.desc().nullsFirst()),
    // Marketplace keyset sorts over published rows, each ending on the id (read forwards for
    // Price Low to High, backwards for the others), with and without the type chip. The price
    // filter (= 0 or > 0) is checked on the rows walked, or is the range of the price index.
    index('templates_published_downloads_idx').on(t.downloads, t.id).where(isPublished),
    index('templates_published_rating_idx').on(templateRatingKey, t.id).where(isPublished),
    index('templates_published_created_idx').on(t.createdAt, t.id).where(isPublished),
    index('templates_published_price_idx').on(t.price, t.id).where(isPublished),
    index('templates_published_type_downloads_idx').on(t.type, t.downloads, t.id).where(isPublished),
    index('templates_published_type_rating_idx').on(t.type, templateRatingKey, t.id).where(isPublished),
    index('templates_published_type_created_idx').on(t.type, t.createdAt, t.id).where(isPublished),
    index('templates_published_type_price_idx').on(t.type, t.price, t.id).where(isPublished),
    index('templates_published_exclusive_idx').on(t.createdAt, t.id).where(isPublishedExclusive),
    index('templates_creator_updated_idx').on(t.creator, t.updatedAt.desc().nullsFirst()),
    trigramIndex('templates_name_trgm_idx', t.name),
    trigramIndex('templates_description_trgm_idx', t.description),
    searchVectorIndex('templates_search_idx', t.searchVector),
    check('templates_name_length_check', lengthBetween(t.name, 1, 120)),
    check('templates_description_length_check', lengthBetween(t.description, 0, 5000)),
    check('templates_type_check', oneOf(t.type, TEMPLATE_TYPES)),
    check('templates_category_check', oneOf(t.category, GENRES)),
    check('templates_price_check', sql`${t.price} = 0 or ${t.price} between 0.99 and 999.99`),
    check('templates_downloads_check', sql`${t.downloads} >= 0`),
    check('templates_rating_check', sql`${t.rating} between 1 and 5`),
    check('templates_status_check', oneOf(t.status, TEMPLATE_STATUSES)),
    check('templates_licence_check', oneOf(t.licence, TEMPLATE_LICENCES)),
    check('templates_current_version_check', sql`${t.currentVersion} >= 1`),
  ],
);

/**
 * template_versions: every published version of a template's content with its changelog. Those
 * who acquired the template keep access to all of them; they go with the template.
 */
export const templateVersions = pgTable(
  'template_versions',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    changelog: text('changelog').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'template_versions_pkey', columns: [t.templateId, t.version] }),
    check('template_versions_version_check', sql`${t.version} >= 1`),
    check('template_versions_changelog_length_check', lengthBetween(t.changelog, 0, TEMPLATE_CHANGELOG_MAX)),
  ],
);
