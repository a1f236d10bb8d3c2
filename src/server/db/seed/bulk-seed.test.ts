import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../query-rows';
import { openTestDatabase } from '../../test/test-database';
import { bulkCounts, bulkSeed } from './bulk-seed';
import { dropPlainIndexes } from './bulk-seed-indexes';

const TABLES = {
  users: 'users',
  stories: 'stories',
  worlds: 'worlds',
  characters: 'characters',
  readingProgress: 'user_reading_progress',
  ratings: 'user_story_ratings',
} as const;

/** The benchmark data set: proportional, valid, repeatable, and never losing an index. */
describe('bulk seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await queryRows<T>(database.db, query))[0]!;
  const counts = async () => {
    const result: Record<string, number> = {};
    for (const [key, table] of Object.entries(TABLES)) {
      result[key] = (
        await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)
      ).n;
    }
    return result;
  };
  const indexNames = async () =>
    (
      await queryRows<{ name: string }>(
        database.db,
        sql`select indexname as name from pg_indexes where schemaname = 'public' order by 1`,
      )
    ).map((r) => r.name);

  it('adds rows in proportion to the stories asked for, keeping every index', async () => {
    const indexesBefore = await indexNames();
    const before = await counts();
    const progress: string[] = [];
    const planned = await bulkSeed(database, {
      stories: 2000,
      batchSize: 700,
      rebuildIndexes: true,
      onProgress: (m) => progress.push(m),
    });
    expect(planned).toEqual({
      users: 200,
      stories: 2000,
      worlds: 200,
      characters: 1000,
      readingProgress: 1000,
      ratings: 600,
    });
    const after = await counts();
    for (const key of Object.keys(TABLES))
      expect(after[key]! - before[key]!, key).toBe(planned[key as keyof typeof planned]);
    expect(progress).toContain('stories: 2000 / 2000');
    expect(progress.some((m) => m.startsWith('rebuilding index stories_search_idx'))).toBe(true);
    expect(await indexNames()).toEqual(indexesBefore);
  });

  it('writes rows the listings and searches can use', async () => {
    const stats = await one<{
      published: number;
      consistent: boolean;
      rated: number;
      ratingsMatch: boolean;
      searchable: number;
    }>(sql`
      select
        (select count(*)::int from stories where privacy_level = 'Public' and publication_status = 'Published') as published,
        (select bool_and((publication_status is null) = (privacy_level = 'Private')) from stories) as consistent,
        (select count(*)::int from stories where rating is not null) as rated,
        (select bool_and(s.rating = (select round(avg(rating), 2) from user_story_ratings r where r.story_id = s.story_id))
           from stories s where s.rating is not null) as "ratingsMatch",
        (select count(*)::int from stories where search_vector @@ websearch_to_tsquery('english', 'harbour')) as searchable`);
    expect(stats.published).toBe(1000);
    expect(stats.consistent).toBe(true);
    expect(stats.rated).toBe(600);
    expect(stats.ratingsMatch).toBe(true);
    expect(stats.searchable).toBeGreaterThan(0);
  });

  it('adds up over runs and restores indexes an interrupted run had dropped', async () => {
    const indexesBefore = await indexNames();
    // An interrupted load: indexes dropped and recorded, never rebuilt.
    await dropPlainIndexes(database.db, ['stories', 'characters']);
    expect((await indexNames()).length).toBeLessThan(indexesBefore.length);
    const before = await counts();
    await bulkSeed(database, { stories: 30, rebuildIndexes: false });
    expect(await indexNames()).toEqual(indexesBefore);
    expect((await counts()).stories! - before.stories!).toBe(bulkCounts(30).stories);
  });
});
