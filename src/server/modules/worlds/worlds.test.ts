import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pageSchema } from '@common/schemas/pagination';
import { worldSchema, type World } from '@common/schemas/world';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { buildCharacter, buildStory, buildUser, buildWorld } from '../../db/factories.test-support';
import { characters, stories, storyCollaborators } from '../../db/schema/index';
import { allPages, call, setTier } from './workspace.test-support';

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;

describe('worlds API', () => {
  let t: TestApp;
  let alice: Signed;
  let bob: Signed;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [alice, bob] = [await createSignedInUser(t, 'alice'), await createSignedInUser(t, 'bob')];
    await setTier(t, alice.user.id, 'Master Weaver');
  });
  afterAll(() => t.close());

  const create = (who: Signed, body: object) => call(t, 'POST', '/api/v1/worlds', who.cookie, body);

  it('creates a Private world by default, owned by the caller whatever the body says', async () => {
    const res = await create(alice, {
      name: '  Eldoria ',
      genre: 'Fantasy',
      creator: bob.user.id,
      id: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(201);
    const world = worldSchema.strict().parse(res.json());
    expect(world).toMatchObject({
      name: 'Eldoria',
      description: '',
      privacyLevel: 'Private',
      creator: alice.user.id,
      storyCount: 0,
      characterCount: 0,
      collaboratorCount: 0,
      abilities: { update: true, delete: true },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const again = await call(t, 'GET', `/api/v1/worlds/${world.id}`, alice.cookie);
    expect(again.json()).toEqual(world);
  });

  it('rejects invalid fields with the shared messages', async () => {
    const cases: [object, string][] = [
      [{ name: ' ', genre: 'Fantasy' }, 'Name is required'],
      [{ name: 'x', genre: 'Romance' }, 'Choose a genre'],
      [{ name: 'x'.repeat(121), genre: 'Fantasy' }, 'Name must be at most 120 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await create(alice, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });

  it('accepts only the caller’s own uploads as the image, and null', async () => {
    const own = `/uploads/world-images/${alice.user.id}/1700000000000-ab12cd.jpg`;
    const refused = [
      'https://evil.example/x.jpg',
      `/uploads/world-images/${bob.user.id}/1700000000000-ab12cd.jpg`,
      `/uploads/character-images/${alice.user.id}/1700000000000-ab12cd.jpg`,
      `/uploads/world-images/${alice.user.id}/../${bob.user.id}/a.jpg`,
      `/uploads/world-images/${alice.user.id}/`,
      `//evil.example/uploads/world-images/${alice.user.id}/a.jpg`,
    ];
    for (const worldImage of refused) {
      const res = await create(alice, { name: 'Img', genre: 'Fantasy', worldImage });
      expect(res.statusCode, worldImage).toBe(400);
      expect(res.json().error.message).toBe('Invalid image URL');
    }
    const ok = await create(alice, { name: 'Img', genre: 'Fantasy', worldImage: own });
    expect(ok.json().worldImage).toBe(own);
    const cleared = await call(t, 'PATCH', `/api/v1/worlds/${ok.json().id}`, alice.cookie, {
      worldImage: null,
    });
    expect(cleared.json().worldImage).toBeNull();
  });

  it('changes only the fields sent', async () => {
    const made = (
      await create(alice, {
        name: 'Partial',
        genre: 'Horror',
        description: 'Kept',
        privacyLevel: 'Public',
        history: 'Old',
      })
    ).json() as World;
    const res = await call(t, 'PATCH', `/api/v1/worlds/${made.id}`, alice.cookie, {
      history: null,
      genre: 'Modern',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Partial',
      description: 'Kept',
      privacyLevel: 'Public',
      genre: 'Modern',
      history: null,
    });
    expect(new Date(res.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(made.updatedAt).getTime(),
    );
  });

  it('lists only the caller’s worlds, newest update first, with search and filters', async () => {
    const carol = await buildUser(t.database.db);
    await buildWorld(t.database.db, carol.id, { name: 'Zephyr Foreign', privacyLevel: 'Public' });
    await create(bob, {
      name: 'Zephyr Reach',
      genre: 'Sci-Fi',
      description: 'Orbital habitats',
      privacyLevel: 'Public',
    });
    await create(bob, { name: 'Moor', genre: 'Horror', description: 'A ZEPHYR blows over the fen' });
    await create(bob, { name: '100%_sure', genre: 'Modern' });
    const list = async (query: string) => {
      const res = await call(t, 'GET', `/api/v1/worlds${query}`, bob.cookie);
      expect(res.statusCode, query).toBe(200);
      return pageSchema(worldSchema)
        .parse(res.json())
        .items.map((w) => w.name);
    };
    expect(await list('')).toEqual(['100%_sure', 'Moor', 'Zephyr Reach']);
    expect(await list('?q=zephyr')).toEqual(['Moor', 'Zephyr Reach']);
    expect(await list('?q=%25_')).toEqual(['100%_sure']);
    expect(await list('?q=0%25s')).toEqual([]);
    expect(await list('?genre=Horror')).toEqual(['Moor']);
    expect(await list('?privacy=Public')).toEqual(['Zephyr Reach']);
    expect(await list('?q=zephyr&privacy=Private&genre=Horror')).toEqual(['Moor']);
    expect((await call(t, 'GET', '/api/v1/worlds?genre=Romance', bob.cookie)).statusCode).toBe(400);
  });

  it('pages through every world once, even when update times tie', async () => {
    const dave = await createSignedInUser(t, 'dave');
    const same = new Date('2025-01-01T00:00:00.123Z');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(
        (
          await buildWorld(t.database.db, dave.user.id, {
            updatedAt: i < 4 ? same : new Date(Date.now() - i * 1000),
          })
        ).id,
      );
    const { pages } = await allPages<World>(t, '/api/v1/worlds?limit=2', dave.cookie);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    const seen = pages.flat().map((w) => w.id);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([...ids].sort());
    const times = pages.flat().map((w) => Date.parse(w.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const bad = await call(t, 'GET', '/api/v1/worlds?cursor=not-a-cursor', dave.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid cursor');
  });

  it('counts stories set in a world, characters linked to it and distinct collaborators', async () => {
    const db = t.database.db;
    const world = (await create(alice, { name: 'Counted', genre: 'Fantasy' })).json() as World;
    const empty = (await create(alice, { name: 'Counted empty', genre: 'Fantasy' })).json() as World;
    const [c1, c2] = [await buildUser(db), await buildUser(db)];
    const s1 = await buildStory(db, alice.user.id, { worldId: world.id });
    const s2 = await buildStory(db, alice.user.id, { worldId: world.id });
    await buildStory(db, alice.user.id, { worldId: null });
    await db.insert(storyCollaborators).values([
      { storyId: s1.id, userId: c1.id },
      { storyId: s1.id, userId: c2.id },
      { storyId: s2.id, userId: c1.id },
    ]);
    for (let i = 0; i < 3; i++) await buildCharacter(db, alice.user.id, { worldId: world.id });
    await buildCharacter(db, alice.user.id);
    const expected = { storyCount: 2, characterCount: 3, collaboratorCount: 2 };
    expect((await call(t, 'GET', `/api/v1/worlds/${world.id}`, alice.cookie)).json()).toMatchObject(expected);
    const listed = (await call(t, 'GET', '/api/v1/worlds?q=counted', alice.cookie)).json().items as World[];
    expect(listed.find((w) => w.id === world.id)).toMatchObject(expected);
    expect(listed.find((w) => w.id === empty.id)).toMatchObject({
      storyCount: 0,
      characterCount: 0,
      collaboratorCount: 0,
    });
  });

  it('offers the caller’s own worlds, by name, for the pickers', async () => {
    const erin = await createSignedInUser(t, 'erin');
    await create(erin, { name: 'beta', genre: 'Fantasy' });
    await create(erin, { name: 'Alpha', genre: 'Modern', privacyLevel: 'Public' });
    const res = await call(t, 'GET', '/api/v1/worlds/options', erin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { name: string }) => o.name)).toEqual(['Alpha', 'beta']);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'name']);
    expect((await call(t, 'GET', '/api/v1/worlds/options')).statusCode).toBe(401);
  });

  it('deletes a world and leaves its stories and characters standing, unplaced', async () => {
    const db = t.database.db;
    const world = (await create(alice, { name: 'Doomed', genre: 'Fantasy' })).json() as World;
    const story = await buildStory(db, alice.user.id, { worldId: world.id });
    const character = await buildCharacter(db, alice.user.id, { worldId: world.id });
    expect((await call(t, 'DELETE', `/api/v1/worlds/${world.id}`, alice.cookie)).statusCode).toBe(204);
    expect((await call(t, 'GET', `/api/v1/worlds/${world.id}`, alice.cookie)).statusCode).toBe(404);
    expect((await db.select().from(stories).where(eq(stories.id, story.id)))[0]?.worldId).toBeNull();
    expect(
      (await db.select().from(characters).where(eq(characters.id, character.id)))[0]?.worldId,
    ).toBeNull();
  });

  it('documents every worlds route in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(paths['/api/v1/worlds']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/worlds/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(paths['/api/v1/worlds/options'].get).toBeDefined();
  });
});
