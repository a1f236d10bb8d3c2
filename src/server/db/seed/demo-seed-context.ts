import type { Tier } from '@common/constants';
import type { Db } from '../client';
import type { Random } from './prng';

/** A seeded demo user, as the later steps need it. */
export type DemoUser = { id: string; username: string; tier: Tier; isAdmin: boolean; joinDate: Date };

/** A seeded demo story, as the reading and community steps need it. */
export type DemoStory = {
  id: string;
  title: string;
  genre: string;
  createdBy: string;
  isPublic: boolean;
  chapterCount: number;
  createdAt: Date;
};

/**
 * What every demo seed step shares: the transaction, the seeded random source (one sequence,
 * consumed in a fixed order, so the steps must always run in the same order) and a fixed "now"
 * that all relative times hang off.
 */
export type SeedContext = {
  tx: Db;
  random: Random;
  now: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` (may be fractional) before the seed's "now". */
export const daysBefore = (ctx: SeedContext, days: number): Date =>
  new Date(ctx.now.getTime() - days * DAY_MS);

/** A time between `from` and the seed's "now", drawn from the seeded source. */
export const timeAfter = (ctx: SeedContext, from: Date): Date =>
  new Date(from.getTime() + ctx.random.next() * (ctx.now.getTime() - from.getTime()));

/** The UTC calendar date `days` before "now", as YYYY-MM-DD (the user_daily_activity key). */
export const utcDateBefore = (ctx: SeedContext, days: number): string =>
  daysBefore(ctx, days).toISOString().slice(0, 10);

/**
 * Returned rows of a multi-row INSERT in the order their keys were inserted. RETURNING order is
 * not guaranteed by SQL, and later seed steps draw from the random source per row in order.
 */
export function inInsertOrder<R>(returned: R[], keys: readonly string[], keyOf: (row: R) => string): R[] {
  const byKey = new Map(returned.map((row) => [keyOf(row), row]));
  return keys.map((key) => {
    const row = byKey.get(key);
    if (!row) throw new Error(`seed row ${key} was not returned`);
    return row;
  });
}
