import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { openTestDatabase } from '../../test/test-database';
import { buildEvent, buildGroup, buildStory, buildUser, expectViolation } from '../factories.test-support';
import {
  chapters,
  eventParticipants,
  groupMembers,
  reviews,
  storyCollaborators,
  userAliases,
  userBookmarks,
  userDailyActivity,
  userFollows,
  userReadingProgress,
  userStoryRatings,
} from './index';

/** The pairs the spec allows once, and the chapter ordering that must stay reorderable. */
describe('unique keys', () => {
  let database: Database;
  let userId: string;
  let otherId: string;
  let storyId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    userId = (await buildUser(database.db)).id;
    otherId = (await buildUser(database.db)).id;
    storyId = (await buildStory(database.db, userId)).id;
  });
  afterAll(() => database.close());

  /** Inserts the same row twice; the second insert must hit `constraint`. */
  const twice = async (constraint: string, insert: () => Promise<unknown>) => {
    await insert();
    await expectViolation(insert, constraint);
  };

  it('allows one bookmark, rating and progress row per user and story', async () => {
    const db = database.db;
    await twice('user_bookmarks_pkey', () => db.insert(userBookmarks).values({ userId, storyId }));
    await twice('user_story_ratings_pkey', () =>
      db.insert(userStoryRatings).values({ userId, storyId, rating: 4 }),
    );
    await twice('user_reading_progress_pkey', () =>
      db.insert(userReadingProgress).values({ userId, storyId }),
    );
  });

  it('allows one follow per pair and never of oneself', async () => {
    const db = database.db;
    await twice('user_follows_pkey', () =>
      db.insert(userFollows).values({ followerId: userId, followingId: otherId }),
    );
    await db.insert(userFollows).values({ followerId: otherId, followingId: userId });
    await expectViolation(
      () => db.insert(userFollows).values({ followerId: userId, followingId: userId }),
      'user_follows_not_self_check',
    );
  });

  it('allows one membership per group, participation per event and collaborator row per story', async () => {
    const db = database.db;
    const group = await buildGroup(db, userId);
    const event = await buildEvent(db, userId);
    await twice('group_members_pkey', () =>
      db.insert(groupMembers).values({ groupId: group.id, userId: otherId }),
    );
    await twice('event_participants_pkey', () =>
      db.insert(eventParticipants).values({ eventId: event.id, userId: otherId }),
    );
    await twice('story_collaborators_pkey', () =>
      db.insert(storyCollaborators).values({ storyId, userId: otherId }),
    );
  });

  it('allows one daily activity row per user and date', async () => {
    const db = database.db;
    await twice('user_daily_activity_pkey', () =>
      db.insert(userDailyActivity).values({ userId, activityDate: '2031-05-06', readingMinutes: 3 }),
    );
    await db.insert(userDailyActivity).values({ userId, activityDate: '2031-05-07' });
  });

  it('allows one review per reviewer and target, but other targets and reviewers freely', async () => {
    const db = database.db;
    const review = { reviewer: otherId, targetType: 'Story', targetId: storyId, overallRating: 4 };
    await twice('reviews_one_per_reviewer_target_key', () => db.insert(reviews).values(review));
    await db.insert(reviews).values({ ...review, reviewer: userId });
    await db.insert(reviews).values({ ...review, targetType: 'User', targetId: userId });
  });

  it('keeps aliases unique compared lowercased, with at most one primary per user', async () => {
    const db = database.db;
    await db.insert(userAliases).values({ userId, alias: 'quill_keeper', isPrimary: true });
    // Stored lowercase; the unique index is on lower(alias), so it is the one guard either way.
    await expectViolation(
      () => db.insert(userAliases).values({ userId: otherId, alias: 'quill_keeper' }),
      'user_aliases_alias_lower_key',
    );
    await db.insert(userAliases).values({ userId, alias: 'second_pen' });
    await expectViolation(
      () => db.insert(userAliases).values({ userId, alias: 'third_pen', isPrimary: true }),
      'user_aliases_one_primary_key',
    );
    // Another user's primary does not count against this user's.
    await db.insert(userAliases).values({ userId: otherId, alias: 'other_primary', isPrimary: true });
  });

  it('keeps chapter positions unique per story yet lets one statement reorder them', async () => {
    const db = database.db;
    const story = await buildStory(db, userId);
    await db
      .insert(chapters)
      .values([1, 2, 3].map((position) => ({ storyId: story.id, position, title: `C${position}` })));
    await expectViolation(
      () => db.insert(chapters).values({ storyId: story.id, position: 2 }),
      'chapters_story_position_key',
    );
    // Move chapter 3 to the front: 3 -> 1, 1 -> 2, 2 -> 3 in a single UPDATE.
    await db
      .update(chapters)
      .set({ position: sql`case ${chapters.position} when 3 then 1 else ${chapters.position} + 1 end` })
      .where(eq(chapters.storyId, story.id));
    const order = await db
      .select({ title: chapters.title })
      .from(chapters)
      .where(eq(chapters.storyId, story.id))
      .orderBy(asc(chapters.position));
    expect(order.map((c) => c.title)).toEqual(['C3', 'C1', 'C2']);
    // Several statements inside a transaction, with the check deferred to commit.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set constraints chapters_story_position_key deferred`);
      await tx
        .update(chapters)
        .set({ position: 1 })
        .where(sql`${chapters.storyId} = ${story.id} and ${chapters.title} = 'C1'`);
      await tx
        .update(chapters)
        .set({ position: 2 })
        .where(sql`${chapters.storyId} = ${story.id} and ${chapters.title} = 'C3'`);
    });
    const reordered = await db
      .select({ title: chapters.title })
      .from(chapters)
      .where(eq(chapters.storyId, story.id))
      .orderBy(asc(chapters.position));
    expect(reordered.map((c) => c.title)).toEqual(['C1', 'C3', 'C2']);
  });
});
