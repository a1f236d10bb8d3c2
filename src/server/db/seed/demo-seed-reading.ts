import { sql } from 'drizzle-orm';
import {
  reviews,
  stories,
  userBookmarks,
  userComments,
  userDailyActivity,
  userReadingProgress,
  userStoryRatings,
} from '../schema/index';
import type { DemoTemplate, DemoWorld } from './demo-seed-catalogue';
import {
  daysBefore,
  utcDateBefore,
  type DemoStory,
  type DemoUser,
  type SeedContext,
} from './demo-seed-context';
import { COMMENT_TEXTS, REPLY_TEXTS, REVIEW_TEXTS } from './demo-people-text';

/**
 * Readers' activity on the public stories: progress, bookmarks and 1..5 ratings (stories.rating
 * is then set to each story's average), comments with replies, and 30 days of daily activity.
 */
export async function seedDemoReading(
  ctx: SeedContext,
  people: DemoUser[],
  storyList: DemoStory[],
): Promise<void> {
  const { random, tx } = ctx;
  const published = storyList.filter((s) => s.isPublic);
  const progress = [];
  const bookmarks = [];
  const ratings = [];
  for (const user of people) {
    for (const story of random.sample(
      published.filter((s) => s.createdBy !== user.id),
      random.int(2, 8),
    )) {
      const percentage = random.chance(0.3) ? 100 : random.int(5, 95);
      progress.push({
        userId: user.id,
        storyId: story.id,
        progressPercentage: percentage,
        currentChapter: Math.max(1, Math.ceil((story.chapterCount * percentage) / 100)),
        readingTimeMinutes: random.int(5, 240),
        lastReadAt: daysBefore(ctx, random.next() * 30),
      });
      if (random.chance(0.4))
        bookmarks.push({
          userId: user.id,
          storyId: story.id,
          bookmarkedAt: daysBefore(ctx, random.int(0, 60)),
        });
      if (random.chance(0.6))
        ratings.push({ userId: user.id, storyId: story.id, rating: random.pick([3, 4, 4, 5, 5, 5, 2]) });
    }
  }
  await tx.insert(userReadingProgress).values(progress);
  if (bookmarks.length > 0) await tx.insert(userBookmarks).values(bookmarks);
  if (ratings.length > 0) await tx.insert(userStoryRatings).values(ratings);
  await tx.execute(sql`
    update ${stories} set rating = r.average
    from (select story_id, round(avg(rating), 2) as average from ${userStoryRatings} group by story_id) r
    where ${stories.id} = r.story_id`);

  for (const story of random.sample(published, Math.min(published.length, 20))) {
    const commenters = random.sample(people, random.int(1, 3));
    for (const commenter of commenters) {
      const [comment] = await tx
        .insert(userComments)
        .values({
          userId: commenter.id,
          storyId: story.id,
          commentText: random.pick(COMMENT_TEXTS),
          createdAt: daysBefore(ctx, random.int(2, 60)),
        })
        .returning();
      if (random.chance(0.35)) {
        await tx.insert(userComments).values({
          userId: random.chance(0.5) ? story.createdBy : random.pick(people).id,
          storyId: story.id,
          commentText: random.pick(REPLY_TEXTS),
          parentCommentId: comment!.id,
          createdAt: daysBefore(ctx, random.int(0, 1)),
        });
      }
    }
  }

  await tx.insert(userDailyActivity).values(
    people.flatMap((user) => {
      // Some users are on a streak that reaches today; the rest read on scattered days.
      const streak = random.chance(0.4) ? random.int(1, 12) : 0;
      return Array.from({ length: 30 }, (_, daysAgo) => daysAgo)
        .filter((daysAgo) => daysAgo < streak || (daysAgo > streak && random.chance(0.45)))
        .map((daysAgo) => ({
          userId: user.id,
          activityDate: utcDateBefore(ctx, daysAgo),
          readingMinutes: random.int(5, 90),
          storiesRead: random.int(1, 3),
          sessionsParticipated: random.chance(0.2) ? 1 : 0,
          reviewsWritten: random.chance(0.1) ? 1 : 0,
        }));
    }),
  );
}

/**
 * Reviews of stories, users, templates and worlds, at most one per reviewer and target; nobody
 * reviews their own work or themselves.
 */
export async function seedDemoReviews(
  ctx: SeedContext,
  people: DemoUser[],
  storyList: DemoStory[],
  templateList: DemoTemplate[],
  worldList: DemoWorld[],
): Promise<void> {
  const { random, tx } = ctx;
  const targets = [
    ...storyList.filter((s) => s.isPublic).map((s) => ({ type: 'Story', id: s.id, owner: s.createdBy })),
    ...people.map((u) => ({ type: 'User', id: u.id, owner: u.id })),
    ...templateList.map((t) => ({ type: 'Template', id: t.id, owner: t.creator })),
    ...worldList
      .filter((w) => w.privacyLevel !== 'Private')
      .map((w) => ({ type: 'World', id: w.id, owner: w.creator })),
  ];
  const rows = [];
  for (const reviewer of people) {
    for (const target of random.sample(
      targets.filter((t) => t.owner !== reviewer.id),
      random.int(1, 5),
    )) {
      const score = () => random.pick([3, 4, 4, 5, 5]);
      const reviewDate = daysBefore(ctx, random.int(0, 90));
      rows.push({
        reviewer: reviewer.id,
        targetType: target.type,
        targetId: target.id,
        writingQuality: target.type === 'Story' ? score() : null,
        creativity: score(),
        collaboration: target.type === 'User' ? score() : null,
        overallRating: score(),
        reviewText: random.pick(REVIEW_TEXTS),
        reviewDate,
        createdAt: reviewDate,
        updatedAt: reviewDate,
      });
    }
  }
  await tx.insert(reviews).values(rows);
}
