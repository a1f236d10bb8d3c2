import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { storyReviewsPageSchema } from '@common/schemas/reviews';
import { reviews, userDailyActivity, users } from '../../db/schema/index';
import { buildUser } from '../../db/factories.test-support';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPublishedStory, request } from '../library/library.test-support';

const review = {
  writingQuality: 4,
  creativity: 5,
  overallRating: 4,
  reviewText: '  A slow burn that pays off.  ',
};

describe('story reviews', () => {
  let t: TestApp;
  let reader: Awaited<ReturnType<typeof createSignedInUser>>;
  let author: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [reader, author] = await Promise.all([createSignedInUser(t, 'reader'), createSignedInUser(t, 'author')]);
  });
  afterAll(() => t.close());

  const url = (storyId: string) => `/api/v1/library/stories/${storyId}/review`;
  const reviewsWrittenToday = async () => {
    const [row] = await t.database.db
      .select({ n: userDailyActivity.reviewsWritten })
      .from(userDailyActivity)
      .where(
        and(
          eq(userDailyActivity.userId, reader.user.id),
          sql`${userDailyActivity.activityDate} = (now() at time zone 'UTC')::date`,
        ),
      );
    return row?.n ?? 0;
  };

  it('writes one review per reader and story (201), edits it in place (200), and deletes it', async () => {
    const story = await buildPublishedStory(t.database.db, author.user.id);
    const created = await request(t, reader.cookie, 'PUT', url(story.id), review);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      reviewerName: reader.name,
      reviewText: 'A slow burn that pays off.',
      collaboration: null,
      isOwn: true,
    });
    expect(await reviewsWrittenToday()).toBe(1);

    const edited = await request(t, reader.cookie, 'PUT', url(story.id), {
      ...review,
      overallRating: 2,
      collaboration: 3,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.json().id, overallRating: 2, collaboration: 3 });
    expect(await reviewsWrittenToday()).toBe(1);

    expect((await request(t, reader.cookie, 'DELETE', url(story.id))).statusCode).toBe(204);
    expect((await request(t, reader.cookie, 'DELETE', url(story.id))).statusCode).toBe(404);
  });

  it('lists reviews newest first with reviewer, scores and the average; deleted reviewers are Anonymous', async () => {
    const db = t.database.db;
    const story = await buildPublishedStory(db, author.user.id);
    const gone = await buildUser(db, { profileImage: '/uploads/profile-images/x.jpg' });
    await db.insert(reviews).values([
      {
        reviewer: gone.id,
        targetType: 'Story',
        targetId: story.id,
        overallRating: 5,
        reviewText: 'Old',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        reviewer: null,
        targetType: 'Story',
        targetId: story.id,
        overallRating: 2,
        reviewText: 'Older',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      },
    ]);
    await request(t, reader.cookie, 'PUT', url(story.id), review);
    await db.delete(users).where(eq(users.id, gone.id));

    const first = storyReviewsPageSchema.parse(
      (await request(t, null, 'GET', `${url(story.id)}s?limit=2`)).json(),
    );
    expect(first).toMatchObject({ totalCount: 3, averageOverall: 3.7 });
    expect(first.items.map((r) => [r.reviewerName, r.reviewText, r.isOwn])).toEqual([
      [reader.name, 'A slow burn that pays off.', false],
      ['Anonymous', 'Old', false],
    ]);
    expect(first.items[1]!.reviewer).toBeNull();
    const second = (
      await request(t, reader.cookie, 'GET', `${url(story.id)}s?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((r: { reviewText: string }) => r.reviewText)).toEqual(['Older']);
    const mine = (await request(t, reader.cookie, 'GET', `${url(story.id)}s`)).json();
    expect(mine.items[0].isOwn).toBe(true);
  });

  it("refuses the author's own story, bad scores, empty text and guests", async () => {
    const story = await buildPublishedStory(t.database.db, author.user.id);
    const own = await request(t, author.cookie, 'PUT', url(story.id), review);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('You cannot review your own story');
    const bad = await request(t, reader.cookie, 'PUT', url(story.id), { ...review, creativity: 6 });
    expect(bad.json().error.message).toBe('Choose a creativity score from 1 to 5');
    const empty = await request(t, reader.cookie, 'PUT', url(story.id), { ...review, reviewText: '   ' });
    expect(empty.json().error.message).toBe('Please write a few words for your review');
    expect((await request(t, null, 'PUT', url(story.id), review)).statusCode).toBe(401);
  });
});
