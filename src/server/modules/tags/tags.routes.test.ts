import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { storyDetailSchema } from '@common/schemas/story';
import { libraryStorySchema } from '@common/schemas/library';
import { tagStoriesPageSchema } from '@common/schemas/tags';
import { storyTags, tags } from '../../db/schema/tags';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, signInCast, type Actor, type Cast } from '../stories/story.test-support';

const twenty = Array.from({ length: 20 }, (_, i) => `Tag ${i + 1}`);

/** The tags API and tags, rating and warnings in the story payloads, through the routes. */
describe('tags routes', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cast = await signInCast(t);
  }, 180_000);
  afterAll(() => t.close());

  const createStory = (body: object, actor: Actor = 'owner') =>
    call(t, cast, actor, 'POST', '/api/v1/stories', { title: 'Tagged', genre: 'Fantasy', ...body });

  it('creates a story with tags, a rating and warnings; defaults are no tags, General and none', async () => {
    const plain = await createStory({});
    expect(plain.statusCode).toBe(201);
    expect(storyDetailSchema.parse(plain.json())).toMatchObject({
      tags: [],
      contentRating: 'General',
      contentWarnings: [],
    });
    const res = await createStory({
      tags: [' Found  Family ', 'found family', 'Lighthouses'],
      contentRating: 'Teen',
      contentWarnings: ['Violence', 'Death of a major character'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      tags: [
        { name: 'Found Family', slug: 'found-family' },
        { name: 'Lighthouses', slug: 'lighthouses' },
      ],
      contentRating: 'Teen',
      contentWarnings: ['Violence', 'Death of a major character'],
    });
    const id = res.json().id as string;
    const patched = await call(t, cast, 'owner', 'PATCH', `/api/v1/stories/${id}`, {
      tags: ['Lighthouses'],
      contentRating: 'Mature',
    });
    expect(patched.json()).toMatchObject({
      tags: [{ name: 'Lighthouses' }],
      contentRating: 'Mature',
      contentWarnings: ['Violence', 'Death of a major character'],
    });
    // A PATCH without tags leaves them alone.
    const title = await call(t, cast, 'owner', 'PATCH', `/api/v1/stories/${id}`, { title: 'Renamed' });
    expect(title.json().tags).toEqual([{ name: 'Lighthouses', slug: 'lighthouses' }]);
  });

  it('refuses a 21st tag, an unknown warning or rating and an empty tag with 400 and a clear message, writing nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(tags);
    const ok = await createStory({ tags: twenty });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().tags).toHaveLength(20);
    const cases: [object, string][] = [
      [{ tags: [...twenty, 'Tag 21'] }, 'A story can have at most 20 tags'],
      [{ contentWarnings: ['Spiders'] }, 'Choose content warnings from the list'],
      [{ contentRating: 'PG-13' }, 'Choose a content rating'],
      [{ tags: ['   '] }, 'A tag must have 1 to 50 characters'],
      [{ tags: ['x'.repeat(51)] }, 'A tag must have 1 to 50 characters'],
      [{ tags: ['!!!'] }, 'A tag must have 1 to 50 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await createStory({ ...body, title: 'Refused' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
      const patch = await call(t, cast, 'owner', 'PATCH', `/api/v1/stories/${ok.json().id}`, body);
      expect(patch.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [after] = await t.database.db.select({ n: count() }).from(tags);
    expect(after!.n).toBe(before!.n + 20);
  });

  it('lets only the owner change a story’s tags (404 to strangers on a private story)', async () => {
    const id = (await createStory({ tags: ['Mine'] })).json().id as string;
    const other = await call(t, cast, 'other', 'PATCH', `/api/v1/stories/${id}`, { tags: ['Theirs'] });
    expect(other.statusCode).toBe(404);
    const guest = await call(t, cast, 'guest', 'PATCH', `/api/v1/stories/${id}`, { tags: ['Theirs'] });
    expect(guest.statusCode).toBe(401);
    const rows = await t.database.db.select().from(storyTags).where(eq(storyTags.storyId, id));
    expect(rows).toHaveLength(1);
  });

  it('shows tags on the library page and lists the story on the tag page once published; suggests them to anyone', async () => {
    const res = await createStory({
      tags: ['Clockwork Moths'],
      contentRating: 'Teen',
      contentWarnings: ['Abuse'],
      privacyLevel: 'Public',
    });
    const id = res.json().id as string;
    const hidden = await call(t, cast, 'guest', 'GET', '/api/v1/tags/clockwork-moths/stories');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().items).toEqual([]);
    expect((await call(t, cast, 'guest', 'GET', '/api/v1/tags/suggest?q=clock')).json().items).toEqual([]);
    await call(t, cast, 'owner', 'POST', `/api/v1/stories/${id}/publish`);
    const page = await call(t, cast, 'guest', 'GET', `/api/v1/library/stories/${id}`);
    expect(libraryStorySchema.parse(page.json())).toMatchObject({
      tags: [{ name: 'Clockwork Moths', slug: 'clockwork-moths' }],
      contentRating: 'Teen',
      contentWarnings: ['Abuse'],
    });
    const listed = await call(t, cast, 'guest', 'GET', '/api/v1/tags/clockwork-moths/stories?limit=5');
    expect(listed.statusCode).toBe(200);
    const body = tagStoriesPageSchema.strict().parse(listed.json());
    expect(body.tag).toEqual({ name: 'Clockwork Moths', slug: 'clockwork-moths' });
    expect(body.items.map((s) => s.id)).toEqual([id]);
    expect(body.items[0]).toMatchObject({ contentRating: 'Teen', contentWarnings: ['Abuse'] });
    const suggested = await call(t, cast, 'guest', 'GET', '/api/v1/tags/suggest?q=CLOCKWORK%20%20m');
    expect(suggested.json()).toEqual({ items: [{ name: 'Clockwork Moths', slug: 'clockwork-moths' }] });
    for (const url of [
      '/api/v1/tags/suggest',
      '/api/v1/tags/suggest?q=%20',
      '/api/v1/tags/x/stories?cursor=nope',
      '/api/v1/tags/x/stories?limit=0',
    ]) {
      const bad = await call(t, cast, 'guest', 'GET', url);
      expect(bad.statusCode, url).toBe(400);
    }
    expect((await call(t, cast, 'guest', 'GET', '/api/v1/tags/nothing-here/stories')).statusCode).toBe(404);
  });

  it('merges only for admins: 401 for guests, 404 for everyone else, 200 for an admin', async () => {
    await createStory({ tags: ['Steampunk', 'Steam punk'], privacyLevel: 'Public' });
    const body = { from: 'steam-punk', into: 'steampunk' };
    expect((await call(t, cast, 'guest', 'POST', '/api/v1/admin/tags/merge', body)).statusCode).toBe(401);
    for (const actor of ['owner', 'other', 'collaborator'] as const)
      expect((await call(t, cast, actor, 'POST', '/api/v1/admin/tags/merge', body)).statusCode).toBe(404);
    const merged = await call(t, cast, 'admin', 'POST', '/api/v1/admin/tags/merge', body);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({
      tag: { name: 'Steampunk', slug: 'steampunk' },
      merged: { name: 'Steam punk', slug: 'steam-punk' },
      storiesMoved: 1,
    });
    const missing = await call(t, cast, 'admin', 'POST', '/api/v1/admin/tags/merge', {
      from: 'nope',
      into: 'steampunk',
    });
    expect(missing.statusCode).toBe(404);
    const invalid = await call(t, cast, 'admin', 'POST', '/api/v1/admin/tags/merge', { from: '' });
    expect(invalid.statusCode).toBe(400);
  });
});
