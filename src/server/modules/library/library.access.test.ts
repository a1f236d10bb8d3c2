import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, userBookmarks, userComments, userReadingProgress } from '../../db/schema/index';
import { buildStory } from '../../db/factories.test-support';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildChapterOf, buildPublishedStory, request } from './library.test-support';

type Actor = 'guest' | 'other' | 'owner';
const ACTORS: readonly Actor[] = ['guest', 'other', 'owner'];
type Target = { storyId: string; chapterId: string; commentId: string };
type Endpoint = {
  name: string;
  /** Guests are refused with 401 before anything is looked up. */
  signedIn: boolean;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (target: Target) => string;
  body?: (target: Target) => unknown;
};

/** Every library endpoint that takes a story. */
const ENDPOINTS: readonly Endpoint[] = [
  { name: 'story page', signedIn: false, method: 'GET', url: (x) => `/api/v1/library/stories/${x.storyId}` },
  {
    name: 'chapter',
    signedIn: false,
    method: 'GET',
    url: (x) => `/api/v1/library/stories/${x.storyId}/chapters/${x.chapterId}`,
  },
  {
    name: 'reviews',
    signedIn: false,
    method: 'GET',
    url: (x) => `/api/v1/library/stories/${x.storyId}/reviews`,
  },
  {
    name: 'comments',
    signedIn: false,
    method: 'GET',
    url: (x) => `/api/v1/library/stories/${x.storyId}/comments`,
  },
  { name: 'view', signedIn: false, method: 'POST', url: (x) => `/api/v1/library/stories/${x.storyId}/view` },
  {
    name: 'progress',
    signedIn: true,
    method: 'PUT',
    url: (x) => `/api/v1/library/stories/${x.storyId}/progress`,
    body: (x) => ({ chapterId: x.chapterId, positionInChapter: 0.5, activeSeconds: 30 }),
  },
  {
    name: 'bookmark',
    signedIn: true,
    method: 'PUT',
    url: (x) => `/api/v1/library/stories/${x.storyId}/bookmark`,
  },
  {
    name: 'unbookmark',
    signedIn: true,
    method: 'DELETE',
    url: (x) => `/api/v1/library/stories/${x.storyId}/bookmark`,
  },
  {
    name: 'rate',
    signedIn: true,
    method: 'PUT',
    url: (x) => `/api/v1/library/stories/${x.storyId}/rating`,
    body: () => ({ rating: 5 }),
  },
  {
    name: 'review',
    signedIn: true,
    method: 'PUT',
    url: (x) => `/api/v1/library/stories/${x.storyId}/review`,
    body: () => ({ writingQuality: 4, creativity: 4, overallRating: 4, reviewText: 'Lovely.' }),
  },
  {
    name: 'delete review',
    signedIn: true,
    method: 'DELETE',
    url: (x) => `/api/v1/library/stories/${x.storyId}/review`,
  },
  {
    name: 'comment',
    signedIn: true,
    method: 'POST',
    url: (x) => `/api/v1/library/stories/${x.storyId}/comments`,
    body: () => ({ commentText: 'Hello' }),
  },
  {
    name: 'reply',
    signedIn: true,
    method: 'POST',
    url: (x) => `/api/v1/library/stories/${x.storyId}/comments`,
    body: (x) => ({ commentText: 'Hello', parentCommentId: x.commentId }),
  },
  {
    name: 'delete comment',
    signedIn: true,
    method: 'DELETE',
    url: (x) => `/api/v1/library/stories/${x.storyId}/comments/${x.commentId}`,
  },
];

describe('library: private, unpublished and draft content never leaks', () => {
  let t: TestApp;
  const cookies: Record<Actor, string | null> = { guest: null, other: null, owner: null };
  const hidden: Record<string, Target> = {};
  let published: { storyId: string; draftId: string; firstId: string; draftTitle: string };

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    const db = t.database.db;
    const [owner, other] = await Promise.all([
      createSignedInUser(t, 'owner'),
      createSignedInUser(t, 'other'),
    ]);
    cookies.owner = owner.cookie;
    cookies.other = other.cookie;
    const stories = {
      private: await buildStory(db, owner.user.id, { title: 'Hidden Lantern Private' }),
      'public but unpublished': await buildStory(db, owner.user.id, {
        title: 'Hidden Lantern Unlisted',
        privacyLevel: 'Public',
      }),
    };
    for (const [name, story] of Object.entries(stories)) {
      const chapter = await buildChapterOf(db, story.id, 1);
      const [comment] = await db
        .insert(userComments)
        .values({ storyId: story.id, userId: other.user.id, commentText: 'secret talk' })
        .returning();
      await db.insert(reviews).values({
        reviewer: other.user.id,
        targetType: 'Story',
        targetId: story.id,
        overallRating: 5,
        reviewText: 'secret review',
      });
      await db.insert(userBookmarks).values({ userId: other.user.id, storyId: story.id });
      await db
        .insert(userReadingProgress)
        .values({ userId: other.user.id, storyId: story.id, progressPercentage: 40 });
      hidden[name] = { storyId: story.id, chapterId: chapter.id, commentId: comment!.id };
    }
    const story = await buildPublishedStory(db, owner.user.id, { title: 'Open Lantern' });
    const first = await buildChapterOf(db, story.id, 1, { words: 100 });
    const draft = await buildChapterOf(db, story.id, 2, {
      words: 7000,
      status: 'draft',
      title: 'Unfinished twist',
    });
    await buildChapterOf(db, story.id, 3, { words: 300 });
    published = { storyId: story.id, draftId: draft.id, firstId: first.id, draftTitle: draft.title };
  });
  afterAll(() => t.close());

  const cases = ['private', 'public but unpublished'].flatMap((story) =>
    ENDPOINTS.flatMap((endpoint) => ACTORS.map((actor) => ({ story, endpoint, actor }))),
  );
  it.each(cases)(
    '$story story, $endpoint.name as $actor: refused without a trace',
    async ({ story, endpoint, actor }) => {
      const target = hidden[story]!;
      const res = await request(
        t,
        cookies[actor],
        endpoint.method,
        endpoint.url(target),
        endpoint.body?.(target),
      );
      if (actor === 'guest' && endpoint.signedIn) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error.message).toBe('User not authenticated');
      } else {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Story not found');
      }
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('Hidden Lantern');
    },
  );

  it('hidden stories leave nothing behind: no view counted, nothing written', async () => {
    const db = t.database.db;
    const rows = await db.select().from(reviews);
    expect(rows.every((row) => row.reviewText === 'secret review')).toBe(true);
    const comments = await db.select().from(userComments);
    expect(comments.map((c) => c.commentText)).toEqual(['secret talk', 'secret talk']);
  });

  it.each(ACTORS)(
    'a draft chapter of a published story is never listed, counted or served (as %s)',
    async (actor) => {
      const cookie = cookies[actor];
      const page = await request(t, cookie, 'GET', `/api/v1/library/stories/${published.storyId}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(published.draftId);
      expect(page.body).not.toContain(published.draftTitle);
      expect(page.json()).toMatchObject({ wordCount: 400, chapterCount: 2 });
      expect(page.json().chapters.map((c: { position: number }) => c.position)).toEqual([1, 2]);

      const draft = await request(
        t,
        cookie,
        'GET',
        `/api/v1/library/stories/${published.storyId}/chapters/${published.draftId}`,
      );
      expect(draft.statusCode).toBe(404);
      expect(draft.json().error.message).toBe('Chapter not found');

      const first = await request(
        t,
        cookie,
        'GET',
        `/api/v1/library/stories/${published.storyId}/chapters/${published.firstId}`,
      );
      expect(first.json().nextChapterId).not.toBe(published.draftId);
      expect(first.json().chapterCount).toBe(2);

      if (cookie) {
        const progress = await request(
          t,
          cookie,
          'PUT',
          `/api/v1/library/stories/${published.storyId}/progress`,
          {
            chapterId: published.draftId,
            positionInChapter: 0.5,
          },
        );
        expect(progress.statusCode).toBe(404);
      }
    },
  );

  it('a chapter id of another story is not found through this one', async () => {
    const res = await request(
      t,
      cookies.other,
      'GET',
      `/api/v1/library/stories/${published.storyId}/chapters/${hidden.private!.chapterId}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('malformed and unknown ids answer 404 like the rest', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await request(t, null, 'GET', `/api/v1/library/stories/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Story not found');
    }
  });

  it('search, bookmarks and Continue Reading never list hidden stories', async () => {
    const search = await request(t, null, 'GET', '/api/v1/library/search?q=lantern');
    expect(search.json().items.map((s: { title: string }) => s.title)).toEqual(['Open Lantern']);
    const bookmarks = await request(t, cookies.other, 'GET', '/api/v1/me/bookmarks');
    expect(bookmarks.json().items).toEqual([]);
    const reading = await request(t, cookies.other, 'GET', '/api/v1/me/reading?include=all');
    expect(reading.json().items).toEqual([]);
  });
});
