import type { Db } from '../../db/client';
import { createXpRepository, type XpTotals } from './xp.repository';
import { XP_RULES, type HeldRule, type XpRule } from './xp-rules';

export { XP_RULES, HELD_RULES, type HeldRule, type XpRule, levelForXp, progressToMaster } from './xp-rules';

/** One XP-earning event: who earns, by which rule (xp-rules.ts), and what the event is about. */
export type XpAward = {
  userId: string;
  rule: XpRule;
  /** Makes the event unique per user and rule (see the table in xp-rules.ts). */
  refId: string;
};

/**
 * Pays the rule's XP to the user once per (user, rule, refId): a second report of the same event
 * changes nothing. Adds to users.experience_points and recomputes users.user_level =
 * floor(xp / 5000) + 1 in the same statement as the ledger insert.
 *
 * Pass the transaction handle when the event is part of a larger write (`withTransaction`'s
 * `tx`), so the award rolls back with it.
 *
 * @returns the user's new totals, or null when nothing was paid (already paid, or no such user).
 * @example await awardXp(tx, { userId: caller.id, rule: 'COMMENT_WRITTEN', refId: comment.id });
 */
export function awardXp(db: Db, award: XpAward): Promise<XpTotals | null> {
  return createXpRepository(db).insertAward(award.userId, award.rule, award.refId, XP_RULES[award.rule]);
}

/**
 * Pays a held rule (xp-rules.ts HELD_RULES) for every story or chapter the user now holds beyond
 * what the rule has already paid them: call it after the publish (or status change) is written,
 * with the transaction handle when there is one. Deleting and re-creating pays nothing again.
 *
 * @returns the user's new totals, or null when nothing was due.
 * @example await awardHeldXp(tx, { userId: story.createdBy, rule: 'CHAPTER_PUBLISHED' });
 */
export function awardHeldXp(db: Db, award: { userId: string; rule: HeldRule }): Promise<XpTotals | null> {
  return createXpRepository(db).insertHeldAwards(award.userId, award.rule, XP_RULES[award.rule]);
}

/** The first instant of the current UTC month. */
export function startOfUtcMonth(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** 'XP This Month': the sum of the user's ledger since the first of the current UTC month. */
export function getXpThisMonth(db: Db, userId: string, now: Date = new Date()): Promise<number> {
  return createXpRepository(db).sumSince(userId, startOfUtcMonth(now));
}
