import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { userComments } from '../../db/schema/index';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPublishedStory, request } from '../library/library.test-support';
import { setTier } from '../worlds/workspace.test-support';

type Person = Awaited<ReturnType<typeof createSignedInUser>>;

/**
 * Limited commenting (SPEC section 9, issue 25): Audience Member posts 10 comments in any 24
 * hours; the 11th is refused with the plan, the time it may comment again and the upgrade link,
 * and nothing is stored. Other plans are unlimited. Earlier comments are inserted directly, so the
 * route's per-minute rate limit plays no part.
 */
describe('limited commenting', () => {
  let t: TestApp;
  let author: Person;
  let story: { id: string };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    author = await createSignedInUser(t, 'author');
    story = await buildPublishedStory(t.database.db, author.user.id);
  });
  afterAll(() => t.close());

  const url = () => `/api/v1/library/stories/${story.id}/comments`;
  const post = (who: Person, text: string) => request(t, who.cookie, 'POST', url(), { commentText: text });
  /** `n` comments by the user, posted `hoursAgo` hours ago. */
  const earlier = (userId: string, n: number, hoursAgo: number) =>
    t.database.db.insert(userComments).values(
      Array.from({ length: n }, (_, i) => ({
        storyId: story.id,
        userId,
        commentText: `Earlier ${i}`,
        createdAt: sql`now() - make_interval(hours => ${hoursAgo}) + make_interval(secs => ${i})`,
      })),
    );
  const countOf = async (userId: string) =>
    (await t.database.db.select().from(userComments).where(eq(userComments.userId, userId))).length;

  it('refuses an Audience Member their 11th comment of the last 24 hours with the plan, the time and the link', async () => {
    const piet = await createSignedInUser(t, 'piet');
    await setTier(t, piet.user.id, 'Audience Member');
    await earlier(piet.user.id, 9, 3);
    expect((await post(piet, 'The tenth')).statusCode).toBe(201);

    const refused = await post(piet, 'The eleventh');
    expect(refused.statusCode).toBe(403);
    const error = refused.json().error;
    expect(error.code).toBe('COMMENT_LIMIT');
    expect(error.message).toMatch(
      /^Your Audience Member plan includes 10 comments a day, and you have posted them\. You can comment again at \d\d:\d\d UTC on \d{4}-\d\d-\d\d, or upgrade at \/subscription for unlimited comments\.$/,
    );
    // The oldest of the ten was posted 3 hours ago: the next comment is allowed 21 hours from now.
    const retryIn = Date.parse(error.details.retryAt) - Date.now();
    expect(retryIn).toBeGreaterThan(20.9 * 3_600_000);
    expect(retryIn).toBeLessThan(21.1 * 3_600_000);
    expect(error.details).toMatchObject({ limit: 10, upgradeUrl: '/subscription' });
    expect(await countOf(piet.user.id)).toBe(10);
  });

  it('counts only the last 24 hours', async () => {
    const rosa = await createSignedInUser(t, 'rosa');
    await setTier(t, rosa.user.id, 'Audience Member');
    await earlier(rosa.user.id, 10, 25);
    expect((await post(rosa, 'A new day')).statusCode).toBe(201);
  });

  it('gives one comment and one refusal when two are sent at once at the last one', async () => {
    const ines = await createSignedInUser(t, 'ines');
    await setTier(t, ines.user.id, 'Audience Member');
    await earlier(ines.user.id, 9, 1);
    const answers = await Promise.all([post(ines, 'Left'), post(ines, 'Right')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
    expect(await countOf(ines.user.id)).toBe(10);
  });

  it('leaves Story Connoisseur and creator plans unlimited', async () => {
    const quinn = await createSignedInUser(t, 'quinn');
    await setTier(t, quinn.user.id, 'Story Connoisseur');
    await earlier(quinn.user.id, 40, 1);
    expect((await post(quinn, 'Still talking')).statusCode).toBe(201);
    await earlier(author.user.id, 40, 1);
    expect((await post(author, 'Thanks, all')).statusCode).toBe(201);
  });
});
