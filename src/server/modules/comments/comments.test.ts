import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commentsPageSchema } from '@common/schemas/comments';
import { userComments, users } from '../../db/schema/index';
import { buildUser } from '../../db/factories.test-support';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPublishedStory, request } from '../library/library.test-support';

type Person = Awaited<ReturnType<typeof createSignedInUser>>;

describe('story comments', () => {
  let t: TestApp;
  let reader: Person;
  let other: Person;
  let author: Person;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [reader, other, author] = await Promise.all([
      createSignedInUser(t, 'reader'),
      createSignedInUser(t, 'other'),
      createSignedInUser(t, 'author'),
    ]);
  });
  afterAll(() => t.close());

  const url = (storyId: string) => `/api/v1/library/stories/${storyId}/comments`;
  const post = (who: Person, storyId: string, body: object) =>
    request(t, who.cookie, 'POST', url(storyId), body);

  it('threads replies under their top-level comment (a reply to a reply joins the thread), newest threads first', async () => {
    const story = await buildPublishedStory(t.database.db, author.user.id);
    const first = (await post(reader, story.id, { commentText: 'First!' })).json();
    const second = await post(other, story.id, { commentText: '  Loved chapter two.  ' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      commentText: 'Loved chapter two.',
      authorName: other.name,
      parentCommentId: null,
      canDelete: true,
    });
    const reply = (
      await post(author, story.id, { commentText: 'Thank you!', parentCommentId: first.id })
    ).json();
    const nested = (await post(other, story.id, { commentText: 'Agreed', parentCommentId: reply.id })).json();
    expect(nested.parentCommentId).toBe(first.id);

    const page = commentsPageSchema.parse(
      (await request(t, reader.cookie, 'GET', `${url(story.id)}?limit=1`)).json(),
    );
    expect(page.totalCount).toBe(4);
    expect(page.items.map((c) => c.commentText)).toEqual(['Loved chapter two.']);
    expect(page.items[0]!.canDelete).toBe(false);
    const rest = (
      await request(t, reader.cookie, 'GET', `${url(story.id)}?limit=1&cursor=${page.nextCursor}`)
    ).json();
    expect(rest.items[0]).toMatchObject({ commentText: 'First!', canDelete: true });
    expect(
      rest.items[0].replies.map((r: { commentText: string; canDelete: boolean }) => [
        r.commentText,
        r.canDelete,
      ]),
    ).toEqual([
      ['Thank you!', false],
      ['Agreed', false],
    ]);
    const asAuthor = (await request(t, author.cookie, 'GET', url(story.id))).json();
    expect(
      asAuthor.items.flatMap((c: { canDelete: boolean; replies: { canDelete: boolean }[] }) => [
        c.canDelete,
        ...c.replies.map((r) => r.canDelete),
      ]),
    ).toEqual([true, true, true, true]);
  });

  it('shows a deleted author as Anonymous', async () => {
    const db = t.database.db;
    const story = await buildPublishedStory(db, author.user.id);
    const gone = await buildUser(db);
    await db.insert(userComments).values({ storyId: story.id, userId: gone.id, commentText: 'Bye' });
    await db.delete(users).where(eq(users.id, gone.id));
    const page = (await request(t, null, 'GET', url(story.id))).json();
    expect(page.items[0]).toMatchObject({
      author: null,
      authorName: 'Anonymous',
      commentText: 'Bye',
      canDelete: false,
    });
  });

  it('refuses a parent on another story, empty or too long text, and guests', async () => {
    const a = await buildPublishedStory(t.database.db, author.user.id);
    const b = await buildPublishedStory(t.database.db, author.user.id);
    const onA = (await post(reader, a.id, { commentText: 'On A' })).json();
    const cross = await post(reader, b.id, { commentText: 'Sneaky', parentCommentId: onA.id });
    expect(cross.statusCode).toBe(400);
    expect(cross.json().error.message).toBe('Reply to a comment of this story');
    expect((await post(reader, a.id, { commentText: ' ' })).json().error.message).toBe(
      'Comment cannot be empty',
    );
    expect((await post(reader, a.id, { commentText: 'x'.repeat(5001) })).json().error.message).toBe(
      'Comment must be at most 5000 characters',
    );
    expect((await request(t, null, 'POST', url(a.id), { commentText: 'Hi' })).statusCode).toBe(401);
  });

  it('lets the writer and the story author delete a comment (replies go with it), nobody else', async () => {
    const story = await buildPublishedStory(t.database.db, author.user.id);
    const mine = (await post(reader, story.id, { commentText: 'Mine' })).json();
    await post(other, story.id, { commentText: 'Reply', parentCommentId: mine.id });
    const theirs = (await post(other, story.id, { commentText: 'Theirs' })).json();

    const refused = await request(t, reader.cookie, 'DELETE', `${url(story.id)}/${theirs.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You can only delete your own comments');
    expect((await request(t, reader.cookie, 'DELETE', `${url(story.id)}/${mine.id}`)).statusCode).toBe(204);
    expect((await request(t, author.cookie, 'DELETE', `${url(story.id)}/${theirs.id}`)).statusCode).toBe(204);
    const left = await t.database.db.select().from(userComments).where(eq(userComments.storyId, story.id));
    expect(left).toEqual([]);
    expect((await request(t, author.cookie, 'DELETE', `${url(story.id)}/${theirs.id}`)).statusCode).toBe(404);
  });
});
