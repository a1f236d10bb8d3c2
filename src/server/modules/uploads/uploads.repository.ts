import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  authorBrands,
  chapters,
  chapterVersions,
  characters,
  groups,
  playEntries,
  stories,
  supportMessages,
  templates,
  users,
  worlds,
} from '../../db/schema/index';
import { chapterImageKeys, uploadKeyInUrl } from '../../db/schema/sql-helpers';

/**
 * Every column that may hold the URL of an uploaded image. The orphan sweep keeps a file while
 * any row of any of them points at it, so a column missing here would get its images deleted:
 * uploads-sweep.test.ts compares this list with the database catalog. Each column needs its
 * uploadKeyIndex in the schema (the same test checks), or every sweep step reads its whole table.
 */
export const UPLOAD_URL_COLUMNS: readonly PgColumn[] = [
  authorBrands.bannerImage,
  authorBrands.logoImage,
  characters.characterImage,
  groups.groupImage,
  playEntries.characterImage,
  playEntries.image,
  stories.coverImage,
  supportMessages.screenshotImage,
  templates.coverImage,
  users.profileImage,
  worlds.worldImage,
];

/**
 * The chapter documents whose images are in use: a chapter's text, and every kept version of it
 * (a restore brings its images back). Images inside chapter text live in the chapter-images
 * bucket (a manuscript import stores them); a document keeps a file while any image node's `src`
 * ends in its key, probed through each column's chapterImageKeysIndex.
 */
export const CHAPTER_DOCUMENT_COLUMNS: readonly PgColumn[] = [chapters.content, chapterVersions.content];

/** `table.column` of a column of UPLOAD_URL_COLUMNS, as the catalog names it. */
export const columnName = (column: PgColumn) => `${getTableName(column.table)}.${column.name}`;

/**
 * The keys among `keys` the image columns point at. A stored URL counts by the key it ends in
 * (uploadKeyInUrl): its last three `/`-separated segments once any query or fragment is cut.
 * Every URL form uploadKeyFromUrl accepts (`/uploads/<key>`, the app's absolute address, the S3
 * public address) ends in its key, and so do those forms under an earlier PUBLIC_URL or
 * S3_PUBLIC_URL: matching on the ending rather than on today's prefixes means a changed setting
 * can only keep more files, never turn images in use into orphans. Each column has an index of
 * that ending (uploadKeyIndex), so this is a few index probes per key, whatever the table sizes.
 * The chapter documents answer with every image key of a document that shows one of `keys` (a
 * GIN probe); keys outside `keys` among them are harmless, the caller asks only about its own.
 */
function keysInUseQuery(keys: readonly string[]): SQL {
  const perColumn = UPLOAD_URL_COLUMNS.map((column) => {
    const key = uploadKeyInUrl(column);
    return sql`select ${key} as key from ${column.table} where ${column} is not null and ${inArray(key, [...keys])}`;
  });
  const literal = sql`array[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  const perDocument = CHAPTER_DOCUMENT_COLUMNS.map(
    (column) =>
      sql`select unnest(${chapterImageKeys(column)}) as key from ${column.table} where ${chapterImageKeys(column)} && ${literal}`,
  );
  return sql.join([...perColumn, ...perDocument], sql` union `);
}

const keySet = (rows: { key: string }[]) => new Set(rows.map((row) => row.key));

/** The reads the orphaned-upload sweep needs (uploads-sweep.job.ts). */
export function createUploadsRepository(db: Db) {
  return {
    /**
     * Which of `keys` some row points at right now: the check right before deleting them. Index
     * probes (see keysInUseQuery); callers pass a few hundred keys at a time.
     */
    async keysInUse(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      return keySet(await queryRows<{ key: string }>(db, keysInUseQuery(keys)));
    },

    /**
     * Whether any row holds an image URL at all. False on a database that cannot be the one the
     * stored files belong to (a fresh or wrongly configured one), where the sweep must not run.
     */
    async anyImageUrlStored(): Promise<boolean> {
      const checks = UPLOAD_URL_COLUMNS.map(
        (column) => sql`exists (select 1 from ${column.table} where ${column} is not null)`,
      );
      const [row] = await queryRows<{ stored: boolean }>(
        db,
        sql`select (${sql.join(checks, sql` or `)}) as stored`,
      );
      return row?.stored === true;
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
