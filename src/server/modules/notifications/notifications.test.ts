import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buildStory, buildUser } from '../../db/factories.test-support';
import {
  chapters,
  notificationPreferences,
  notifications,
  userBookmarks,
  userComments,
} from '../../db/schema/index';
import { createSignedInUser, post } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notify, notifyBookmarkersOfNewChapter } from './notifications.service';
import { NOTIFICATION_KINDS } from '@common/schemas/notifications';

describe('notifications', () => {
  let t: TestApp;
  let db: Db;
  let me: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    me = await createSignedInUser(t, 'reader');
  });
  afterAll(() => t.close());

  const inbox = (userId: string) =>
    db.select().from(notifications).where(eq(notifications.recipientId, userId));
  const get = (url: string, cookie = me.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const put = (url: string, payload: object, cookie = me.cookie) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload,
      headers: { cookie, origin: new URL(t.config.publicUrl).origin },
    });

  describe('notify', () => {
    it('writes a notification for another user', async () => {
      const [recipient, actor] = [await buildUser(db), await buildUser(db)];
      expect(await notify(db, { recipientId: recipient.id, kind: 'follower', actorId: actor.id })).toBe(true);
      expect(await inbox(recipient.id)).toMatchObject([
        { kind: 'follower', actorId: actor.id, readAt: null },
      ]);
    });

    it('never notifies the actor themself', async () => {
      const user = await buildUser(db);
      const story = await buildStory(db, user.id);
      expect(
        await notify(db, { recipientId: user.id, kind: 'rating', actorId: user.id, storyId: story.id }),
      ).toBe(false);
      expect(await inbox(user.id)).toHaveLength(0);
    });

    it('respects a kind switched off, and only that kind', async () => {
      const [recipient, actor] = [await buildUser(db), await buildUser(db)];
      await db
        .insert(notificationPreferences)
        .values({ userId: recipient.id, kind: 'follower', enabled: false });
      expect(await notify(db, { recipientId: recipient.id, kind: 'follower', actorId: actor.id })).toBe(
        false,
      );
      const story = await buildStory(db, recipient.id);
      expect(
        await notify(db, { recipientId: recipient.id, kind: 'rating', actorId: actor.id, storyId: story.id }),
      ).toBe(true);
      expect((await inbox(recipient.id)).map((n) => n.kind)).toEqual(['rating']);
    });
  });

  describe('notifyBookmarkersOfNewChapter', () => {
    it('tells every bookmarker except the author and those who opted out, once per chapter', async () => {
      const author = await buildUser(db);
      const story = await buildStory(db, author.id, {
        privacyLevel: 'Public',
        publicationStatus: 'Published',
        publishedAt: new Date(),
      });
      const [chapter] = await db
        .insert(chapters)
        .values({ storyId: story.id, position: 1, title: 'Dawn' })
        .returning();
      const [a, b, optedOut, unrelated] = [
        await buildUser(db),
        await buildUser(db),
        await buildUser(db),
        await buildUser(db),
      ];
      await db
        .insert(userBookmarks)
        .values([a, b, optedOut, author].map((u) => ({ userId: u.id, storyId: story.id })));
      await db
        .insert(notificationPreferences)
        .values({ userId: optedOut.id, kind: 'new_chapter', enabled: false });
      const event = { storyId: story.id, chapterId: chapter!.id, actorId: author.id };

      expect(await notifyBookmarkersOfNewChapter(db, event)).toBe(2);
      expect(await notifyBookmarkersOfNewChapter(db, event)).toBe(0);
      for (const u of [a, b])
        expect(await inbox(u.id)).toMatchObject([{ kind: 'new_chapter', chapterId: chapter!.id }]);
      for (const u of [optedOut, unrelated, author]) expect(await inbox(u.id)).toHaveLength(0);
    });

    it('tells nobody about a private story', async () => {
      const author = await buildUser(db);
      const story = await buildStory(db, author.id);
      const [chapter] = await db.insert(chapters).values({ storyId: story.id, position: 1 }).returning();
      const reader = await buildUser(db);
      await db.insert(userBookmarks).values({ userId: reader.id, storyId: story.id });
      expect(
        await notifyBookmarkersOfNewChapter(db, {
          storyId: story.id,
          chapterId: chapter!.id,
          actorId: author.id,
        }),
      ).toBe(0);
    });
  });

  describe('API', () => {
    it('needs a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/unread-count' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('User not authenticated');
    });

    it('lists newest first with server-built text and links, counts unread, and marks read', async () => {
      const aria = await buildUser(db, { username: `aria_${Date.now().toString(36)}` });
      const story = await buildStory(db, me.user.id, { title: 'The Quenching' });
      const [comment] = await db
        .insert(userComments)
        .values({ userId: aria.id, storyId: story.id, commentText: 'Lovely' })
        .returning();
      await notify(db, { recipientId: me.user.id, kind: 'follower', actorId: aria.id });
      await notify(db, {
        recipientId: me.user.id,
        kind: 'reply',
        actorId: aria.id,
        storyId: story.id,
        commentId: comment!.id,
      });
      await notify(db, { recipientId: me.user.id, kind: 'review', actorId: aria.id });

      expect((await get('/api/v1/notifications/unread-count')).json()).toEqual({ count: 3 });
      const first = (await get('/api/v1/notifications?limit=2')).json();
      expect(first.items.map((n: { text: string }) => n.text)).toEqual([
        `${aria.username} reviewed you`,
        `${aria.username} replied to your comment on The Quenching`,
      ]);
      expect(first.items[0].link).toBe(`/authors/${me.user.username}`);
      expect(first.items[1].link).toBe(`/library/${story.id}#comment-${comment!.id}`);
      const second = (await get(`/api/v1/notifications?limit=2&cursor=${first.nextCursor}`)).json();
      expect(second.items).toMatchObject([
        { text: `${aria.username} started following you`, link: `/authors/${aria.username}` },
      ]);
      expect(second.nextCursor).toBeNull();

      const marked = await post(
        t,
        '/api/v1/notifications/read',
        { ids: [first.items[0].id] },
        { cookie: me.cookie },
      );
      expect(marked.json()).toEqual({ marked: 1 });
      expect((await get('/api/v1/notifications/unread-count')).json()).toEqual({ count: 2 });
      expect((await post(t, '/api/v1/notifications/read', {}, { cookie: me.cookie })).json()).toEqual({
        marked: 2,
      });
      expect((await get('/api/v1/notifications/unread-count')).json()).toEqual({ count: 0 });
    });

    it('cannot mark another user’s notifications read', async () => {
      const [other, actor] = [await buildUser(db), await buildUser(db)];
      await notify(db, { recipientId: other.id, kind: 'follower', actorId: actor.id });
      const [theirs] = await inbox(other.id);
      const res = await post(t, '/api/v1/notifications/read', { ids: [theirs!.id] }, { cookie: me.cookie });
      expect(res.json()).toEqual({ marked: 0 });
      expect((await inbox(other.id))[0]!.readAt).toBeNull();
    });

    it('preferences default to all on, save a subset, and are then respected', async () => {
      const initial = (await get('/api/v1/notifications/preferences')).json();
      expect(initial.preferences).toHaveLength(NOTIFICATION_KINDS.length);
      expect(initial.preferences.every((p: { enabled: boolean }) => p.enabled)).toBe(true);

      const saved = await put('/api/v1/notifications/preferences', {
        preferences: [{ kind: 'follower', enabled: false }],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().preferences).toContainEqual({ kind: 'follower', enabled: false });
      expect(saved.json().preferences).toContainEqual({ kind: 'comment', enabled: true });
      expect(
        await notify(db, { recipientId: me.user.id, kind: 'follower', actorId: (await buildUser(db)).id }),
      ).toBe(false);

      await put('/api/v1/notifications/preferences', { preferences: [{ kind: 'follower', enabled: true }] });
      expect(
        await notify(db, { recipientId: me.user.id, kind: 'follower', actorId: (await buildUser(db)).id }),
      ).toBe(true);
    });

    it('refuses an unknown kind and a bad cursor', async () => {
      expect(
        (await put('/api/v1/notifications/preferences', { preferences: [{ kind: 'spam', enabled: true }] }))
          .statusCode,
      ).toBe(400);
      expect((await get('/api/v1/notifications?cursor=nonsense')).statusCode).toBe(400);
    });
  });
});
