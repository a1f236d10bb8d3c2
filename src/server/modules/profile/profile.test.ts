import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AchievementId, ProfileSummary } from '@common/schemas/profile';
import type { Db } from '../../db/client';
import { reviews, users } from '../../db/schema/index';
import {
  buildCharacter,
  buildStory,
  buildTemplate,
  buildUser,
  buildWorld,
} from '../../db/factories.test-support';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { request } from '../library/library.test-support';

type Person = Awaited<ReturnType<typeof createSignedInUser>>;

describe('GET /api/v1/me/profile', () => {
  let t: TestApp;
  let db: Db;
  let me: Person;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    db = t.database.db;
    me = await createSignedInUser(t, 'profile');
  });
  afterAll(() => t.close());

  const summary = async (who: Person = me): Promise<ProfileSummary> => {
    const res = await request(t, who.cookie, 'GET', '/api/v1/me/profile');
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const earned = (s: ProfileSummary, id: AchievementId) => s.achievements.find((a) => a.id === id)!.earned;
  const fiveStar = (
    reviewer: string,
    targetType: 'User' | 'Story' | 'World' | 'Template',
    targetId: string,
    overallRating = 5,
  ) =>
    db.insert(reviews).values({
      reviewer,
      targetType,
      targetId,
      overallRating,
      writingQuality: 4,
      creativity: 4,
      collaboration: 4,
      reviewText: 'Lovely',
    });

  it('answers 401 to guests', async () => {
    const res = await request(t, null, 'GET', '/api/v1/me/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('User not authenticated');
  });

  it('a new user: level 1, nothing earned, empty tabs, Free limit of 3 private worlds', async () => {
    const s = await summary();
    expect(s.user).toMatchObject({
      id: me.user.id,
      username: me.user.username,
      subscriptionTier: 'Free',
      isAdmin: false,
    });
    expect(s).toMatchObject({ level: 1, experiencePoints: 0, progressToMaster: 0 });
    expect(s.stats).toEqual({ stories_count: 0, characters_count: 0, worlds_count: 0, avg_rating: null });
    expect(s.achievements.map((a) => [a.name, a.earned])).toEqual([
      ['First Story', false],
      ['Collaborator', false],
      ['World Builder', false],
      ['Character Master', false],
      ['Story Weaver', false],
      ['Community Star', false],
    ]);
    expect(s.usage).toEqual({ privateWorlds: 0, privateWorldLimit: 3 });
    for (const tab of [s.stories, s.characters, s.worlds, s.reviews])
      expect(tab).toEqual({ items: [], total: 0 });
  });

  it.each([
    [4999, 1, 4999 / 5000],
    [5000, 2, 0],
    [5001, 2, 1 / 5000],
    [12_345, 3, 2345 / 5000],
  ])('at %i XP the level is %i and Progress to Master %f', async (xp, level, progress) => {
    await db.update(users).set({ experiencePoints: xp }).where(eq(users.id, me.user.id));
    const s = await summary();
    expect(s).toMatchObject({
      level,
      experiencePoints: xp,
      user: { userLevel: level, experiencePoints: xp },
    });
    expect(s.progressToMaster).toBeCloseTo(progress, 10);
  });

  it('earns each achievement exactly at its threshold', async () => {
    const user = await createSignedInUser(t, 'achiever');
    const id = user.user.id;

    // First Story: 0 then 1 story.
    expect(earned(await summary(user), 'first-story')).toBe(false);
    await buildStory(db, id, { status: 'Complete' });
    expect(earned(await summary(user), 'first-story')).toBe(true);

    // World Builder: 0 then 1 world (any privacy).
    expect(earned(await summary(user), 'world-builder')).toBe(false);
    await buildWorld(db, id, { privacyLevel: 'Public' });
    expect(earned(await summary(user), 'world-builder')).toBe(true);

    // Character Master: 9 then 10 characters.
    for (let i = 0; i < 9; i++) await buildCharacter(db, id);
    let s = await summary(user);
    expect(s.achievements.find((a) => a.id === 'character-master')).toMatchObject({
      earned: false,
      progress: { current: 9, target: 10 },
    });
    await buildCharacter(db, id);
    expect(earned(await summary(user), 'character-master')).toBe(true);

    // Story Weaver: 4 then 5 stories with status Complete (other statuses never count).
    for (let i = 0; i < 3; i++) await buildStory(db, id, { status: 'Complete' });
    await buildStory(db, id, { status: 'Published' });
    await buildStory(db, id, { status: 'Active' });
    s = await summary(user);
    expect(s.achievements.find((a) => a.id === 'story-weaver')).toMatchObject({
      earned: false,
      progress: { current: 4, target: 5 },
    });
    await buildStory(db, id, { status: 'Complete' });
    expect(earned(await summary(user), 'story-weaver')).toBe(true);

    // Collaborator is never earned.
    expect(earned(await summary(user), 'collaborator')).toBe(false);
  });

  it('Community Star: 49 then 50 five-star reviews of the user or their stories, worlds and templates', async () => {
    const author = await createSignedInUser(t, 'star');
    const id = author.user.id;
    const story = await buildStory(db, id);
    const world = await buildWorld(db, id);
    const template = await buildTemplate(db, id);
    const someoneElses = await buildStory(db, (await buildUser(db)).id);
    // 49 five-star reviews by distinct reviewers across the author's work.
    const targets: ['User' | 'Story' | 'World' | 'Template', string][] = [
      ['User', id],
      ['Story', story.id],
      ['World', world.id],
      ['Template', template.id],
    ];
    for (let i = 0; i < 49; i++) {
      const reviewer = await buildUser(db);
      const [type, target] = targets[i % targets.length]!;
      await fiveStar(reviewer.id, type, target);
    }
    // These never count: a 4-star review, and a five-star review of someone else's story.
    await fiveStar((await buildUser(db)).id, 'Story', story.id, 4);
    await fiveStar((await buildUser(db)).id, 'Story', someoneElses.id);
    let s = await summary(author);
    expect(s.achievements.find((a) => a.id === 'community-star')).toMatchObject({
      earned: false,
      progress: { current: 49, target: 50 },
    });
    await fiveStar((await buildUser(db)).id, 'User', id);
    s = await summary(author);
    expect(s.achievements.find((a) => a.id === 'community-star')).toMatchObject({
      earned: true,
      progress: { current: 50, target: 50 },
    });
    // Reviews tab: reviews of the user as an author only (target User), at most 5, with the total.
    expect(s.reviews.total).toBe(14); // 13 of the first 49 plus the 50th
    expect(s.reviews.items).toHaveLength(5);
    expect(s.reviews.items[0]).toMatchObject({ overall_rating: 5, review_text: 'Lovely' });
    expect(s.reviews.items[0]!.reviewer_username).toMatch(/^user_/);
  });

  it('tabs list the 5 most recently updated items with totals; stats, average rating and private-world usage', async () => {
    const user = await createSignedInUser(t, 'lists');
    const id = user.user.id;
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    for (let day = 1; day <= 7; day++) {
      await buildStory(db, id, {
        title: `Story ${day}`,
        updatedAt: at(day),
        wordCount: day * 100,
        rating: day <= 2 ? 3 + day / 2 : null,
      });
      await buildCharacter(db, id, { name: `Character ${day}`, updatedAt: at(day), speakingStyle: 'Terse' });
    }
    await buildWorld(db, id, { name: 'Private A', privacyLevel: 'Private', technologyLevel: 'Medieval' });
    await buildWorld(db, id, { name: 'Private B', privacyLevel: 'Private' });
    await buildWorld(db, id, { name: 'Open', privacyLevel: 'Public', genre: 'Sci-Fi' });
    await buildStory(db, (await buildUser(db)).id); // someone else's: never listed

    const s = await summary(user);
    expect(s.stats).toEqual({ stories_count: 7, characters_count: 7, worlds_count: 3, avg_rating: 3.8 }); // (3.5 + 4) / 2, unrated stories left out
    expect(s.stories.total).toBe(7);
    expect(s.stories.items.map((x) => x.title)).toEqual([
      'Story 7',
      'Story 6',
      'Story 5',
      'Story 4',
      'Story 3',
    ]);
    expect(s.stories.items[0]).toMatchObject({
      status: 'Planning',
      wordCount: 700,
      updatedAt: at(7).toISOString(),
    });
    expect(s.characters).toMatchObject({ total: 7, items: { length: 5 } });
    expect(s.characters.items[0]).toEqual({
      id: expect.any(String),
      name: 'Character 7',
      speakingStyle: 'Terse',
      privacyLevel: 'Public',
    });
    expect(s.worlds.total).toBe(3);
    expect(s.worlds.items.find((w) => w.name === 'Private A')).toMatchObject({
      technologyLevel: 'Medieval',
      privacyLevel: 'Private',
      genre: 'Fantasy',
    });
    expect(s.usage).toEqual({ privateWorlds: 2, privateWorldLimit: 3 });

    await db.update(users).set({ subscriptionTier: 'Master Weaver' }).where(eq(users.id, id));
    expect((await summary(user)).usage).toEqual({ privateWorlds: 2, privateWorldLimit: null });
    await db.update(users).set({ subscriptionTier: 'Chronicler' }).where(eq(users.id, id));
    expect((await summary(user)).usage.privateWorldLimit).toBe(10);
  });
});
