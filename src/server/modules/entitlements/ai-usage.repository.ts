import { and, count, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiGenerations } from '../../db/schema/ai';
import { subscriptions } from '../../db/schema/billing';
import { users } from '../../db/schema/users';

export type GenerationEnd = 'completed' | 'cancelled' | 'failed';

/** Reads and writes of ai_generations, the writing assistant's meter (ai-metering.ts holds the rules). */
export function createAiUsageRepository(db: Db) {
  async function countOf(userId: string, status: string, since: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(aiGenerations)
      .where(and(eq(aiGenerations.userId, userId), eq(aiGenerations.status, status), since));
    return row?.n ?? 0;
  }

  return {
    /** Locks the writer's row for the rest of the transaction; their tier, or undefined. */
    async lockWriter(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ tier: users.subscriptionTier })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      return row?.tier;
    },

    /** Start of the current paid period when the writer has one running; else null. */
    async paidPeriodStart(userId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ start: subscriptions.currentPeriodStart, end: subscriptions.currentPeriodEnd })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      return row?.start && row.end && row.start <= now && row.end > now ? row.start : null;
    },

    /** Completed generations finished since `since`. */
    countCompleted: (userId: string, since: Date) =>
      countOf(userId, 'completed', gte(aiGenerations.finishedAt, since)),

    /** Running generations started after `since` (older ones were left by a crash and hold nothing). */
    countRunning: (userId: string, since: Date) =>
      countOf(userId, 'running', gt(aiGenerations.createdAt, since)),

    async insertRunning(userId: string, storyId: string | null, kind: string): Promise<string> {
      const [row] = await db
        .insert(aiGenerations)
        .values({ userId, storyId, kind })
        .returning({ id: aiGenerations.id });
      return row!.id;
    },

    /** Ends a running generation once; false when it had already ended (a second end changes nothing). */
    async finish(id: string, status: GenerationEnd, outputChars: number): Promise<boolean> {
      const rows = await db
        .update(aiGenerations)
        .set({ status, outputChars, finishedAt: sql`now()` })
        .where(and(eq(aiGenerations.id, id), eq(aiGenerations.status, 'running')))
        .returning({ id: aiGenerations.id });
      return rows.length === 1;
    },
  };
}

export type AiUsageRepository = ReturnType<typeof createAiUsageRepository>;
