import { and, asc, desc, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { storyExports } from '../../db/schema/exports';
import { isUuid } from '../../db/keyset-cursor';

export type ExportRow = typeof storyExports.$inferSelect;
export type NewExport = Pick<
  typeof storyExports.$inferInsert,
  'storyId' | 'requestedBy' | 'format' | 'fromChapter' | 'toChapter' | 'trimSize' | 'fingerprint' | 'colophon'
>;

/** The export jobs (story_exports): queue, progress, finished files and their expiry. */
export function createExportsRepository(db: Db) {
  return {
    async insert(row: NewExport): Promise<ExportRow> {
      const [inserted] = await db.insert(storyExports).values(row).returning();
      return inserted!;
    },

    async find(storyId: string, exportId: string): Promise<ExportRow | undefined> {
      if (!isUuid(storyId) || !isUuid(exportId)) return undefined;
      const [row] = await db
        .select()
        .from(storyExports)
        .where(and(eq(storyExports.id, exportId), eq(storyExports.storyId, storyId)))
        .limit(1);
      return row;
    },

    /** A finished, unexpired file of the same book; else a build of it still queued or running. */
    async findSameBook(storyId: string, fingerprint: string, now: Date): Promise<ExportRow | undefined> {
      const [row] = await db
        .select()
        .from(storyExports)
        .where(
          and(
            eq(storyExports.storyId, storyId),
            eq(storyExports.fingerprint, fingerprint),
            sql`(${storyExports.status} in ('queued', 'running') or (${storyExports.status} = 'done' and ${storyExports.expiresAt} > ${now}))`,
          ),
        )
        .orderBy(sql`${storyExports.status} = 'done' desc`, desc(storyExports.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Takes the oldest queued job and marks it running, or answers undefined. SKIP LOCKED lets
     * several servers share one queue without taking the same job.
     */
    async claimNext(now: Date): Promise<ExportRow | undefined> {
      const rows = await queryRows<{ story_export_id: string }>(
        db,
        sql`
        update story_exports set status = 'running', started_at = ${now}
        where story_export_id = (
          select story_export_id from story_exports where status = 'queued'
          order by created_at limit 1 for update skip locked
        )
        returning story_export_id`,
      );
      const id = rows[0]?.story_export_id;
      if (!id) return undefined;
      const [row] = await db.select().from(storyExports).where(eq(storyExports.id, id));
      return row;
    },

    async setProgress(id: string, progress: number): Promise<void> {
      await db
        .update(storyExports)
        .set({ progress: Math.max(0, Math.min(99, Math.round(progress))) })
        .where(and(eq(storyExports.id, id), eq(storyExports.status, 'running')));
    },

    async finish(
      id: string,
      file: { key: string; size: number; dropped: string[]; expiresAt: Date; now: Date },
    ): Promise<void> {
      await db
        .update(storyExports)
        .set({
          status: 'done',
          progress: 100,
          fileKey: file.key,
          fileSize: file.size,
          dropped: file.dropped,
          finishedAt: file.now,
          expiresAt: file.expiresAt,
        })
        .where(eq(storyExports.id, id));
    },

    async fail(id: string, error: string, now: Date): Promise<void> {
      await db
        .update(storyExports)
        .set({ status: 'failed', error, finishedAt: now })
        .where(eq(storyExports.id, id));
    },

    /** Jobs a stopped server left running since before `before`: back to the queue. */
    async requeueStale(before: Date): Promise<number> {
      const rows = await db
        .update(storyExports)
        .set({ status: 'queued', startedAt: null, progress: 0 })
        .where(and(eq(storyExports.status, 'running'), lt(storyExports.startedAt, before)))
        .returning({ id: storyExports.id });
      return rows.length;
    },

    /** Rows past their expiry (done) or finished long ago (failed), a batch at a time. */
    async expired(now: Date, limit: number): Promise<Pick<ExportRow, 'id' | 'fileKey'>[]> {
      return db
        .select({ id: storyExports.id, fileKey: storyExports.fileKey })
        .from(storyExports)
        .where(and(isNotNull(storyExports.expiresAt), lte(storyExports.expiresAt, now)))
        .orderBy(asc(storyExports.expiresAt))
        .limit(limit);
    },

    async deleteRows(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(storyExports).where(inArray(storyExports.id, ids));
    },

    /** Which of these job ids still have a row (the sweep keeps their files). */
    async existingIds(ids: string[]): Promise<Set<string>> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return new Set();
      const rows = await db
        .select({ id: storyExports.id })
        .from(storyExports)
        .where(inArray(storyExports.id, valid));
      return new Set(rows.map((r) => r.id));
    },

    /** Whether any job is waiting (the runner's wake-up check). */
    async hasQueued(): Promise<boolean> {
      const [row] = await db
        .select({ id: storyExports.id })
        .from(storyExports)
        .where(eq(storyExports.status, 'queued'))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type ExportsRepository = ReturnType<typeof createExportsRepository>;
