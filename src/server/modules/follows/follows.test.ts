import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildUser } from '../../db/factories.test-support';
import { notificationPreferences, notifications, userFollows, users } from '../../db/schema/index';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { XP_RULES } from '../xp/xp.service';

describe('follows', () => {
  let t: TestApp;
  let db: Db;
  let me: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    me = await createSignedInUser(t, 'fan');
  });
  afterAll(() => t.close());

  const send = (method: 'PUT' | 'DELETE', username: string, cookie = me.cookie) =>
    t.app.inject({ method, url: `/api/v1/users/${username}/follow`, headers: { cookie } });
  const followerNotes = (userId: string) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, 'follower')));

  it('follows once, counts, notifies the author and pays them once, and unfollows', async () => {
    const author = await buildUser(db);
    const first = await send('PUT', author.username);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followerCount: 1, followingCount: 0 });
    // Again: idempotent, no second notification or award.
    expect((await send('PUT', author.username.toUpperCase())).json()).toEqual({
      following: true,
      followerCount: 1,
      followingCount: 0,
    });
    expect(await followerNotes(author.id)).toMatchObject([{ actorId: me.user.id }]);
    const [after] = await db.select().from(users).where(eq(users.id, author.id));
    expect(after!.experiencePoints).toBe(XP_RULES.FOLLOWER_GAINED);

    expect((await send('DELETE', author.username)).json()).toEqual({
      following: false,
      followerCount: 0,
      followingCount: 0,
    });
    expect((await send('DELETE', author.username)).statusCode).toBe(200);
    // Following again after unfollowing does not pay twice.
    await send('PUT', author.username);
    const [again] = await db.select().from(users).where(eq(users.id, author.id));
    expect(again!.experiencePoints).toBe(XP_RULES.FOLLOWER_GAINED);
  });

  it('lists followers and following, newest first, publicly', async () => {
    const author = await buildUser(db);
    const [a, b] = [await buildUser(db), await buildUser(db)];
    await db.insert(userFollows).values([
      { followerId: a.id, followingId: author.id, followedAt: new Date('2026-01-01T00:00:00Z') },
      { followerId: b.id, followingId: author.id, followedAt: new Date('2026-02-01T00:00:00Z') },
      { followerId: author.id, followingId: a.id },
    ]);
    const followers = await t.app.inject({ url: `/api/v1/users/${author.username}/followers?limit=1` });
    expect(followers.json().items.map((p: { username: string }) => p.username)).toEqual([b.username]);
    const next = await t.app.inject({
      url: `/api/v1/users/${author.username}/followers?limit=1&cursor=${followers.json().nextCursor}`,
    });
    expect(next.json()).toMatchObject({ items: [{ username: a.username }], nextCursor: null });
    const following = await t.app.inject({ url: `/api/v1/users/${author.username}/following` });
    expect(following.json().items.map((p: { username: string }) => p.username)).toEqual([a.username]);
  });

  it('does not notify an author who switched follower notifications off', async () => {
    const author = await buildUser(db);
    await db.insert(notificationPreferences).values({ userId: author.id, kind: 'follower', enabled: false });
    expect((await send('PUT', author.username)).statusCode).toBe(200);
    expect(await followerNotes(author.id)).toHaveLength(0);
  });

  it('refuses following yourself, unknown users and guests', async () => {
    const self = await send('PUT', me.user.username);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot follow yourself');
    expect((await send('PUT', 'nobody_by_this_name')).statusCode).toBe(404);
    const guest = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${(await buildUser(db)).username}/follow`,
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.message).toBe('User not authenticated');
  });
});
