import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../query-rows';
import { openTestDatabase } from '../../test/test-database';
import { buildCharacter, buildStory, buildTemplate, buildUser, buildWorld } from '../factories.test-support';

/**
 * Search and listing indexes (SPEC section 7): they exist, the generated tsvector ranks, and the
 * planner can answer the listings from them. Seq scans are switched off in the EXPLAIN checks,
 * since on a handful of rows the planner would rightly prefer one anyway.
 */
describe('search and listing indexes', () => {
  let database: Database;
  let userId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    userId = (await buildUser(database.db)).id;
  });
  afterAll(() => database.close());

  const rows = <T extends Record<string, unknown>>(query: SQL) => queryRows<T>(database.db, query);

  /**
   * The plan of `query` with sequential scans disabled for one transaction. `ordered` also
   * disables bitmap scans and sorts, so only an index delivering rows in order can win (GIN
   * indexes are only ever read by bitmap scans, so they are checked without it).
   */
  const plan = (query: SQL, ordered = false) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      if (ordered) {
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
      }
      const lines = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
      return lines.map((r) => r['QUERY PLAN']).join('\n');
    });

  it('has trigram and full-text GIN indexes on every searched table', async () => {
    const indexes = await rows<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`,
    );
    const def = (name: string) => indexes.find((i) => i.indexname === name)?.indexdef ?? '';
    for (const table of ['stories', 'characters', 'worlds', 'templates']) {
      expect(def(`${table}_search_idx`)).toMatch(/USING gin \(search_vector\)/);
    }
    for (const name of [
      'stories_title_trgm_idx',
      'stories_description_trgm_idx',
      'characters_name_trgm_idx',
      'worlds_name_trgm_idx',
      'templates_name_trgm_idx',
      'groups_name_trgm_idx',
      'events_title_trgm_idx',
      'user_aliases_public_trgm_idx',
    ]) {
      expect(def(name)).toMatch(/USING gin \(\w+ gin_trgm_ops\)/);
    }
  });

  it('ranks full-text matches with title above description, through the GIN index', async () => {
    const db = database.db;
    const titleHit = await buildStory(db, userId, {
      title: 'The Dragon of Emberfall',
      description: 'A tale of ash.',
    });
    const descriptionHit = await buildStory(db, userId, {
      title: 'Ashes',
      description: 'Two dragons circle the keep.',
    });
    await buildStory(db, userId, { title: 'Quiet Harbour', description: 'Fishing boats and fog.' });
    await buildCharacter(db, userId, { name: 'Dragon tamer', description: 'Scarred hands.' });
    await buildWorld(db, userId, { name: 'Dragon Reach' });
    await buildTemplate(db, userId, { name: 'Hero journey', description: 'For dragon slayers' });
    const ranked = await rows<{ story_id: string; rank: number }>(sql`
      select story_id, ts_rank(search_vector, q) as rank
      from stories, websearch_to_tsquery('english', 'dragons') q
      where search_vector @@ q order by rank desc`);
    expect(ranked.map((r) => r.story_id)).toEqual([titleHit.id, descriptionHit.id]);
    expect(ranked[0]!.rank).toBeGreaterThan(ranked[1]!.rank);
    for (const table of ['characters', 'worlds', 'templates']) {
      const [hit] = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where search_vector @@ websearch_to_tsquery('english', 'dragon')`,
      );
      expect(hit!.n, table).toBe(1);
    }
    // The generated column follows edits to its sources.
    await db.execute(sql`update stories set title = 'Harbour lights' where story_id = ${titleHit.id}`);
    const [after] = await rows<{ n: number }>(
      sql`select count(*)::int as n from stories where search_vector @@ websearch_to_tsquery('english', 'dragon')`,
    );
    expect(after!.n).toBe(1);
    expect(
      await plan(
        sql`select story_id from stories where search_vector @@ websearch_to_tsquery('english', 'dragon')`,
      ),
    ).toMatch(/stories_search_idx/);
  });

  it('answers case-insensitive partial matches from the trigram index', async () => {
    await buildStory(database.db, userId, { title: 'The Clockwork Orchard' });
    const found = await rows<{ title: string }>(sql`select title from stories where title ilike '%ORCHARD%'`);
    expect(found.map((r) => r.title)).toEqual(['The Clockwork Orchard']);
    expect(await plan(sql`select story_id from stories where title ilike '%orchard%'`)).toMatch(
      /stories_title_trgm_idx/,
    );
  });

  it('serves the listings from their btree indexes', async () => {
    const cases: Array<[string, SQL]> = [
      [
        'stories_public_views_idx',
        sql`select * from stories where privacy_level = 'Public' order by view_count desc limit 20`,
      ],
      [
        'stories_public_published_idx',
        sql`select * from stories where privacy_level = 'Public' order by published_at desc limit 20`,
      ],
      [
        'stories_created_by_updated_idx',
        sql`select * from stories where created_by = ${userId} order by updated_at desc`,
      ],
      [
        'characters_owner_updated_idx',
        sql`select * from characters where owner = ${userId} order by updated_at desc`,
      ],
      ['templates_downloads_idx', sql`select * from templates order by downloads desc limit 20`],
      [
        'groups_public_members_idx',
        sql`select * from groups where privacy_level = 'Public' order by member_count desc limit 20`,
      ],
      ['events_deadline_idx', sql`select * from events where deadline > now() order by deadline limit 10`],
      [
        'reviews_target_created_idx',
        sql`select * from reviews where target_type = 'Story' and target_id = ${userId}`,
      ],
      [
        'user_comments_story_created_idx',
        sql`select * from user_comments where story_id = ${userId} order by created_at desc`,
      ],
      [
        'user_reading_progress_user_recent_idx',
        sql`select * from user_reading_progress where user_id = ${userId} order by last_read_at desc limit 3`,
      ],
      ['users_xp_idx', sql`select * from users order by experience_points desc limit 10`],
    ];
    for (const [index, query] of cases) {
      const text = await plan(query, true);
      expect(text, index).toMatch(new RegExp(index));
      expect(text, `${index} should need no sort`).not.toMatch(/^\s*(->\s*)?Sort/m);
    }
  });
});
