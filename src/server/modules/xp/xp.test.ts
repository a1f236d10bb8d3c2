import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { users, xpLedger } from '../../db/schema/index';
import {
  awardHeldXp,
  awardXp,
  getXpThisMonth,
  levelForXp,
  progressToMaster,
  startOfUtcMonth,
  XP_RULES,
} from './xp.service';

describe('XP level and progress (SPEC sections 4 and 9, cycle 5000)', () => {
  it.each([
    [0, 1, 0],
    [4999, 1, 0.9998],
    [5000, 2, 0],
    [5001, 2, 0.0002],
    [9999, 2, 0.9998],
    [10000, 3, 0],
  ])('%i XP is level %i with progress %f', (xp, level, progress) => {
    expect(levelForXp(xp)).toBe(level);
    expect(progressToMaster(xp)).toBeCloseTo(progress, 6);
  });
});

describe('awardXp', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  const totals = async (userId: string) => {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return { xp: row!.experiencePoints, level: row!.userLevel };
  };

  it('adds the rule amount, records it in the ledger and keeps the level in step', async () => {
    const user = await buildUser(db);
    const result = await awardXp(db, { userId: user.id, rule: 'CHAPTER_PUBLISHED', refId: 'chapter-1' });
    expect(result).toEqual({ experiencePoints: XP_RULES.CHAPTER_PUBLISHED, userLevel: 1 });
    expect(await totals(user.id)).toEqual({ xp: XP_RULES.CHAPTER_PUBLISHED, level: 1 });
    const ledger = await db.select().from(xpLedger).where(eq(xpLedger.userId, user.id));
    expect(ledger).toMatchObject([{ rule: 'CHAPTER_PUBLISHED', refId: 'chapter-1', amount: 50 }]);
  });

  it('pays the same event only once (idempotent), even when reported concurrently', async () => {
    const user = await buildUser(db);
    const award = { userId: user.id, rule: 'REVIEW_WRITTEN', refId: 'Story:abc' } as const;
    const results = await Promise.all([awardXp(db, award), awardXp(db, award), awardXp(db, award)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await awardXp(db, award)).toBeNull();
    expect(await totals(user.id)).toEqual({ xp: XP_RULES.REVIEW_WRITTEN, level: 1 });
    // Another reference or another rule is another event.
    await awardXp(db, { ...award, refId: 'Story:def' });
    await awardXp(db, { ...award, rule: 'COMMENT_WRITTEN' });
    expect((await totals(user.id)).xp).toBe(2 * XP_RULES.REVIEW_WRITTEN + XP_RULES.COMMENT_WRITTEN);
  });

  it('moves to the next level exactly at 5000 XP', async () => {
    const user = await buildUser(db, { experiencePoints: 4999 - XP_RULES.CHAPTER_READ, userLevel: 1 });
    await awardXp(db, { userId: user.id, rule: 'CHAPTER_READ', refId: 'c1' });
    expect(await totals(user.id)).toEqual({ xp: 4999, level: 1 });
    const user2 = await buildUser(db, { experiencePoints: 5000 - XP_RULES.CHAPTER_READ, userLevel: 1 });
    await awardXp(db, { userId: user2.id, rule: 'CHAPTER_READ', refId: 'c1' });
    expect(await totals(user2.id)).toEqual({ xp: 5000, level: 2 });
  });

  it('rolls back with the caller’s transaction', async () => {
    const user = await buildUser(db);
    await expect(
      db.transaction(async (tx) => {
        await awardXp(tx, { userId: user.id, rule: 'STORY_COMPLETED', refId: 's1' });
        throw new Error('the rest of the write failed');
      }),
    ).rejects.toThrow('the rest of the write failed');
    expect(await totals(user.id)).toEqual({ xp: 0, level: 1 });
    expect(await db.select().from(xpLedger).where(eq(xpLedger.userId, user.id))).toHaveLength(0);
  });

  it('pays a held rule for each thing held beyond the awards already paid, counting older per-id awards', async () => {
    const user = await buildUser(db);
    await awardXp(db, { userId: user.id, rule: 'STORY_COMPLETED', refId: 'a-story-id-from-before' });
    for (let i = 0; i < 3; i += 1) await buildStory(db, user.id, { status: 'Complete' });
    const paid = await awardHeldXp(db, { userId: user.id, rule: 'STORY_COMPLETED' });
    expect(paid?.experiencePoints).toBe(3 * XP_RULES.STORY_COMPLETED);
    expect(await awardHeldXp(db, { userId: user.id, rule: 'STORY_COMPLETED' })).toBeNull();
    const refs = await db
      .select({ refId: xpLedger.refId })
      .from(xpLedger)
      .where(eq(xpLedger.userId, user.id));
    expect(refs.map((r) => r.refId).sort()).toEqual(['a-story-id-from-before', 'held:2', 'held:3']);
  });

  it('pays nothing to a user that does not exist', async () => {
    expect(
      await awardXp(db, { userId: '00000000-0000-4000-8000-000000000000', rule: 'CHAPTER_READ', refId: 'x' }),
    ).toBeNull();
  });

  it('XP This Month sums only the current UTC month', async () => {
    const user = await buildUser(db);
    await awardXp(db, { userId: user.id, rule: 'STORY_PUBLISHED', refId: 'now' });
    await awardXp(db, { userId: user.id, rule: 'STORY_COMPLETED', refId: 'old' });
    const monthStart = startOfUtcMonth();
    // The 'old' award is moved to one microsecond before the month began.
    await db
      .update(xpLedger)
      .set({ createdAt: sql`${monthStart.toISOString()}::timestamptz - interval '1 microsecond'` })
      .where(eq(xpLedger.refId, 'old'));
    expect(await getXpThisMonth(db, user.id)).toBe(XP_RULES.STORY_PUBLISHED);
    expect(await getXpThisMonth(db, (await buildUser(db)).id)).toBe(0);
  });

  it('the first of the month is the UTC one', () => {
    expect(startOfUtcMonth(new Date('2026-03-01T00:30:00+02:00')).toISOString()).toBe(
      '2026-02-01T00:00:00.000Z',
    );
    expect(startOfUtcMonth(new Date('2026-03-31T23:59:59Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
