import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tagsServiceFor } from './tags.service';

/**
 * stories.tag_ids is a copy of the story's story_tags rows kept by triggers (migration 0070), so
 * the advanced filter can use one GIN lookup. Whatever writes story_tags, the copy agrees.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

/** Stories whose tag_ids differ from their story_tags rows (none, always). */
const drift = () =>
  queryRows<{ story_id: string }>(
    t.database.db,
    sql`select s.story_id from stories s
        where s.tag_ids is distinct from coalesce(
          (select array_agg(st.tag_id order by st.tag_id) from story_tags st where st.story_id = s.story_id),
          '{}'::uuid[])`,
  );

const tagIdsOf = async (storyId: string) => {
  const [row] = await queryRows<{ tag_ids: string[] }>(
    t.database.db,
    sql`select tag_ids from stories where story_id = ${storyId}`,
  );
  return row!.tag_ids;
};

describe('stories.tag_ids', () => {
  it('follows setting, replacing and clearing tags, merges and a deleted tag', async () => {
    const db = t.database.db;
    const author = await buildUser(db, { username: 'tagidswriter' });
    const tags = tagsServiceFor(db);
    const one = await buildStory(db, author.id, { title: 'One' });
    const two = await buildStory(db, author.id, { title: 'Two' });
    await tags.setStoryTags(one.id, ['Ships', 'Storms', 'Krakens']);
    await tags.setStoryTags(two.id, ['Sea Serpents', 'Storms']);
    expect(await tagIdsOf(one.id)).toHaveLength(3);
    expect(await drift()).toEqual([]);

    await tags.setStoryTags(one.id, ['Storms']);
    expect(await tagIdsOf(one.id)).toHaveLength(1);
    await tags.merge({ id: author.id, isAdmin: true }, { from: 'Sea Serpents', into: 'Krakens' });
    expect(await drift()).toEqual([]);
    await db.execute(sql`delete from tags where name = 'Storms'`);
    expect(await tagIdsOf(one.id)).toEqual([]);
    expect(await tagIdsOf(two.id)).toHaveLength(1);
    await tags.setStoryTags(two.id, []);
    expect(await tagIdsOf(two.id)).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it('keeps every tag when two writers tag one story at the same time', async () => {
    const db = t.database.db;
    const author = await buildUser(db, { username: 'tagidsracer' });
    const story = await buildStory(db, author.id, { title: 'Raced' });
    const [a, b] = await queryRows<{ tag_id: string }>(
      db,
      sql`insert into tags (name, name_key, slug) values ('Race A', 'race a', 'race-a'), ('Race B', 'race b', 'race-b')
          returning tag_id`,
    );
    // Both writers hold the foreign key's KEY SHARE lock on the story before either inserts, the
    // order that deadlocked while the trigger asked for FOR UPDATE. PGlite runs one transaction at
    // a time, so there the first writer stops waiting for the second after half a second.
    let holding = 0;
    let bothHold!: () => void;
    const together = new Promise<void>((resolve) => (bothHold = resolve));
    const tagWith = (tagId: string, position: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from stories where story_id = ${story.id} for key share`);
        if (++holding === 2) bothHold();
        await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 500))]);
        await tx.execute(
          sql`insert into story_tags (story_id, tag_id, position) values (${story.id}, ${tagId}, ${position})`,
        );
        await tx.execute(sql`select pg_sleep(0.2)`);
      });
    await Promise.all([tagWith(a!.tag_id, 0), tagWith(b!.tag_id, 1)]);
    expect((await tagIdsOf(story.id)).sort()).toEqual([a!.tag_id, b!.tag_id].sort());
    expect(await drift()).toEqual([]);
  });
});
