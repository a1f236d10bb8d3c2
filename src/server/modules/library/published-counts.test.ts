import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { chapters } from '../../db/schema/chapters';
import { userStoryRatings } from '../../db/schema/index';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signInCast, type Cast } from '../stories/story.test-support';
import { docOfWords } from './library.test-support';

/**
 * stories.published_chapter_count, published_word_count and rating_count are kept by triggers
 * (migration 0030) and read by every library card and the story page instead of counting. After
 * every kind of write they must equal the real counts, for every story in the database.
 */
describe('library: the counts kept on the story row', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cast = await signInCast(t);
  });
  afterAll(() => t.close());

  /** Stories whose kept counts differ from the real ones (none, when the triggers are right). */
  const drift = () =>
    queryRows<{ story_id: string }>(
      t.database.db,
      sql`select s.story_id,
                 s.published_chapter_count, s.published_word_count, s.rating_count,
                 coalesce(c.n, 0) as real_chapters, coalesce(c.w, 0) as real_words, coalesce(r.n, 0) as real_ratings
          from stories s
          left join (select story_id, count(*)::int as n, sum(word_count)::int as w from chapters
                     where status = 'published' group by story_id) c on c.story_id = s.story_id
          left join (select story_id, count(*)::int as n from user_story_ratings group by story_id) r on r.story_id = s.story_id
          where s.published_chapter_count <> coalesce(c.n, 0) or s.published_word_count <> coalesce(c.w, 0)
             or s.rating_count <> coalesce(r.n, 0)`,
    );
  const kept = async (storyId: string) => {
    const [row] = await queryRows<{ chapters: number; words: number; ratings: number }>(
      t.database.db,
      sql`select published_chapter_count as chapters, published_word_count as words, rating_count as ratings
          from stories where story_id = ${storyId}`,
    );
    return row!;
  };
  const url = (storyId: string, rest = '') => `/api/v1/stories/${storyId}/chapters${rest}`;

  it('follow publish, edit, unpublish, move and delete through the chapter API, and concurrent publishes', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id, {
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      publishedAt: new Date(),
    });
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const res = await call(t, cast, 'owner', 'POST', url(story.id), { title });
      ids.push(res.json().id);
    }
    const [one, two, three] = ids as [string, string, string];
    await call(t, cast, 'owner', 'PATCH', url(story.id, `/${one}`), { content: docOfWords(12) });
    await call(t, cast, 'owner', 'PATCH', url(story.id, `/${two}`), { content: docOfWords(5) });
    await call(t, cast, 'owner', 'PATCH', url(story.id, `/${three}`), { content: docOfWords(7) });
    expect(await kept(story.id)).toEqual({ chapters: 0, words: 0, ratings: 0 });

    // Two publishes at once: each trigger adds its own chapter; neither is lost.
    const both = await Promise.all([
      call(t, cast, 'owner', 'PATCH', url(story.id, `/${one}`), { status: 'published' }),
      call(t, cast, 'owner', 'PATCH', url(story.id, `/${two}`), { status: 'published' }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await kept(story.id)).toEqual({ chapters: 2, words: 17, ratings: 0 });

    // Editing a published chapter moves the published words; a draft's edits do not.
    await call(t, cast, 'owner', 'PATCH', url(story.id, `/${one}`), { content: docOfWords(20) });
    await call(t, cast, 'owner', 'PATCH', url(story.id, `/${three}`), { content: docOfWords(9) });
    expect(await kept(story.id)).toEqual({ chapters: 2, words: 25, ratings: 0 });

    // Moving chapters changes no count.
    expect(
      (await call(t, cast, 'owner', 'PUT', url(story.id, '/order'), { chapterIds: [three, two, one] }))
        .statusCode,
    ).toBe(200);
    expect(await kept(story.id)).toEqual({ chapters: 2, words: 25, ratings: 0 });

    expect(
      (await call(t, cast, 'owner', 'PATCH', url(story.id, `/${two}`), { status: 'draft' })).statusCode,
    ).toBe(200);
    expect(await kept(story.id)).toEqual({ chapters: 1, words: 20, ratings: 0 });

    expect((await call(t, cast, 'owner', 'DELETE', url(story.id, `/${one}`))).statusCode).toBe(204);
    expect(await kept(story.id)).toEqual({ chapters: 0, words: 0, ratings: 0 });
    expect(await drift()).toEqual([]);
  });

  it('follow statements that write many chapters and ratings of several stories at once (seeders, live saves, cascades)', async () => {
    const db = t.database.db;
    const [a, b] = await Promise.all([
      buildStory(db, cast.owner.user.id),
      buildStory(db, cast.owner.user.id),
    ]);
    await db.insert(chapters).values([
      { storyId: a.id, position: 1, title: 'a1', status: 'published', wordCount: 3 },
      { storyId: a.id, position: 2, title: 'a2', status: 'draft', wordCount: 4 },
      { storyId: b.id, position: 1, title: 'b1', status: 'published', wordCount: 6 },
    ]);
    expect([await kept(a.id), await kept(b.id)]).toEqual([
      { chapters: 1, words: 3, ratings: 0 },
      { chapters: 1, words: 6, ratings: 0 },
    ]);
    // One statement flips every chapter of both stories and changes their words: a's draft is
    // published (5 words) and its published chapter withdrawn; b's only chapter is withdrawn.
    await db.execute(sql`update chapters set status = case when status = 'draft' then 'published' else 'draft' end,
                                          word_count = word_count + 1
                         where story_id in (${a.id}, ${b.id})`);
    expect([await kept(a.id), await kept(b.id)]).toEqual([
      { chapters: 1, words: 5, ratings: 0 },
      { chapters: 0, words: 0, ratings: 0 },
    ]);

    const raters = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    await db
      .insert(userStoryRatings)
      .values([
        ...raters.map((r) => ({ userId: r.id, storyId: a.id, rating: 4 })),
        { userId: raters[0]!.id, storyId: b.id, rating: 2 },
      ]);
    // A changed rating (the upsert's update) counts once.
    await db.execute(sql`update user_story_ratings set rating = 5 where story_id = ${a.id}`);
    expect([(await kept(a.id)).ratings, (await kept(b.id)).ratings]).toEqual([3, 1]);
    await db.delete(userStoryRatings).where(inArray(userStoryRatings.userId, [raters[1]!.id, raters[0]!.id]));
    expect([(await kept(a.id)).ratings, (await kept(b.id)).ratings]).toEqual([1, 0]);

    // Deleting a story cascades to its chapters and ratings; the rest stay right.
    await db.execute(sql`delete from stories where story_id = ${a.id}`);
    expect(await drift()).toEqual([]);
  });
});
