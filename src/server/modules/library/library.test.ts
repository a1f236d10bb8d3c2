import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryChapterSchema, libraryStorySchema } from '@common/schemas/library';
import { userStoryRatings } from '../../db/schema/index';
import { buildUser } from '../../db/factories.test-support';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildChapterOf, buildPublishedStory, request } from './library.test-support';

describe('library: the public story page and the reader', () => {
  let t: TestApp;
  let reader: Awaited<ReturnType<typeof createSignedInUser>>;
  let author: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [reader, author] = await Promise.all([createSignedInUser(t, 'reader'), createSignedInUser(t, 'author')]);
  });
  afterAll(() => t.close());

  it('shows a guest the story, its author, rating to 1 decimal, counts and published chapters in order', async () => {
    const db = t.database.db;
    const story = await buildPublishedStory(db, author.user.id, {
      title: 'The Glass Orchard',
      description: 'First paragraph.\n\nSecond paragraph.',
      genre: 'Mystery',
      status: 'Active',
      coverImage: '/uploads/story-images/cover.jpg',
      viewCount: 42,
      rating: 3.67,
    });
    const one = await buildChapterOf(db, story.id, 1, { words: 120, title: 'Seeds' });
    const two = await buildChapterOf(db, story.id, 2, { words: 80, title: 'Frost' });
    const raters = await Promise.all([buildUser(db), buildUser(db), buildUser(db)]);
    await db
      .insert(userStoryRatings)
      .values(raters.map((r, i) => ({ userId: r.id, storyId: story.id, rating: [3, 4, 4][i]! })));

    const res = await request(t, null, 'GET', `/api/v1/library/stories/${story.id}`);
    expect(res.statusCode).toBe(200);
    const body = libraryStorySchema.strict().parse(res.json());
    expect(body).toMatchObject({
      title: 'The Glass Orchard',
      description: 'First paragraph.\n\nSecond paragraph.',
      genre: 'Mystery',
      status: 'Active',
      coverImage: '/uploads/story-images/cover.jpg',
      author: { username: author.name, profileImage: null },
      rating: 3.7,
      ratingCount: 3,
      viewCount: 42,
      wordCount: 200,
      chapterCount: 2,
      viewer: null,
    });
    expect(body.chapters).toEqual([
      {
        id: one.id,
        position: 1,
        title: 'Seeds',
        wordCount: 120,
        publicAt: null,
        exclusive: false,
        locked: false,
      },
      {
        id: two.id,
        position: 2,
        title: 'Frost',
        wordCount: 80,
        publicAt: null,
        exclusive: false,
        locked: false,
      },
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('tells a signed-in reader their bookmark, rating, review and progress', async () => {
    const db = t.database.db;
    const story = await buildPublishedStory(db, author.user.id);
    const chapter = await buildChapterOf(db, story.id, 1, { words: 100 });
    const base = `/api/v1/library/stories/${story.id}`;

    const before = await request(t, reader.cookie, 'GET', base);
    expect(before.json().viewer).toEqual({
      isAuthor: false,
      bookmarked: false,
      rating: null,
      review: null,
      progress: null,
    });

    await request(t, reader.cookie, 'PUT', `${base}/bookmark`);
    await request(t, reader.cookie, 'PUT', `${base}/rating`, { rating: 4 });
    await request(t, reader.cookie, 'PUT', `${base}/review`, {
      writingQuality: 5,
      creativity: 4,
      overallRating: 4,
      reviewText: 'Sharp.',
    });
    await request(t, reader.cookie, 'PUT', `${base}/progress`, {
      chapterId: chapter.id,
      positionInChapter: 0.25,
    });

    const after = (await request(t, reader.cookie, 'GET', base)).json();
    expect(after.viewer).toMatchObject({
      isAuthor: false,
      bookmarked: true,
      rating: 4,
      review: { reviewerName: reader.name, overallRating: 4, reviewText: 'Sharp.', isOwn: true },
      progress: {
        currentChapterId: chapter.id,
        currentChapterNumber: 1,
        positionInChapter: 0.25,
        progressPercentage: 25,
      },
    });
    const own = (await request(t, author.cookie, 'GET', base)).json();
    expect(own.viewer.isAuthor).toBe(true);
  });

  it('serves a chapter with its document, number and neighbours', async () => {
    const db = t.database.db;
    const story = await buildPublishedStory(db, author.user.id, { title: 'Tidewater' });
    const one = await buildChapterOf(db, story.id, 1);
    await buildChapterOf(db, story.id, 2, { status: 'draft' });
    const three = await buildChapterOf(db, story.id, 3, { words: 3, title: 'Low tide' });
    const four = await buildChapterOf(db, story.id, 4);

    const res = await request(t, null, 'GET', `/api/v1/library/stories/${story.id}/chapters/${three.id}`);
    expect(res.statusCode).toBe(200);
    expect(libraryChapterSchema.strict().parse(res.json())).toEqual({
      id: three.id,
      publicAt: null,
      storyId: story.id,
      storyTitle: 'Tidewater',
      authorUsername: author.name,
      position: 2,
      chapterCount: 3,
      title: 'Low tide',
      wordCount: 3,
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ember ember ember' }] }],
      },
      prevChapterId: one.id,
      nextChapterId: four.id,
    });
    const first = (
      await request(t, null, 'GET', `/api/v1/library/stories/${story.id}/chapters/${one.id}`)
    ).json();
    expect(first.prevChapterId).toBeNull();
    const last = (
      await request(t, null, 'GET', `/api/v1/library/stories/${story.id}/chapters/${four.id}`)
    ).json();
    expect(last.nextChapterId).toBeNull();
  });
});
