import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookmarksPageSchema } from '@common/schemas/library';
import { userBookmarks } from '../../db/schema/index';
import { buildUser } from '../../db/factories.test-support';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPublishedStory, request } from '../library/library.test-support';

describe('bookmarks', () => {
  let t: TestApp;
  let reader: Awaited<ReturnType<typeof createSignedInUser>>;
  let authorId: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    reader = await createSignedInUser(t, 'reader');
    authorId = (await buildUser(t.database.db)).id;
  });
  afterAll(() => t.close());

  const url = (storyId: string) => `/api/v1/library/stories/${storyId}/bookmark`;

  it('bookmarks once (a repeat keeps the first time) and un-bookmarks', async () => {
    const story = await buildPublishedStory(t.database.db, authorId);
    const first = await request(t, reader.cookie, 'PUT', url(story.id));
    expect(first.statusCode).toBe(200);
    expect(first.json().bookmarked).toBe(true);
    const again = await request(t, reader.cookie, 'PUT', url(story.id));
    expect(again.json().bookmarkedAt).toBe(first.json().bookmarkedAt);
    expect((await request(t, reader.cookie, 'DELETE', url(story.id))).statusCode).toBe(204);
    expect((await request(t, reader.cookie, 'DELETE', url(story.id))).statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(userBookmarks)
      .where(and(eq(userBookmarks.userId, reader.user.id), eq(userBookmarks.storyId, story.id)));
    expect(rows).toEqual([]);
    expect((await request(t, null, 'PUT', url(story.id))).statusCode).toBe(401);
  });

  it('lists my bookmarks newest first, in pages', async () => {
    const db = t.database.db;
    const titles = ['Oldest', 'Middle', 'Newest'];
    for (const [i, title] of titles.entries()) {
      const story = await buildPublishedStory(db, authorId, { title });
      await db.insert(userBookmarks).values({
        userId: reader.user.id,
        storyId: story.id,
        bookmarkedAt: new Date(Date.UTC(2026, 0, i + 1)),
      });
    }
    const first = bookmarksPageSchema.parse(
      (await request(t, reader.cookie, 'GET', '/api/v1/me/bookmarks?limit=2')).json(),
    );
    expect(first.items.map((b) => b.story.title)).toEqual(['Newest', 'Middle']);
    expect(first.items[0]!.bookmarkedAt).toBe('2026-01-03T00:00:00.000Z');
    const second = (
      await request(t, reader.cookie, 'GET', `/api/v1/me/bookmarks?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((b: { story: { title: string } }) => b.story.title)).toEqual(['Oldest']);
    expect(second.nextCursor).toBeNull();
  });
});
