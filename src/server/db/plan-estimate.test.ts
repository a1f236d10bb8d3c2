import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { buildStory, buildUser } from './factories.test-support';
import { ESTIMATE_TTL_MS, estimateCache, estimatedRows } from './plan-estimate';
import { stories } from './schema/index';
import { openTestDatabase } from '../test/test-database';

/**
 * The EXPLAIN built once per shape must estimate what the one built for each request estimates,
 * for every request's own values: a statement that kept the first request's text would answer
 * every later search with the first one's estimate.
 */
describe('estimateCache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    const author = await buildUser(database.db);
    for (let i = 0; i < 40; i++) await buildStory(database.db, author.id, { title: `Harbour tale ${i}` });
    for (let i = 0; i < 5; i++) await buildStory(database.db, author.id, { title: `Lighthouse ${i}` });
    await database.db.execute(sql`analyze stories`);
  });
  afterAll(() => database.close());

  it('estimates each request with its own values, as the per-request EXPLAIN does', async () => {
    const estimates = estimateCache(database.db);
    const byTitle = () =>
      sql`select 1 from ${stories} where ${stories.title} ilike ${sql.placeholder('pattern')}`;
    const once = (pattern: string) =>
      estimatedRows(database.db, sql`select 1 from ${stories} where ${stories.title} ilike ${pattern}`);

    for (const pattern of ['%harbour%', '%lighthouse%', '%nowhere%', '%harbour%']) {
      expect(await estimates('title', byTitle, { pattern })).toBe(await once(pattern));
    }
    // The statistics tell the two texts apart, so the test would catch a statement stuck on one.
    expect(await estimates('title', byTitle, { pattern: '%harbour%' })).toBeGreaterThan(
      await estimates('title', byTitle, { pattern: '%lighthouse%' }),
    );
  });

  it('keeps shapes apart', async () => {
    const estimates = estimateCache(database.db);
    const all = await estimates('all', () => sql`select 1 from ${stories}`, {});
    const some = await estimates(
      'title',
      () => sql`select 1 from ${stories} where ${stories.title} ilike ${sql.placeholder('pattern')}`,
      { pattern: '%lighthouse%' },
    );
    expect(all).toBe(45);
    expect(some).toBeLessThan(all);
  });

  it('reuses an estimate until it is a minute old, then asks the planner again', async () => {
    let clock = 1_000_000;
    const estimates = estimateCache(database.db, { now: () => clock });
    const byTitle = () =>
      sql`select 1 from ${stories} where ${stories.title} ilike ${sql.placeholder('pattern')}`;
    const before = await estimates('title', byTitle, { pattern: '%beacon%' });
    const author = await buildUser(database.db);
    for (let i = 0; i < 60; i++) await buildStory(database.db, author.id, { title: `Beacon night ${i}` });
    await database.db.execute(sql`analyze stories`);
    // Within the minute the remembered number stands, although the statistics moved on.
    clock += ESTIMATE_TTL_MS - 1;
    expect(await estimates('title', byTitle, { pattern: '%beacon%' })).toBe(before);
    clock += 1;
    const after = await estimates('title', byTitle, { pattern: '%beacon%' });
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(
      await estimatedRows(
        database.db,
        sql`select 1 from ${stories} where ${stories.title} ilike ${'%beacon%'}`,
      ),
    );
  });

  it('keeps at most maxEntries estimates, dropping the oldest', async () => {
    const estimates = estimateCache(database.db, { maxEntries: 1 });
    const byTitle = () =>
      sql`select 1 from ${stories} where ${stories.title} ilike ${sql.placeholder('pattern')}`;
    const before = await estimates('title', byTitle, { pattern: '%ember%' });
    await estimates('title', byTitle, { pattern: '%harbour%' }); // pushes '%ember%' out
    const author = await buildUser(database.db);
    for (let i = 0; i < 60; i++) await buildStory(database.db, author.id, { title: `Ember road ${i}` });
    await database.db.execute(sql`analyze stories`);
    expect(await estimates('title', byTitle, { pattern: '%ember%' })).toBeGreaterThan(before);
  });
});
