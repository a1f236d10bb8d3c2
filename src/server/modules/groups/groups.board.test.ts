import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notificationPreferences, notifications } from '../../db/schema/index';
import { buildStory, buildUser } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';
import { call, personOn, type Person } from './groups.test-support';
import { useGroupsSuite } from './groups-setup.test-support';

describe('groups: board and reading list', () => {
  let t: TestApp;
  let chronicler: Person;
  let connoisseur: Person;
  const { create } = useGroupsSuite((s) => ({ t, chronicler, connoisseur } = s));
  const db = () => t.database.db;

  it('board: threads and replies, bounded; moderators pin, lock and delete; authors delete their own; replies notify', async () => {
    const g = (await create(chronicler, { name: 'Board', category: 'Sci-Fi' })).json();
    await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/join`);
    const outsider = await personOn(t, 'Free', 'out');
    expect(
      (await call(t, outsider, 'POST', `/api/v1/groups/${g.id}/threads`, { title: 'Hi', body: 'x' }))
        .statusCode,
    ).toBe(403);
    const tooLong = await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/threads`, {
      title: 't'.repeat(151),
      body: 'x',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Title must be at most 150 characters');
    const thread = (
      await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/threads`, {
        title: 'Prompts',
        body: 'Share yours',
      })
    ).json();
    expect(thread).toMatchObject({
      title: 'Prompts',
      replyCount: 0,
      abilities: { reply: true, moderate: false, delete: true },
    });

    const reply = await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/threads/${thread.id}/posts`, {
      body: 'A lighthouse.',
    });
    expect(reply.statusCode).toBe(201);
    expect(
      (
        await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/threads/${thread.id}/posts`, { body: ' ' })
      ).json().error.message,
    ).toContain('Write something');
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, connoisseur.user.id), eq(notifications.kind, 'group_reply')));
    expect(note).toMatchObject({ groupId: g.id, groupThreadId: thread.id, actorId: chronicler.user.id });
    // Switched off: no second note.
    await db()
      .insert(notificationPreferences)
      .values({ userId: connoisseur.user.id, kind: 'group_reply', enabled: false });
    await call(t, chronicler, 'POST', `/api/v1/groups/${g.id}/threads/${thread.id}/posts`, {
      body: 'Another.',
    });
    expect(
      await db()
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.recipientId, connoisseur.user.id), eq(notifications.kind, 'group_reply')),
        ),
    ).toHaveLength(1);

    expect(
      (await call(t, connoisseur, 'PATCH', `/api/v1/groups/${g.id}/threads/${thread.id}`, { locked: true }))
        .statusCode,
    ).toBe(403);
    const locked = await call(t, chronicler, 'PATCH', `/api/v1/groups/${g.id}/threads/${thread.id}`, {
      locked: true,
      pinned: true,
    });
    expect(locked.json()).toMatchObject({ locked: true, pinned: true, replyCount: 2 });
    const refused = await call(t, connoisseur, 'POST', `/api/v1/groups/${g.id}/threads/${thread.id}/posts`, {
      body: 'Late',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This thread is locked');

    const read = (await call(t, connoisseur, 'GET', `/api/v1/groups/${g.id}/threads/${thread.id}`)).json();
    expect(read.replies.items.map((p: { body: string }) => p.body)).toEqual(['A lighthouse.', 'Another.']);
    expect(read.replies.items[0].abilities.delete).toBe(false);
    expect(
      (await call(t, connoisseur, 'DELETE', `/api/v1/groups/${g.id}/posts/${read.replies.items[0].id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, chronicler, 'DELETE', `/api/v1/groups/${g.id}/posts/${read.replies.items[0].id}`))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(t, connoisseur, 'DELETE', `/api/v1/groups/${g.id}/threads/${thread.id}`)).statusCode,
    ).toBe(204);
    expect((await call(t, connoisseur, 'GET', `/api/v1/groups/${g.id}/threads`)).json().items).toEqual([]);
  });

  it('reading list: members add published stories only, and remove them', async () => {
    const g = (await create(chronicler, { name: 'Readers Club', category: 'Modern' })).json();
    const author = await buildUser(db());
    const published = await buildStory(db(), author.id, {
      privacyLevel: 'Public',
      publicationStatus: 'Published',
      publishedAt: new Date(),
    });
    const draft = await buildStory(db(), author.id);
    const add = (who: Person, storyId: string) =>
      call(t, who, 'POST', `/api/v1/groups/${g.id}/reading-list`, { storyId });
    expect((await add(connoisseur, published.id)).statusCode).toBe(403);
    expect((await add(chronicler, draft.id)).statusCode).toBe(404);
    expect((await add(chronicler, published.id)).statusCode).toBe(204);
    expect((await add(chronicler, published.id)).statusCode).toBe(204);
    const list = await call(t, null, 'GET', `/api/v1/groups/${g.id}/reading-list`);
    expect(list.json().items).toMatchObject([{ storyId: published.id, addedBy: chronicler.user.username }]);
    expect(
      (await call(t, chronicler, 'DELETE', `/api/v1/groups/${g.id}/reading-list/${published.id}`)).statusCode,
    ).toBe(204);
    expect((await call(t, null, 'GET', `/api/v1/groups/${g.id}/reading-list`)).json().items).toEqual([]);
  });
});
