import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { openTestDatabase } from '../../test/test-database';
import {
  buildCharacter,
  buildGroup,
  buildStory,
  buildTemplate,
  buildUser,
  buildWorld,
} from '../factories.test-support';
import {
  characters,
  groupMembers,
  groups,
  reviews,
  stories,
  templates,
  userAliases,
  userBookmarks,
  userComments,
  userFollows,
  users,
  worlds,
} from './index';

/** ON DELETE rules: owned content goes with its owner; what others read is kept, anonymised. */
describe('delete rules', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('deleting a user removes their content and anonymises their comments and reviews', async () => {
    const db = database.db;
    const author = await buildUser(db);
    const reader = await buildUser(db);
    const readerStory = await buildStory(db, reader.id);
    const authorStory = await buildStory(db, author.id);
    const world = await buildWorld(db, author.id);
    const character = await buildCharacter(db, author.id);
    const template = await buildTemplate(db, author.id);
    const group = await buildGroup(db, author.id);
    await db.insert(groupMembers).values({ groupId: group.id, userId: reader.id });
    await db.insert(userAliases).values({ userId: author.id, alias: `pen_${author.id.slice(0, 8)}` });
    await db.insert(userFollows).values({ followerId: reader.id, followingId: author.id });
    await db.insert(userBookmarks).values({ userId: author.id, storyId: readerStory.id });
    const [comment] = await db
      .insert(userComments)
      .values({ userId: author.id, storyId: readerStory.id, commentText: 'Lovely opening.' })
      .returning();
    const [review] = await db
      .insert(reviews)
      .values({ reviewer: author.id, targetType: 'Story', targetId: readerStory.id, overallRating: 5 })
      .returning();

    await db.delete(users).where(eq(users.id, author.id));

    const gone = async (
      table: typeof stories | typeof worlds | typeof characters | typeof templates | typeof groups,
      id: string,
    ) => (await db.select().from(table).where(eq(table.id, id))).length === 0;
    expect(await gone(stories, authorStory.id)).toBe(true);
    expect(await gone(worlds, world.id)).toBe(true);
    expect(await gone(characters, character.id)).toBe(true);
    expect(await gone(templates, template.id)).toBe(true);
    expect(await gone(groups, group.id)).toBe(true);
    expect(await db.select().from(userAliases).where(eq(userAliases.userId, author.id))).toEqual([]);
    expect(await db.select().from(userFollows).where(eq(userFollows.followingId, author.id))).toEqual([]);
    expect(await db.select().from(userBookmarks).where(eq(userBookmarks.userId, author.id))).toEqual([]);
    // Kept for readers of the reader's story, shown as 'Anonymous'.
    const [keptComment] = await db.select().from(userComments).where(eq(userComments.id, comment!.id));
    expect(keptComment).toMatchObject({ userId: null, commentText: 'Lovely opening.' });
    const [keptReview] = await db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(keptReview).toMatchObject({ reviewer: null, overallRating: 5 });
    // The other user and their story are untouched.
    expect(await gone(stories, readerStory.id)).toBe(false);
  });

  it('deleting a world leaves its stories standing, unplaced', async () => {
    const db = database.db;
    const user = await buildUser(db);
    const world = await buildWorld(db, user.id);
    const story = await buildStory(db, user.id, { worldId: world.id });
    await db.delete(worlds).where(eq(worlds.id, world.id));
    const [kept] = await db.select().from(stories).where(eq(stories.id, story.id));
    expect(kept?.worldId).toBeNull();
  });

  it('deleting a comment deletes its replies, and deleting a story deletes its comments', async () => {
    const db = database.db;
    const user = await buildUser(db);
    const story = await buildStory(db, user.id);
    const [parent] = await db
      .insert(userComments)
      .values({ userId: user.id, storyId: story.id, commentText: 'First' })
      .returning();
    const [reply] = await db
      .insert(userComments)
      .values({ userId: user.id, storyId: story.id, commentText: 'Reply', parentCommentId: parent!.id })
      .returning();
    await db
      .insert(userComments)
      .values({ userId: user.id, storyId: story.id, commentText: 'Nested', parentCommentId: reply!.id });
    const [sibling] = await db
      .insert(userComments)
      .values({ userId: user.id, storyId: story.id, commentText: 'Other' })
      .returning();
    await db.delete(userComments).where(eq(userComments.id, parent!.id));
    const left = await db
      .select({ text: userComments.commentText })
      .from(userComments)
      .where(eq(userComments.storyId, story.id));
    expect(left).toEqual([{ text: 'Other' }]);
    await db.delete(stories).where(eq(stories.id, story.id));
    expect(await db.select().from(userComments).where(eq(userComments.id, sibling!.id))).toEqual([]);
  });

  it('deleting a review target deletes the reviews about it, for each target type', async () => {
    const db = database.db;
    const owner = await buildUser(db);
    const reviewer = await buildUser(db);
    const targets = {
      Story: (await buildStory(db, owner.id)).id,
      World: (await buildWorld(db, owner.id)).id,
      Template: (await buildTemplate(db, owner.id)).id,
      User: owner.id,
    };
    for (const [targetType, targetId] of Object.entries(targets)) {
      await db.insert(reviews).values({ reviewer: reviewer.id, targetType, targetId, overallRating: 3 });
    }
    const countAbout = async () =>
      (
        await db
          .select({ id: reviews.id })
          .from(reviews)
          .where(inArray(reviews.targetId, Object.values(targets)))
      ).length;
    expect(await countAbout()).toBe(4);
    await db.delete(stories).where(eq(stories.id, targets.Story));
    expect(await countAbout()).toBe(3);
    // Deleting the owner cascades to the world and template and removes the User review too.
    await db.delete(users).where(eq(users.id, owner.id));
    expect(await countAbout()).toBe(0);
  });
});
