import { UPGRADE_URL } from '@common/entitlement-refusals';
import { AI_LIMIT_CODE, type AiLimitDetails, type AiUsage } from '@common/schemas/assistant';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { AppError, unauthenticated } from '../../errors';
import { aiGenerationLimit } from './entitlements.policy';
import { createAiUsageRepository, type AiUsageRepository, type GenerationEnd } from './ai-usage.repository';

/** A running generation older than this was left by a crash: it holds no unit any more. */
export const STALE_RUNNING_MS = 15 * 60_000;

/** The first instant of the calendar month (UTC) holding `now`, and of the next one. */
export function calendarMonthUtc(now: Date): { start: Date; next: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    next: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/**
 * The writing assistant's meter, by the plan's monthly allowance (SPEC section 9): a generation
 * counts once, when it completes; a cancelled or failed one never does. The period is the paid
 * plan's billing period, or the calendar month in UTC on a free plan. `reserve` runs with the
 * writer's row locked and counts running generations too, so two started at once at the last unit
 * give one generation and one refusal.
 */
export function createAiMetering(db: Db, clock: () => Date = () => new Date()) {
  const repo = createAiUsageRepository(db);

  async function periodStart(r: AiUsageRepository, userId: string, now: Date): Promise<Date> {
    return (await r.paidPeriodStart(userId, now)) ?? calendarMonthUtc(now).start;
  }

  function refusal(tier: string, limit: number, used: number, now: Date): AppError {
    const details: AiLimitDetails = { limit, used, upgradeUrl: UPGRADE_URL };
    if (limit === 0) {
      return new AppError(
        403,
        AI_LIMIT_CODE,
        `AI generations are part of the creator plans, not your ${tier} plan. Switch plans at ${UPGRADE_URL}.`,
        details,
      );
    }
    const reset = calendarMonthUtc(now).next.toISOString().slice(0, 10);
    return new AppError(
      403,
      AI_LIMIT_CODE,
      `You have used all ${limit} AI generations of your ${tier} plan this period (the count starts again on ${reset} for free plans, or when your plan renews). Upgrade at ${UPGRADE_URL} for more.`,
      details,
    );
  }

  return {
    /** This period's completed generations against the plan's allowance (null: unlimited). */
    async usage(userId: string, tier: string): Promise<AiUsage> {
      const now = clock();
      return {
        used: await repo.countCompleted(userId, await periodStart(repo, userId, now)),
        limit: aiGenerationLimit(tier),
      };
    },

    /**
     * Holds one unit for a generation about to start, or throws 403 AI_LIMIT naming the plan and
     * linking /subscription. Returns the generation's id for `end`.
     */
    reserve(userId: string, storyId: string | null, kind: string): Promise<string> {
      return withTransaction(db, createAiUsageRepository, async (tx) => {
        const tier = await tx.lockWriter(userId);
        if (!tier) throw unauthenticated();
        const now = clock();
        const limit = aiGenerationLimit(tier);
        if (limit !== null) {
          const since = await periodStart(tx, userId, now);
          const used =
            (await tx.countCompleted(userId, since)) +
            (await tx.countRunning(userId, new Date(now.getTime() - STALE_RUNNING_MS)));
          if (used >= limit) throw refusal(tier, limit, Math.min(used, limit), now);
        }
        return tx.insertRunning(userId, storyId, kind);
      });
    },

    /** Ends a generation: only `completed` counts. A second end of the same one changes nothing. */
    end(id: string, status: GenerationEnd, outputChars = 0): Promise<boolean> {
      return repo.finish(id, status, outputChars);
    },
  };
}

export type AiMetering = ReturnType<typeof createAiMetering>;
