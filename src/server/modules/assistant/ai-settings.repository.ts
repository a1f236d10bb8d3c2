import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiAccountSettings, aiServerSettings } from '../../db/schema/ai';

/** The writer's and the server's AI switches (no row: on). */
export function createAiSettingsRepository(db: Db) {
  return {
    async accountEnabled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ enabled: aiAccountSettings.enabled })
        .from(aiAccountSettings)
        .where(eq(aiAccountSettings.userId, userId));
      return row?.enabled ?? true;
    },

    async setAccount(userId: string, enabled: boolean): Promise<void> {
      await db
        .insert(aiAccountSettings)
        .values({ userId, enabled })
        .onConflictDoUpdate({ target: aiAccountSettings.userId, set: { enabled, updatedAt: sql`now()` } });
    },

    async serverEnabled(): Promise<boolean> {
      const [row] = await db.select({ enabled: aiServerSettings.enabled }).from(aiServerSettings);
      return row?.enabled ?? true;
    },

    async setServer(enabled: boolean, adminId: string): Promise<void> {
      await db
        .insert(aiServerSettings)
        .values({ id: 1, enabled, updatedBy: adminId })
        .onConflictDoUpdate({
          target: aiServerSettings.id,
          set: { enabled, updatedBy: adminId, updatedAt: sql`now()` },
        });
    },
  };
}
