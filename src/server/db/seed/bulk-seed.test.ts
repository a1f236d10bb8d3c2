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
  bookmarks: 'user_bookmarks',
  chapters: 'chapters',
  comments: 'user_comments',
  reviews: 'reviews',
  dailyActivity: 'user_daily_activity',
  follows: 'user_follows',
  templates: 'templates',
  groups: 'groups',
  groupMembers: 'group_members',
} as const;
/** Rows that skip a story's own author: the plan is an upper bound for them. */
const AT_MOST: readonly string[] = ['ratings', 'reviews', 'groupMembers'];

/**
 * The benchmark data set: proportional, valid, repeatable, and never losing an index. Each test
 * seeds thousands of rows into PGlite (one core's work): on a loaded machine that takes a minute,
 * so the budget is generous; a hang still fails.
 */
describe('bulk seed', { timeout: 240_000 }, () => {
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
      readingProgress: 10_000,
      ratings: 2000,
      bookmarks: 2000,
      chapters: 2214, // 50 hot stories x 30, and 1..5 for every 4th other published story
      comments: 1000,
      reviews: 199 + 40,
      dailyActivity: 2800,
      follows: 2000,
      templates: 200,
      groups: 200,
      groupMembers: 2000,
    });
    const after = await counts();
    for (const key of Object.keys(TABLES)) {
      const added = after[key]! - before[key]!;
      const plannedRows = planned[key as keyof typeof planned];
      if (AT_MOST.includes(key)) expect(added, key).toBeGreaterThan(plannedRows * 0.9);
      expect(added, key).toBeLessThanOrEqual(plannedRows);
      if (!AT_MOST.includes(key)) expect(added, key).toBe(plannedRows);
    }
    expect(progress).toContain('stories: 2000 / 2000');
    expect(progress.some((m) => m.startsWith('rebuilding index stories_search_idx'))).toBe(true);
    expect(await indexNames()).toEqual(indexesBefore);
  });

  it('writes rows the listings and searches can use', async () => {
    const stats = await one<{
      published: number;
      consistent: boolean;
      rated: number;
      ratedStories: number;
      ratingsMatch: boolean;
      searchable: number;
    }>(sql`
      select
        (select count(*)::int from stories where privacy_level = 'Public' and publication_status = 'Published') as published,
        (select bool_and((publication_status is null) = (privacy_level = 'Private')) from stories) as consistent,
        (select count(*)::int from stories where rating is not null) as rated,
        (select count(distinct story_id)::int from user_story_ratings) as "ratedStories",
        (select bool_and(s.rating = (select round(avg(rating), 2) from user_story_ratings r where r.story_id = s.story_id))
           from stories s where s.rating is not null) as "ratingsMatch",
        (select count(*)::int from stories where search_vector @@ websearch_to_tsquery('english', 'harbour')) as searchable`);
    expect(stats.published).toBe(1000);
    expect(stats.consistent).toBe(true);
    expect(stats.rated).toBe(stats.ratedStories);
    expect(stats.ratingsMatch).toBe(true);
    expect(stats.searchable).toBeGreaterThan(0);
  });

  it('gives readers, hot stories and threads the shape the pages read', async () => {
    const shape = await one<{
      readsPerUser: number[];
      unpublishedReads: number;
      hottestComments: number;
      hottestRatings: number;
      repliesOffStory: number;
      nestedReplies: number;
      ownReviews: number;
      ownRatings: number;
      countsMatch: boolean;
    }>(sql`
      select
        (select array_agg(distinct n) from (select count(*)::int as n from user_reading_progress group by user_id) r) as "readsPerUser",
        (select count(*)::int from user_reading_progress p join stories s using (story_id) where s.publication_status is null) as "unpublishedReads",
        (select max(n)::int from (select count(*) as n from user_comments group by story_id) c) as "hottestComments",
        (select max(n)::int from (select count(*) as n from user_story_ratings group by story_id) c) as "hottestRatings",
        (select count(*)::int from user_comments c join user_comments p on p.comment_id = c.parent_comment_id
          where p.story_id <> c.story_id or p.created_at >= c.created_at) as "repliesOffStory",
        (select count(*)::int from user_comments c join user_comments p on p.comment_id = c.parent_comment_id
          where p.parent_comment_id is not null) as "nestedReplies",
        (select count(*)::int from reviews r join stories s on s.story_id = r.target_id where r.reviewer = s.created_by) as "ownReviews",
        (select count(*)::int from user_story_ratings r join stories s using (story_id) where r.user_id = s.created_by) as "ownRatings",
        (select bool_and(s.chapter_count = (select count(*) from chapters c where c.story_id = s.story_id)
                     and s.word_count = (select coalesce(sum(word_count), 0) from chapters c where c.story_id = s.story_id))
           from stories s) as "countsMatch"`);
    expect(shape.readsPerUser).toEqual([50]);
    expect(shape.unpublishedReads).toBe(0);
    // Hot stories: every user reads 5 of the 50 hot ones, and 10 of them share a quarter of the comments.
    expect(shape.hottestRatings).toBeGreaterThanOrEqual(15);
    expect(shape.hottestComments).toBeGreaterThanOrEqual(25);
    expect(shape.repliesOffStory).toBe(0);
    expect(shape.nestedReplies).toBe(0);
    expect(shape.ownReviews).toBe(0);
    expect(shape.ownRatings).toBe(0);
    expect(shape.countsMatch).toBe(true);
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
