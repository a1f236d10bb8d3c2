import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, personOn, type Person } from '../groups/groups.test-support';
import { XP_RULES } from './xp.service';

/**
 * Publishing XP is paid once per thing a creator holds (xp-rules.ts): deleting, unpublishing or
 * re-creating and publishing again pays nothing more, while every new story and chapter kept
 * published still pays.
 */
describe('XP for publishing is paid once per lineage, not per create-publish-delete loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  const xpOf = async (who: Person) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, who.user.id));
    return row!.experiencePoints;
  };

  /** Creates a story with one chapter, publishes both, marks the story Complete; returns the story id. */
  async function publishStory(who: Person, title: string): Promise<string> {
    const story = await call(t, who, 'POST', '/api/v1/stories', { title, genre: 'Fantasy' });
    expect(story.statusCode).toBe(201);
    const storyId: string = story.json().id;
    expect((await call(t, who, 'POST', `/api/v1/stories/${storyId}/publish`)).statusCode).toBe(200);
    const chapter = await call(t, who, 'POST', `/api/v1/stories/${storyId}/chapters`, { title: 'One' });
    expect(chapter.statusCode).toBe(201);
    const url = `/api/v1/stories/${storyId}/chapters/${chapter.json().id}`;
    expect((await call(t, who, 'PATCH', url, { status: 'published' })).statusCode).toBe(200);
    expect(
      (await call(t, who, 'PATCH', `/api/v1/stories/${storyId}`, { status: 'Complete' })).statusCode,
    ).toBe(200);
    return storyId;
  }

  const once = XP_RULES.STORY_PUBLISHED + XP_RULES.CHAPTER_PUBLISHED + XP_RULES.STORY_COMPLETED;

  it('a create-publish-delete loop of 5 stories earns the XP of one story', async () => {
    const writer = await personOn(t, 'Master Weaver', 'xpl');
    for (let i = 0; i < 5; i += 1) {
      const storyId = await publishStory(writer, `Churn ${i}`);
      expect((await call(t, writer, 'DELETE', `/api/v1/stories/${storyId}`)).statusCode).toBe(204);
    }
    expect(await xpOf(writer)).toBe(once);
  });

  it('deleting or unpublishing a chapter and publishing one again pays nothing more', async () => {
    const writer = await personOn(t, 'Master Weaver', 'xpc');
    const storyId = await publishStory(writer, 'Kept');
    for (let i = 0; i < 3; i += 1) {
      const chapter = await call(t, writer, 'POST', `/api/v1/stories/${storyId}/chapters`, {
        title: `Extra ${i}`,
      });
      const url = `/api/v1/stories/${storyId}/chapters/${chapter.json().id}`;
      expect((await call(t, writer, 'PATCH', url, { status: 'published' })).statusCode).toBe(200);
      expect((await call(t, writer, 'PATCH', url, { status: 'draft' })).statusCode).toBe(200);
      expect((await call(t, writer, 'PATCH', url, { status: 'published' })).statusCode).toBe(200);
      expect((await call(t, writer, 'DELETE', url)).statusCode).toBe(204);
    }
    await call(t, writer, 'POST', `/api/v1/stories/${storyId}/unpublish`);
    await call(t, writer, 'POST', `/api/v1/stories/${storyId}/publish`);
    expect(await xpOf(writer)).toBe(once + XP_RULES.CHAPTER_PUBLISHED);
  });

  it('every story and chapter kept published pays, also when published at the same time', async () => {
    const writer = await personOn(t, 'Master Weaver', 'xpk');
    await Promise.all([
      publishStory(writer, 'First'),
      publishStory(writer, 'Second'),
      publishStory(writer, 'Third'),
    ]);
    expect(await xpOf(writer)).toBe(3 * once);
  });
});
