import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customType, index, timestamp } from 'drizzle-orm/pg-core';

/** `column IN ('a','b')` for CHECK constraints built from the shared constant lists. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;
}

/** `column BETWEEN low AND high` for range CHECK constraints (bounds are trusted constants). */
export const between = (column: AnyPgColumn, low: number, high: number): SQL =>
  sql`${column} between ${sql.raw(String(low))} and ${sql.raw(String(high))}`;

/** `char_length(column) BETWEEN low AND high`; a NULL column passes (CHECK semantics). */
export const lengthBetween = (column: AnyPgColumn, low: number, high: number): SQL =>
  sql`char_length(${column}) between ${sql.raw(String(low))} and ${sql.raw(String(high))}`;

/** A timestamptz column; every time in the schema is stored with its zone. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Postgres `tsvector`; only used for STORED generated search columns, never written by the app. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * A STORED generated column `search_vector` weighting a title-like column A and a description-like
 * column B, in the 'english' configuration. Queries must use the same configuration
 * (`websearch_to_tsquery('english', ...)`) for the GIN index to apply. Column names are raw SQL
 * because a generated expression may only name columns of its own row.
 */
export const searchVector = (titleColumn: string, descriptionColumn: string) =>
  tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('english', coalesce("${titleColumn}", '')), 'A') || ` +
          `setweight(to_tsvector('english', coalesce("${descriptionColumn}", '')), 'B')`,
      ),
    );

/** A pg_trgm GIN index for case-insensitive partial matches (`ILIKE '%term%'`). */
export const trigramIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);

/** The GIN index over a table's generated `search_vector` column. */
export const searchVectorIndex = (name: string, column: AnyPgColumn) => index(name).using('gin', column);

/**
 * The storage key an uploaded image's URL ends in: its last three `/`-separated segments once
 * any query or fragment is cut (uploads.repository.ts says why the ending, not the prefix).
 */
export const uploadKeyInUrl = (column: AnyPgColumn): SQL<string> =>
  sql<string>`substring(regexp_replace(${column}, '[?#].*$', '') from '[^/]+/[^/]+/[^/]+$')`;

/**
 * The upload keys of the images a chapter document (chapters.content, chapter_versions.content)
 * shows, as a text[]: the SQL function chapter_image_keys (custom migration
 * 0069_chapter_image_keys_function), the same cut as uploadKeyInUrl for each image's `src`.
 */
export const chapterImageKeys = (column: AnyPgColumn): SQL<string[]> =>
  sql<string[]>`chapter_image_keys(${column})`;

/** A GIN index of chapterImageKeys, so the sweep asks "does any document show these" by index probes. */
export const chapterImageKeysIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', chapterImageKeys(column));

/**
 * An index of the upload keys an image column points at, so the orphaned-upload sweep asks
 * "does any row use these files" with index probes instead of reading the whole table.
 */
export const uploadKeyIndex = (name: string, column: AnyPgColumn) =>
  index(name)
    .on(uploadKeyInUrl(column))
    .where(sql`${column} is not null`);
