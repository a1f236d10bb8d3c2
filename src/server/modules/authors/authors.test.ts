import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { chapters, notifications, reviews, userFollows, users } from '../../db/schema/index';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { XP_RULES } from '../xp/xp.service';

const published = (at: string) => ({
  privacyLevel: 'Public',
  publicationStatus: 'Published',
  publishedAt: new Date(at),
});
const review = {
  writingQuality: 4,
  creativity: 5,
  collaboration: 3,
  overallRating: 4,
  reviewText: 'Vivid worlds.',
};

describe('author pages', () => {
  let t: TestApp;
  let db: Db;
  let me: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    me = await createSignedInUser(t, 'critic');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
  const putReview = (username: string, body: object, cookie = me.cookie) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/authors/${username}/review`,
      payload: body,
      headers: { cookie },
    });

  it('shows the public profile with counts, to guests and with viewer flags when signed in', async () => {
    const author = await buildUser(db, { bio: 'I write at night.' });
    await buildStory(db, author.id, published('2026-01-01T00:00:00Z'));
    await buildStory(db, author.id); // private: not counted
    await db.insert(userFollows).values({ followerId: me.user.id, followingId: author.id });

    const guest = await get(`/api/v1/authors/${author.username}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({
      username: author.username,
      bio: 'I write at night.',
      userLevel: 1,
      followerCount: 1,
      followingCount: 0,
      publishedStoryCount: 1,
      reviewCount: 0,
      averageRating: null,
      viewer: null,
    });
    expect(guest.json()).not.toHaveProperty('email');
    expect((await get(`/api/v1/authors/${author.username}`, me.cookie)).json().viewer).toEqual({
      isSelf: false,
      isFollowing: true,
      isMuted: false,
    });
    expect((await get(`/api/v1/authors/${me.user.username}`, me.cookie)).json().viewer.isSelf).toBe(true);
    expect((await get('/api/v1/authors/no_such_author')).statusCode).toBe(404);
  });

  it('lists only published stories, newest published first, in pages', async () => {
    const author = await buildUser(db);
    const older = await buildStory(db, author.id, published('2026-01-01T00:00:00Z'));
    const newer = await buildStory(db, author.id, published('2026-03-01T00:00:00Z'));
    await buildStory(db, author.id, { privacyLevel: 'Public' }); // public but never published
    const first = (await get(`/api/v1/authors/${author.username}/stories?limit=1`)).json();
    expect(first.items.map((s: { id: string }) => s.id)).toEqual([newer.id]);
    const second = (
      await get(`/api/v1/authors/${author.username}/stories?limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second).toMatchObject({ items: [{ id: older.id }], nextCursor: null });
  });

  it("counts only a story's published chapters and their words (drafts stay private)", async () => {
    const author = await buildUser(db);
    const story = await buildStory(db, author.id, published('2026-02-01T00:00:00Z'));
    await db.insert(chapters).values([
      { storyId: story.id, position: 1, title: 'Out', status: 'published', wordCount: 120 },
      { storyId: story.id, position: 2, title: 'Secret draft', status: 'draft', wordCount: 5000 },
    ]);
    const page = (await get(`/api/v1/authors/${author.username}/stories`)).json();
    expect(page.items).toMatchObject([{ id: story.id, wordCount: 120, chapterCount: 1 }]);
  });

  it('one review per reviewer: create (201, notifies, pays once), edit (200), delete own', async () => {
    const author = await buildUser(db);
    const created = await putReview(author.username, review);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...review, reviewerName: me.user.username, isOwn: true });

    const edited = await putReview(author.username, {
      ...review,
      overallRating: 2,
      reviewText: 'Changed my mind.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: created.json().id,
      overallRating: 2,
      reviewText: 'Changed my mind.',
    });
    const rows = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.targetType, 'User'), eq(reviews.targetId, author.id)));
    expect(rows).toHaveLength(1);

    const notes = await db.select().from(notifications).where(eq(notifications.recipientId, author.id));
    expect(notes).toMatchObject([{ kind: 'review', actorId: me.user.id, storyId: null }]);
    const [reviewer] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(reviewer!.experiencePoints).toBe(XP_RULES.REVIEW_WRITTEN);

    const page = (await get(`/api/v1/authors/${author.username}/reviews`, me.cookie)).json();
    expect(page.items).toHaveLength(1);
    expect(page.mine).toMatchObject({ id: created.json().id, isOwn: true });
    expect((await get(`/api/v1/authors/${author.username}`)).json()).toMatchObject({
      reviewCount: 1,
      averageRating: 2,
    });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/authors/${author.username}/review`,
      headers: { cookie: me.cookie },
    });
    expect(del.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/authors/${author.username}/review`,
      headers: { cookie: me.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses reviewing yourself, bad scores, and guests', async () => {
    const self = await putReview(me.user.username, review);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe('You cannot review yourself');
    const author = await buildUser(db);
    const bad = await putReview(author.username, { ...review, overallRating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Choose an overall score from 1 to 5');
    const empty = await putReview(author.username, { ...review, reviewText: '   ' });
    expect(empty.json().error.message).toBe('Please write a few words for your review');
    const guest = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/authors/${author.username}/review`,
      payload: review,
    });
    expect(guest.statusCode).toBe(401);
  });

  it('shows a review whose reviewer deleted their account as Anonymous', async () => {
    const author = await buildUser(db);
    const gone = await buildUser(db);
    await db.insert(reviews).values({
      reviewer: gone.id,
      targetType: 'User',
      targetId: author.id,
      overallRating: 5,
      reviewText: 'Great',
    });
    await db.delete(users).where(eq(users.id, gone.id));
    const page = (await get(`/api/v1/authors/${author.username}/reviews`)).json();
    expect(page.items).toMatchObject([
      { reviewer: null, reviewerName: 'Anonymous', overallRating: 5, isOwn: false },
    ]);
    expect(page.mine).toBeNull();
  });
});
