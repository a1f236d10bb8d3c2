import { asc, eq, gt, and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { chapters } from '../../../db/schema/chapters';
import { stories } from '../../../db/schema/stories';
import type { ExportTable } from './export-tables';

/** A column of some table that references users.user_id. */
export type UserForeignKey = { table: string; column: string };

/**
 * The only database access of the data export. Table and column names come from EXPORT_TABLES
 * or the database catalog, never from a request; they are still quoted as identifiers.
 */
export function createExportRepository(db: Db) {
  return {
    /** Every (table, column) holding a foreign key to users, read from the catalog. */
    async userForeignKeys(): Promise<UserForeignKey[]> {
      return queryRows<UserForeignKey>(
        db,
        sql`select cl.relname::text as "table", a.attname::text as "column"
            from pg_constraint c
            join pg_class cl on cl.oid = c.conrelid
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
            where c.contype = 'f' and c.confrelid = 'users'::regclass
            order by 1, 2`,
      );
    },

    /** The primary-key columns of a table, in key order (the export's stable row order). */
    async primaryKey(table: string): Promise<string[]> {
      const rows = await queryRows<{ column: string }>(
        db,
        sql`select a.attname::text as "column"
            from pg_index i
            join lateral unnest(i.indkey) with ordinality as k(attnum, n) on true
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
            where i.indrelid = (select oid from pg_class where relname = ${table} and relkind in ('r', 'p') limit 1)
              and i.indisprimary
            order by k.n`,
      );
      return rows.map((r) => r.column);
    },

    /** One batch of the user's rows of `spec.table`, in primary-key order. */
    async ownedRows(spec: ExportTable, userId: string, orderBy: string[], offset: number, limit: number) {
      const conditions: SQL[] = (spec.owners ?? []).map((c) => sql`${sql.identifier(c)} = ${userId}::uuid`);
      if (spec.viaOwnStory) {
        conditions.push(
          sql`${sql.identifier(spec.viaOwnStory)} in (select story_id from stories where created_by = ${userId}::uuid)`,
        );
      }
      if (conditions.length === 0) return [];
      const order = sql.join(
        orderBy.map((c) => sql.identifier(c)),
        sql`, `,
      );
      return queryRows<Record<string, unknown>>(
        db,
        sql`select * from ${sql.identifier(spec.table)}
            where ${sql.join(conditions, sql` or `)}
            order by ${order} limit ${limit} offset ${offset}`,
      );
    },

    /** The user's stories for the Markdown files, oldest first. */
    ownStories(userId: string) {
      return db
        .select({
          id: stories.id,
          title: stories.title,
          description: stories.description,
          genre: stories.genre,
          status: stories.status,
          privacyLevel: stories.privacyLevel,
          createdAt: stories.createdAt,
        })
        .from(stories)
        .where(eq(stories.createdBy, userId))
        .orderBy(asc(stories.createdAt), asc(stories.id));
    },

    /** A batch of a story's chapters after `afterPosition`, in reading order. */
    chapterBatch(storyId: string, afterPosition: number, limit: number) {
      return db
        .select({
          position: chapters.position,
          title: chapters.title,
          status: chapters.status,
          content: chapters.content,
        })
        .from(chapters)
        .where(and(eq(chapters.storyId, storyId), gt(chapters.position, afterPosition)))
        .orderBy(asc(chapters.position))
        .limit(limit);
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
