import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, xpLedger } from '../../db/schema/index';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildChapterOf, buildPublishedStory, request } from './library.test-support';

type Person = Awaited<ReturnType<typeof createSignedInUser>>;

describe('library actions notify and pay XP', () => {
  let t: TestApp;
  let reader: Person;
  let author: Person;
  let other: Person;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [reader, author, other] = await Promise.all([
      createSignedInUser(t, 'reader'),
      createSignedInUser(t, 'author'),
      createSignedInUser(t, 'other'),
    ]);
  });
  afterAll(() => t.close());

  const notificationsOf = async (person: Person, storyId: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, person.user.id)))
      .filter((n) => n.storyId === storyId)
      .map(
        (n) =>
          `${n.kind} from ${n.actorId === reader.user.id ? 'reader' : n.actorId === other.user.id ? 'other' : 'author'}`,
      )
      .sort();
  const ledgerOf = async (person: Person) =>
    (await t.database.db.select().from(xpLedger).where(eq(xpLedger.userId, person.user.id)))
      .map((row) => `${row.rule} ${row.refId}`)
      .sort();

  it('a comment tells the story author; a reply tells the person answered and the author; the writer earns XP', async () => {
    const story = await buildPublishedStory(t.database.db, author.user.id);
    const url = `/api/v1/library/stories/${story.id}/comments`;
    const top = (await request(t, reader.cookie, 'POST', url, { commentText: 'Wonderful' })).json();
    const reply = (
      await request(t, other.cookie, 'POST', url, { commentText: 'Agreed', parentCommentId: top.id })
    ).json();
    await request(t, author.cookie, 'POST', url, { commentText: 'Thanks both', parentCommentId: reply.id });

    expect(await notificationsOf(author, story.id)).toEqual(['comment from other', 'comment from reader']);
    expect(await notificationsOf(reader, story.id)).toEqual(['reply from other']);
    expect(await notificationsOf(other, story.id)).toEqual(['reply from author']);
    expect(await ledgerOf(reader)).toContain(`COMMENT_WRITTEN ${top.id}`);
  });

  it('a first rating and a new review tell the author and pay XP once; changing them does not', async () => {
    const story = await buildPublishedStory(t.database.db, author.user.id);
    const base = `/api/v1/library/stories/${story.id}`;
    const review = { writingQuality: 4, creativity: 4, overallRating: 4, reviewText: 'Good' };
    await request(t, reader.cookie, 'PUT', `${base}/rating`, { rating: 4 });
    await request(t, reader.cookie, 'PUT', `${base}/rating`, { rating: 2 });
    await request(t, reader.cookie, 'PUT', `${base}/review`, review);
    await request(t, reader.cookie, 'PUT', `${base}/review`, { ...review, reviewText: 'Better' });

    expect(await notificationsOf(author, story.id)).toEqual(['rating from reader', 'review from reader']);
    expect(await ledgerOf(author)).toContain(`RATING_RECEIVED ${story.id}:${reader.user.id}`);
    expect(await ledgerOf(reader)).toContain(`REVIEW_WRITTEN Story:${story.id}`);
  });

  it('finishing a chapter pays the reader CHAPTER_READ once, never the author', async () => {
    const story = await buildPublishedStory(t.database.db, author.user.id);
    const chapter = await buildChapterOf(t.database.db, story.id, 1);
    const url = `/api/v1/library/stories/${story.id}/progress`;
    await request(t, reader.cookie, 'PUT', url, { chapterId: chapter.id, positionInChapter: 0.9 });
    expect(await ledgerOf(reader)).not.toContain(`CHAPTER_READ ${chapter.id}`);
    await request(t, reader.cookie, 'PUT', url, { chapterId: chapter.id, positionInChapter: 1 });
    await request(t, reader.cookie, 'PUT', url, { chapterId: chapter.id, positionInChapter: 1 });
    expect((await ledgerOf(reader)).filter((entry) => entry === `CHAPTER_READ ${chapter.id}`)).toHaveLength(
      1,
    );
    await request(t, author.cookie, 'PUT', url, { chapterId: chapter.id, positionInChapter: 1 });
    expect(await ledgerOf(author)).not.toContain(`CHAPTER_READ ${chapter.id}`);
  });
});
