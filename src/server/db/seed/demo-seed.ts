import { sql } from 'drizzle-orm';
import { isCreatorFamily } from '@common/entitlements';
import { hashPassword } from '../../auth/password';
import type { Database } from '../client';
import { users } from '../schema/index';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoCharacters, seedDemoTemplates, seedDemoWorlds } from './demo-seed-catalogue';
import { seedDemoPrivateTemplate } from './demo-seed-private-template';
import { seedDemoExclusiveTemplate } from './demo-seed-exclusive-template';
import { seedDemoEvents, seedDemoFollowsAndAliases, seedDemoGroups } from './demo-seed-community';
import type { SeedContext } from './demo-seed-context';
import { seedDemoReading, seedDemoReviews } from './demo-seed-reading';
import { seedDemoRecommendations } from './demo-seed-recommendations';
import { seedDemoAcquisitions } from './demo-seed-acquisitions';
import { seedDemoAllocation, seedDemoTips } from './demo-seed-tips';
import { seedDemoCommission } from './demo-seed-commissions';
import { seedDemoAiUsage } from './demo-seed-ai';
import { seedDemoStories } from './demo-seed-stories';
import { seedDemoLabels } from './demo-seed-labels';
import { seedDemoUsers } from './demo-seed-users';
import { seedDemoXp } from './demo-seed-xp';
import { seedDemoEventActivity } from './demo-seed-events';
import { seedDemoBilling } from './demo-seed-billing';
import { seedDemoGroupContent } from './demo-seed-groups';
import { seedDemoPlay } from './demo-seed-play';
import { seedDemoBeta } from './demo-seed-beta';
import { seedDemoSupport } from './demo-seed-support';
import { seedDemoAnalytics } from './demo-seed-analytics';
import { seedDemoBrand } from './demo-seed-brand';
import { seedDemoReaderAnalytics } from './demo-seed-reader-analytics';
import { createRandom } from './prng';

/** The seed of the demo's random source: change it and every demo name and number changes. */
const DEMO_SEED = 20_260_501;
/** Serialises concurrent seeders (two servers starting on one empty PostgreSQL). */
const DEMO_SEED_LOCK = 727_001;

/**
 * Seeds the demo community (SPEC-sized: 25 users over all tiers, 60 stories with chapters,
 * 80 characters, 20 worlds, 30 templates (and aria's private one and exclusive one), 10 groups, 8 events and the reading, rating,
 * reviewing and following between them) into an empty database, in one transaction.
 * Does nothing, and answers false, when any user exists. The same code gives the same names,
 * titles and counts on every run; times are relative to the moment of seeding. Every demo account
 * signs in with `password` (see demo-password.ts for when it is not the README's).
 */
export async function seedDemoIfEmpty(database: Database, password = DEMO_PASSWORD): Promise<boolean> {
  if (await hasUsers(database)) return false;
  // Hashing is deliberately slow: once, outside the transaction, shared by every demo account.
  const passwordHash = await hashPassword(password);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [existing] = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing) return false;
    const ctx: SeedContext = { tx, random: createRandom(DEMO_SEED), now: new Date() };
    const people = await seedDemoUsers(ctx, passwordHash);
    const creators = people.filter((u) => isCreatorFamily(u.tier));
    const worldList = await seedDemoWorlds(ctx, creators);
    await seedDemoCharacters(ctx, creators, worldList);
    const templateList = await seedDemoTemplates(ctx, creators);
    const storyList = await seedDemoStories(ctx, creators, worldList);
    await seedDemoLabels(ctx, storyList);
    await seedDemoGroups(ctx, people);
    await seedDemoEvents(ctx, people);
    await seedDemoFollowsAndAliases(ctx, people);
    await seedDemoReading(ctx, people, storyList);
    await seedDemoReviews(ctx, people, storyList, templateList, worldList);
    await seedDemoAcquisitions(ctx, people);
    await seedDemoXp(ctx);
    await seedDemoBilling(ctx, people);
    await seedDemoGroupContent(ctx);
    await seedDemoEventActivity(ctx);
    await seedDemoTips(ctx, people, storyList);
    await seedDemoAllocation(ctx, people);
    await seedDemoCommission(ctx, people);
    await seedDemoAiUsage(ctx, people, storyList);
    await seedDemoSupport(ctx, people);
    await seedDemoPlay(ctx, people);
    await seedDemoBeta(ctx, people);
    await seedDemoAnalytics(ctx, people);
    await seedDemoBrand(ctx, people);
    await seedDemoPrivateTemplate(ctx, people);
    await seedDemoExclusiveTemplate(ctx, people);
    await seedDemoReaderAnalytics(ctx, people, storyList);
    await seedDemoRecommendations(ctx);
    return true;
  });
}

async function hasUsers(database: Database): Promise<boolean> {
  const [row] = await database.db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}
