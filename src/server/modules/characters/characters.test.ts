import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { characterSchema, type Character } from '@common/schemas/character';
import { pageSchema } from '@common/schemas/pagination';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { buildCharacter, buildUser, buildWorld } from '../../db/factories.test-support';
import { characters } from '../../db/schema/index';
import { allPages, call, setTier } from '../worlds/workspace.test-support';

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;

describe('characters API', () => {
  let t: TestApp;
  let alice: Signed;
  let bob: Signed;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    [alice, bob] = [await createSignedInUser(t, 'alice'), await createSignedInUser(t, 'bob')];
    await setTier(t, alice.user.id, 'Worldsmith');
    await setTier(t, bob.user.id, 'Master Weaver');
  });
  afterAll(() => t.close());

  const create = (who: Signed, body: object) => call(t, 'POST', '/api/v1/characters', who.cookie, body);
  const stored = async (id: string) =>
    (await t.database.db.select().from(characters).where(eq(characters.id, id)))[0]!;

  it('creates a Public character by default, owned by the caller whatever the body says', async () => {
    const res = await create(alice, { name: ' Mira ', owner: bob.user.id });
    expect(res.statusCode).toBe(201);
    const character = characterSchema.strict().parse(res.json());
    expect(character).toMatchObject({
      name: 'Mira',
      description: '',
      personalityTraits: [],
      privacyLevel: 'Public',
      owner: alice.user.id,
      worldId: null,
      worldName: null,
      abilities: { update: true, delete: true },
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await call(t, 'GET', `/api/v1/characters/${character.id}`, alice.cookie)).json()).toEqual(
      character,
    );
  });

  it('stores traits comma-separated and answers them as a list', async () => {
    const res = await create(alice, {
      name: 'Traits',
      personalityTraits: [' brave ', 'quick-witted', 'loyal to a fault'],
    });
    const { id, personalityTraits } = res.json() as Character;
    expect(personalityTraits).toEqual(['brave', 'quick-witted', 'loyal to a fault']);
    expect((await stored(id)).personalityTraits).toBe('brave, quick-witted, loyal to a fault');
    const patched = await call(t, 'PATCH', `/api/v1/characters/${id}`, alice.cookie, {
      personalityTraits: ['calm'],
    });
    expect(patched.json().personalityTraits).toEqual(['calm']);
    const cleared = await call(t, 'PATCH', `/api/v1/characters/${id}`, alice.cookie, {
      personalityTraits: [],
    });
    expect(cleared.json().personalityTraits).toEqual([]);
    expect((await stored(id)).personalityTraits).toBeNull();
    const seeded = await buildCharacter(t.database.db, alice.user.id, {
      personalityTraits: 'sly,  , proud ,',
    });
    expect(
      (await call(t, 'GET', `/api/v1/characters/${seeded.id}`, alice.cookie)).json().personalityTraits,
    ).toEqual(['sly', 'proud']);
    const comma = await create(alice, { name: 'Bad', personalityTraits: ['a,b'] });
    expect(comma.statusCode).toBe(400);
    expect(comma.json().error.message).toBe('Traits cannot contain commas');
  });

  it('changes only the fields sent', async () => {
    const made = (
      await create(alice, {
        name: 'Partial',
        description: 'Kept',
        privacyLevel: 'Secret',
        background: 'Old',
        personalityTraits: ['kind'],
      })
    ).json() as Character;
    const res = await call(t, 'PATCH', `/api/v1/characters/${made.id}`, alice.cookie, {
      background: null,
      speakingStyle: 'Terse',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Partial',
      description: 'Kept',
      privacyLevel: 'Secret',
      personalityTraits: ['kind'],
      background: null,
      speakingStyle: 'Terse',
    });
  });

  it('links a character only to one of the caller’s own worlds', async () => {
    const own = await buildWorld(t.database.db, alice.user.id, { name: 'Home' });
    const foreign = await buildWorld(t.database.db, bob.user.id, {
      name: 'Elsewhere',
      privacyLevel: 'Public',
    });
    const linked = await create(alice, { name: 'Linked', worldId: own.id });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ worldId: own.id, worldName: 'Home' });
    for (const worldId of [foreign.id, crypto.randomUUID()]) {
      const res = await create(alice, { name: 'Refused', worldId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Choose one of your worlds',
      });
      const moved = await call(t, 'PATCH', `/api/v1/characters/${linked.json().id}`, alice.cookie, {
        worldId,
      });
      expect(moved.statusCode).toBe(400);
    }
    const unlinked = await call(t, 'PATCH', `/api/v1/characters/${linked.json().id}`, alice.cookie, {
      worldId: null,
    });
    expect(unlinked.json()).toMatchObject({ worldId: null, worldName: null });
  });

  it('hides a private world behind a public character from other users', async () => {
    const hidden = await buildWorld(t.database.db, alice.user.id, {
      name: 'Secret realm',
      privacyLevel: 'Private',
    });
    const shown = await buildWorld(t.database.db, alice.user.id, {
      name: 'Open realm',
      privacyLevel: 'Public',
    });
    const a = await buildCharacter(t.database.db, alice.user.id, { worldId: hidden.id });
    const b = await buildCharacter(t.database.db, alice.user.id, { worldId: shown.id });
    const asBob = async (id: string) => (await call(t, 'GET', `/api/v1/characters/${id}`, bob.cookie)).json();
    expect(await asBob(a.id)).toMatchObject({
      worldId: null,
      worldName: null,
      abilities: { update: false, delete: false },
    });
    expect(await asBob(b.id)).toMatchObject({ worldId: shown.id, worldName: 'Open realm' });
  });

  it('accepts only the caller’s own character uploads as the image', async () => {
    const own = `/uploads/character-images/${alice.user.id}/1700000000000-ab12cd.jpg`;
    for (const characterImage of [
      'http://x.example/a.jpg',
      `/uploads/world-images/${alice.user.id}/a.jpg`,
      `/uploads/character-images/${bob.user.id}/a.jpg`,
    ]) {
      const res = await create(alice, { name: 'Img', characterImage });
      expect(res.statusCode, characterImage).toBe(400);
      expect(res.json().error.message).toBe('Invalid image URL');
    }
    expect((await create(alice, { name: 'Img', characterImage: own })).json().characterImage).toBe(own);
  });

  it('lists only the caller’s characters, newest update first, with search and privacy filter', async () => {
    const carol = await buildUser(t.database.db);
    await buildCharacter(t.database.db, carol.id, { name: 'Rook foreign' });
    await create(bob, { name: 'Rook', description: 'A tower guard' });
    await create(bob, { name: 'Wren', description: 'Friend of the ROOK', privacyLevel: 'Private' });
    await create(bob, { name: 'Finch', privacyLevel: 'Semi-Private' });
    const list = async (query: string) => {
      const res = await call(t, 'GET', `/api/v1/characters${query}`, bob.cookie);
      expect(res.statusCode, query).toBe(200);
      return pageSchema(characterSchema)
        .parse(res.json())
        .items.map((c) => c.name);
    };
    expect(await list('')).toEqual(['Finch', 'Wren', 'Rook']);
    expect(await list('?q=rook')).toEqual(['Wren', 'Rook']);
    expect(await list('?q=%20%20')).toEqual(['Finch', 'Wren', 'Rook']);
    expect(await list('?privacy=Private')).toEqual(['Wren']);
    expect(await list('?q=rook&privacy=Public')).toEqual(['Rook']);
    expect((await call(t, 'GET', '/api/v1/characters?privacy=Hidden', bob.cookie)).statusCode).toBe(400);
  });

  it('pages through every character once, even when update times tie', async () => {
    const dave = await createSignedInUser(t, 'dave');
    const same = new Date('2025-03-01T12:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await buildCharacter(t.database.db, dave.user.id, { updatedAt: same })).id);
    const { pages } = await allPages<Character>(t, '/api/v1/characters?limit=2', dave.cookie);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(
      pages
        .flat()
        .map((c) => c.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it('deletes a character', async () => {
    const made = (await create(alice, { name: 'Gone' })).json() as Character;
    expect((await call(t, 'DELETE', `/api/v1/characters/${made.id}`, alice.cookie)).statusCode).toBe(204);
    expect((await call(t, 'GET', `/api/v1/characters/${made.id}`, alice.cookie)).statusCode).toBe(404);
    expect(await t.database.db.select().from(characters).where(eq(characters.id, made.id))).toEqual([]);
  });

  it('documents every characters route in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(paths['/api/v1/characters']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/v1/characters/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
  });
});
