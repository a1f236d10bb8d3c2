import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/keyset-cursor';
import { filterPresets } from '../../db/schema/filter-presets';

export type FilterPresetRow = typeof filterPresets.$inferSelect;

/** Every read and write of filter_presets; each query is scoped to the owner. */
export function createFilterPresetsRepository(db: Db) {
  const own = (userId: string, id: string) => and(eq(filterPresets.id, id), eq(filterPresets.userId, userId));
  return {
    list(userId: string): Promise<FilterPresetRow[]> {
      return db
        .select()
        .from(filterPresets)
        .where(eq(filterPresets.userId, userId))
        .orderBy(asc(filterPresets.createdAt), asc(filterPresets.id));
    },
    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(filterPresets)
        .where(eq(filterPresets.userId, userId));
      return row?.n ?? 0;
    },
    async create(userId: string, name: string, filters: Record<string, string>): Promise<FilterPresetRow> {
      const [row] = await db.insert(filterPresets).values({ userId, name, filters }).returning();
      return row!;
    },
    /** The owner's preset, or undefined (another reader's preset is as missing as none). */
    async update(
      userId: string,
      id: string,
      patch: { name?: string; filters?: Record<string, string> },
    ): Promise<FilterPresetRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(filterPresets)
        .set({ ...patch, updatedAt: new Date() })
        .where(own(userId, id))
        .returning();
      return row;
    },
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(filterPresets).where(own(userId, id)).returning({ id: filterPresets.id });
      return rows.length > 0;
    },
  };
}

export type FilterPresetsRepository = ReturnType<typeof createFilterPresetsRepository>;
