import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { buildUser } from '../../db/factories.test-support';
import { AliasTakenError, createAliasesRepository } from './aliases.repository';
import { aliasCall, createAliasFor, freshAlias } from './aliases.test-support';

type AliasOut = { id: string; alias: string; visibility: string; isPrimary: boolean };

let t: TestApp;
let alice: Awaited<ReturnType<typeof createSignedInUser>>;
let bob: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  alice = await createSignedInUser(t, 'alice');
  bob = await createSignedInUser(t, 'bob');
});
afterAll(() => t.close());

const create = (cookie: string, body: object) => aliasCall(t, 'POST', '/api/v1/me/aliases', cookie, body);
const list = async (cookie: string) =>
  (await aliasCall(t, 'GET', '/api/v1/me/aliases', cookie)).json().items as AliasOut[];
const search = (q: string, extra = '') =>
  aliasCall(t, 'GET', `/api/v1/aliases/search?q=${encodeURIComponent(q)}${extra}`);

describe('alias messages (SPEC section 5)', () => {
  const cases: [string, number, string | null][] = [
    ['', 400, 'Alias cannot be empty'],
    ['   ', 400, 'Alias cannot be empty'],
    ['ab', 400, 'Alias must be between 3 and 30 characters'],
    ['abc', 201, null],
    ['a'.repeat(29) + 'z', 201, null],
    ['b'.repeat(31), 400, 'Alias must be between 3 and 30 characters'],
  ];
  for (const [alias, status, message] of cases) {
    it(`${alias.length} characters ${JSON.stringify(alias.slice(0, 5))} -> ${status}`, async () => {
      const res = await create(alice.cookie, { alias });
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
      else expect(res.json().alias).toBe(alias);
    });
  }

  it('an update is held to the same rules', async () => {
    const mine = await createAliasFor(t, alice.cookie, { alias: freshAlias() });
    const res = await aliasCall(t, 'PATCH', `/api/v1/me/aliases/${mine.id}`, alice.cookie, { alias: 'xy' });
    expect(res.json().error.message).toBe('Alias must be between 3 and 30 characters');
  });
});

describe('creating and listing', () => {
  it('stores the alias lowercase, public and not primary by default', async () => {
    const text = freshAlias('Quill');
    const res = await create(bob.cookie, { alias: `  ${text.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ alias: text.toLowerCase(), visibility: 'public', isPrimary: false });
  });

  it('refuses an alias taken by anyone, compared lowercased, with 409 and the SPEC message', async () => {
    const text = freshAlias();
    await createAliasFor(t, alice.cookie, { alias: text });
    for (const cookie of [alice.cookie, bob.cookie]) {
      const res = await create(cookie, { alias: text.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This alias is already taken');
    }
  });

  it('two creates racing for one alias: one wins, the other gets 409 from the unique index', async () => {
    const text = freshAlias();
    const results = await Promise.all([
      create(alice.cookie, { alias: text }),
      create(bob.cookie, { alias: text.toUpperCase() }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.message).toBe('This alias is already taken');
  });

  it('the repository maps the unique index itself (the race past the pre-check) to AliasTakenError', async () => {
    const owner = await buildUser(t.database.db);
    const repo = createAliasesRepository(t.database.db);
    const text = freshAlias();
    await repo.insert({ userId: owner.id, alias: text, visibility: 'public', isPrimary: false });
    await expect(
      repo.insert({ userId: owner.id, alias: text, visibility: 'private', isPrimary: false }),
    ).rejects.toBeInstanceOf(AliasTakenError);
  });

  it('add three, make the second primary, delete the third: the list shows primary first, and Set Primary moves the flag', async () => {
    const carol = await createSignedInUser(t, 'carol');
    const [a, b, c] = [freshAlias('one'), freshAlias('two'), freshAlias('three')];
    const first = await createAliasFor(t, carol.cookie, { alias: a, isPrimary: true });
    const second = await createAliasFor(t, carol.cookie, { alias: b, visibility: 'friends' });
    const third = await createAliasFor(t, carol.cookie, { alias: c, visibility: 'private' });
    expect((await list(carol.cookie)).map((x) => [x.alias, x.isPrimary])).toEqual([
      [a, true],
      [b, false],
      [c, false],
    ]);

    const res = await aliasCall(t, 'PUT', `/api/v1/me/aliases/${second.id}/primary`, carol.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: second.id, isPrimary: true, visibility: 'friends' });
    expect((await list(carol.cookie)).map((x) => [x.id, x.isPrimary])).toEqual([
      [second.id, true],
      [first.id, false],
      [third.id, false],
    ]);

    expect((await aliasCall(t, 'DELETE', `/api/v1/me/aliases/${third.id}`, carol.cookie)).statusCode).toBe(
      204,
    );
    expect((await list(carol.cookie)).map((x) => x.id)).toEqual([second.id, first.id]);
    expect((await aliasCall(t, 'DELETE', `/api/v1/me/aliases/${third.id}`, carol.cookie)).statusCode).toBe(
      404,
    );

    // Creating with isPrimary takes the flag from the others in the same step.
    const fourth = await createAliasFor(t, carol.cookie, { alias: freshAlias('four'), isPrimary: true });
    expect((await list(carol.cookie)).filter((x) => x.isPrimary).map((x) => x.id)).toEqual([fourth.id]);
  });

  it('setting primary on the primary alias keeps exactly one primary', async () => {
    const dave = await createSignedInUser(t, 'dave');
    const only = await createAliasFor(t, dave.cookie, { alias: freshAlias(), isPrimary: true });
    const res = await aliasCall(t, 'PUT', `/api/v1/me/aliases/${only.id}/primary`, dave.cookie);
    expect(res.json().isPrimary).toBe(true);
    expect((await list(dave.cookie)).filter((x) => x.isPrimary)).toHaveLength(1);
  });
});

describe('updating', () => {
  it('uniqueness excludes the alias itself: renaming to its own text in other case is fine', async () => {
    const mine = await createAliasFor(t, alice.cookie, { alias: freshAlias() });
    const res = await aliasCall(t, 'PATCH', `/api/v1/me/aliases/${mine.id}`, alice.cookie, {
      alias: mine.alias.toUpperCase(),
      visibility: 'friends',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alias: mine.alias, visibility: 'friends' });
  });

  it("renaming to someone else's alias answers 409 and changes nothing", async () => {
    const mine = await createAliasFor(t, alice.cookie, { alias: freshAlias() });
    const theirs = await createAliasFor(t, bob.cookie, { alias: freshAlias() });
    const res = await aliasCall(t, 'PATCH', `/api/v1/me/aliases/${mine.id}`, alice.cookie, {
      alias: theirs.alias,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This alias is already taken');
    expect((await list(alice.cookie)).find((x) => x.id === mine.id)?.alias).toBe(mine.alias);
  });

  it('refuses an unknown visibility', async () => {
    const res = await create(alice.cookie, { alias: freshAlias(), visibility: 'everyone' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/v1/aliases/search', () => {
  it("finds public aliases (case-insensitive part) with their writer's username, also for guests", async () => {
    const stem = freshAlias('lark');
    await createAliasFor(t, bob.cookie, { alias: `${stem}pub` });
    await createAliasFor(t, bob.cookie, { alias: `${stem}frn`, visibility: 'friends' });
    await createAliasFor(t, bob.cookie, { alias: `${stem}prv`, visibility: 'private' });
    const res = await search(stem.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([{ alias: `${stem}pub`, username: bob.name, profileImage: null }]);
  });

  it('friends and private aliases never appear, even to their owner', async () => {
    const stem = freshAlias('hush');
    await createAliasFor(t, alice.cookie, { alias: `${stem}a`, visibility: 'private' });
    const res = await aliasCall(t, 'GET', `/api/v1/aliases/search?q=${stem}`, alice.cookie);
    expect(res.json().items).toEqual([]);
  });

  it('answers at most 20, exact and prefix matches first; LIKE wildcards match only themselves', async () => {
    const stem = freshAlias('many');
    for (let i = 0; i < 22; i++)
      await createAliasFor(t, alice.cookie, { alias: `x${stem}${String(i).padStart(2, '0')}` });
    await createAliasFor(t, alice.cookie, { alias: `${stem}zz` });
    const items = (await search(stem)).json().items as { alias: string }[];
    expect(items).toHaveLength(20);
    expect(items[0]?.alias).toBe(`${stem}zz`);
    expect((await search('%')).json().items).toEqual([]);
    expect((await search(`${stem}`, '&limit=5')).json().items).toHaveLength(5);
  });

  it('needs something to search for', async () => {
    const res = await search(' ');
    expect(res.statusCode).toBe(400);
  });
});
