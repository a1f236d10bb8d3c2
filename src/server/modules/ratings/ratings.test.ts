import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stories } from '../../db/schema/index';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPublishedStory, request } from '../library/library.test-support';

describe('story ratings', () => {
  let t: TestApp;
  let readers: Awaited<ReturnType<typeof createSignedInUser>>[];
  let author: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [author, ...readers] = await Promise.all([
      createSignedInUser(t, 'author'),
      createSignedInUser(t, 'r1'),
      createSignedInUser(t, 'r2'),
      createSignedInUser(t, 'r3'),
    ]);
  });
  afterAll(() => t.close());

  const rate = (cookie: string | null, storyId: string, rating: unknown) =>
    request(t, cookie, 'PUT', `/api/v1/library/stories/${storyId}/rating`, { rating });

  it('keeps one changeable rating per reader and the average on the story, without touching updated_at', async () => {
    const story = await buildPublishedStory(t.database.db, author.user.id, {
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect((await rate(readers[0]!.cookie, story.id, 5)).json()).toEqual({
      rating: 5,
      average: 5,
      ratingCount: 1,
    });
    expect((await rate(readers[1]!.cookie, story.id, 4)).json()).toEqual({
      rating: 4,
      average: 4.5,
      ratingCount: 2,
    });
    expect((await rate(readers[2]!.cookie, story.id, 4)).json()).toEqual({
      rating: 4,
      average: 4.3,
      ratingCount: 3,
    });
    expect((await rate(readers[0]!.cookie, story.id, 1)).json()).toEqual({
      rating: 1,
      average: 3,
      ratingCount: 3,
    });
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row!.rating).toBe(3);
    expect(row!.updatedAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('averages concurrent ratings of one story without losing any', async () => {
    const story = await buildPublishedStory(t.database.db, author.user.id);
    await Promise.all(readers.map((reader, i) => rate(reader.cookie, story.id, [2, 3, 5][i])));
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row!.rating).toBe(3.33);
  });

  it("refuses the author's own story, out-of-range stars and guests", async () => {
    const story = await buildPublishedStory(t.database.db, author.user.id);
    const own = await rate(author.cookie, story.id, 5);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot rate your own story');
    for (const bad of [0, 6, 2.5, '5']) {
      const res = await rate(readers[0]!.cookie, story.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Choose 1 to 5 stars');
    }
    expect((await rate(null, story.id, 5)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row!.rating).toBeNull();
  });
});
