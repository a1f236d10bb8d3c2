import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { buildStory, buildUser } from './factories.test-support';
import { estimateCache, estimatedRows } from './plan-estimate';
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
});
