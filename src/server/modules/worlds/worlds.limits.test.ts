import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { tierLimitDetailsSchema } from '@common/schemas/world';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { buildWorld } from '../../db/factories.test-support';
import { worlds } from '../../db/schema/index';
import { call, setTier } from './workspace.test-support';

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;

/**
 * Private-world limits per plan (SPEC sections 6 and 9): Free 3, Chronicler 10, Worldsmith 50,
 * Master Weaver unlimited; reader plans make no worlds (reader-plans.test.ts).
 */
describe('private world limits', () => {
  let t: TestApp;
  let users: Signed[];
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    users = [];
    for (let i = 0; i < 4; i++) users.push(await createSignedInUser(t, `limit${i}`));
  });
  afterAll(() => t.close());

  const createWorld = (who: Signed, privacyLevel = 'Private', name = 'W') =>
    call(t, 'POST', '/api/v1/worlds', who.cookie, { name, genre: 'Fantasy', privacyLevel });
  const patchWorld = (who: Signed, id: string, body: object) =>
    call(t, 'PATCH', `/api/v1/worlds/${id}`, who.cookie, body);
  const countWorlds = async (who: Signed, privacyLevel?: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(worlds)
      .where(
        and(
          eq(worlds.creator, who.user.id),
          privacyLevel ? eq(worlds.privacyLevel, privacyLevel) : undefined,
        ),
      );
    return row!.n;
  };
  const seedPrivate = async (who: Signed, n: number) => {
    for (let i = 0; i < n; i++) await buildWorld(t.database.db, who.user.id, { privacyLevel: 'Private' });
  };
  const expectTierLimit = (res: Awaited<ReturnType<typeof call>>, message: string, limit: number) => {
    expect(res.statusCode).toBe(403);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'TIER_LIMIT', message });
    expect(tierLimitDetailsSchema.parse(error.details)).toEqual({ limit, upgradeUrl: '/subscription' });
  };

  it('lets a Free creator keep 3 private worlds and refuses the 4th without writing it', async () => {
    const free = users[0]!;
    for (let i = 0; i < 3; i++) expect((await createWorld(free)).statusCode).toBe(201);
    const refused = await createWorld(free, 'Private', 'Fourth');
    expectTierLimit(
      refused,
      'Your Free plan allows 3 private worlds. Upgrade at /subscription to create more.',
      3,
    );
    expect(await countWorlds(free)).toBe(3);
    // The default privacy is Private, so a body without it counts too.
    const byDefault = await call(t, 'POST', '/api/v1/worlds', free.cookie, {
      name: 'Default',
      genre: 'Fantasy',
    });
    expect(byDefault.statusCode).toBe(403);
    // Other privacy levels are not limited.
    for (const privacy of ['Public', 'Group Only', 'Marketplace', 'Public'])
      expect((await createWorld(free, privacy)).statusCode).toBe(201);
    expect(await countWorlds(free)).toBe(7);
  });

  it('counts changing a world to Private, but not edits of a world already Private', async () => {
    const free = users[0]!;
    const mine = (await call(t, 'GET', '/api/v1/worlds?limit=100', free.cookie)).json().items as {
      id: string;
      privacyLevel: string;
    }[];
    const publicOne = mine.find((w) => w.privacyLevel === 'Public')!;
    const privateOne = mine.find((w) => w.privacyLevel === 'Private')!;
    const refused = await patchWorld(free, publicOne.id, { privacyLevel: 'Private', name: 'Renamed' });
    expectTierLimit(
      refused,
      'Your Free plan allows 3 private worlds. Upgrade at /subscription to make more worlds private.',
      3,
    );
    expect((await call(t, 'GET', `/api/v1/worlds/${publicOne.id}`, free.cookie)).json()).toMatchObject({
      privacyLevel: 'Public',
    });
    expect(
      (await patchWorld(free, privateOne.id, { privacyLevel: 'Private', name: 'Still private' })).statusCode,
    ).toBe(200);
    // Freeing a slot lets another world become private.
    expect((await patchWorld(free, privateOne.id, { privacyLevel: 'Public' })).statusCode).toBe(200);
    expect((await patchWorld(free, publicOne.id, { privacyLevel: 'Private' })).statusCode).toBe(200);
    expect(await countWorlds(free, 'Private')).toBe(3);
  });

  it('keeps the plan limits at their boundaries: Chronicler 10, Worldsmith 50, Master Weaver unlimited', async () => {
    const who = users[1]!;
    const cases: [string, number | null][] = [
      ['Chronicler', 10],
      ['Worldsmith', 50],
      ['Master Weaver', null],
    ];
    for (const [tier, limit] of cases) {
      await setTier(t, who.user.id, tier);
      const have = await countWorlds(who, 'Private');
      const target = limit ?? 60;
      await seedPrivate(who, target - 1 - have);
      expect((await createWorld(who)).statusCode, `${tier} at ${target}`).toBe(201);
      const next = await createWorld(who);
      if (limit === null) expect(next.statusCode, tier).toBe(201);
      else
        expectTierLimit(
          next,
          `Your ${tier} plan allows ${limit} private worlds. Upgrade at /subscription to create more.`,
          limit,
        );
    }
  });

  it('never lets concurrent creates pass the limit', async () => {
    const free = users[2]!;
    await seedPrivate(free, 1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createWorld(free, 'Private', `Race ${i}`)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 403, 403, 403, 403]);
    expect(await countWorlds(free, 'Private')).toBe(3);
  });

  it('never lets concurrent creates and changes to Private pass the limit', async () => {
    const free = users[3]!;
    await seedPrivate(free, 2);
    const open: string[] = [];
    for (let i = 0; i < 3; i++) open.push((await createWorld(free, 'Public')).json().id);
    const answers = await Promise.all([
      ...open.map((id) => patchWorld(free, id, { privacyLevel: 'Private' })),
      createWorld(free, 'Private', 'Race a'),
      createWorld(free, 'Private', 'Race b'),
    ]);
    expect(
      answers.filter((r) => r.statusCode === 403).every((r) => r.json().error.code === 'TIER_LIMIT'),
    ).toBe(true);
    expect(answers.filter((r) => r.statusCode < 300)).toHaveLength(1);
    expect(await countWorlds(free, 'Private')).toBe(3);
  });
});
