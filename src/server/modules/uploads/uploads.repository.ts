import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { characters, groups, stories, templates, users, worlds } from '../../db/schema/index';

/**
 * Every column that may hold the URL of an uploaded image. The orphan sweep keeps a file while
 * any row of any of them points at it, so a column missing here would get its images deleted:
 * uploads-sweep.test.ts compares this list with the database catalog.
 */
export const UPLOAD_URL_COLUMNS: readonly PgColumn[] = [
  characters.characterImage,
  groups.groupImage,
  stories.coverImage,
  templates.coverImage,
  users.profileImage,
  worlds.worldImage,
];

/** `table.column` of a column of UPLOAD_URL_COLUMNS, as the catalog names it. */
export const columnName = (column: PgColumn) => `${getTableName(column.table)}.${column.name}`;

/**
 * The storage key a stored URL ends in: its last three `/`-separated segments once any query or
 * fragment is cut. Every URL form uploadKeyFromUrl accepts (`/uploads/<key>`, the app's absolute
 * address, the S3 public address) ends in its key, and so do those forms under an earlier
 * PUBLIC_URL or S3_PUBLIC_URL: matching on the ending rather than on today's prefixes means a
 * changed setting can only keep more files, never turn images in use into orphans.
 */
const keyInUrl = (column: PgColumn) =>
  sql<string>`substring(regexp_replace(${column}, '[?#].*$', '') from '[^/]+/[^/]+/[^/]+$')`;

/** The keys the image columns point at, all of them or only those among `keys`. */
function keysInUseQuery(keys?: readonly string[]): SQL {
  const perColumn = UPLOAD_URL_COLUMNS.map((column) => {
    const key = keyInUrl(column);
    const among = keys ? sql` and ${inArray(key, [...keys])}` : sql``;
    return sql`select ${key} as key from ${column.table} where ${column} is not null${among}`;
  });
  return sql.join(perColumn, sql` union `);
}

const keySet = (rows: { key: string }[]) => new Set(rows.map((row) => row.key));

/** The reads the orphaned-upload sweep needs (uploads-sweep.job.ts). */
export function createUploadsRepository(db: Db) {
  return {
    /**
     * Every key some row points at, through any column of UPLOAD_URL_COLUMNS: one read of each
     * column per call, so a sweep run scans the image columns once, however many files it lists.
     */
    async allKeysInUse(): Promise<Set<string>> {
      return keySet(await queryRows<{ key: string }>(db, keysInUseQuery()));
    },

    /**
     * Which of `keys` some row points at right now: the last check before deleting them. Each
     * column is read once for the whole batch (`key in (...)`, no index serves it), so callers
     * pass the few keys that looked unused, in batches of a few hundred, never one at a time.
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
