import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { tierLimitDetailsSchema } from '@common/schemas/world';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { buildCharacter } from '../../db/factories.test-support';
import { characters } from '../../db/schema/index';
import { call, setTier } from '../worlds/workspace.test-support';

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;

/** Character limits per plan (SPEC section 9): Free 5, Chronicler 25, Worldsmith and Master Weaver unlimited; reader plans make none (worlds/reader-plans.test.ts). */
describe('character limits', () => {
  let t: TestApp;
  let users: Signed[];
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    users = [];
    for (let i = 0; i < 3; i++) users.push(await createSignedInUser(t, `limit${i}`));
  });
  afterAll(() => t.close());

  const createCharacter = (who: Signed, body: object = {}) =>
    call(t, 'POST', '/api/v1/characters', who.cookie, { name: 'C', ...body });
  const countOwned = async (who: Signed) =>
    (await t.database.db.select({ n: count() }).from(characters).where(eq(characters.owner, who.user.id)))[0]!
      .n;
  const seed = async (who: Signed, n: number) => {
    for (let i = 0; i < n; i++) await buildCharacter(t.database.db, who.user.id);
  };

  it('lets a Free creator have 5 characters and refuses the 6th without writing it, whatever its privacy', async () => {
    const free = users[0]!;
    for (let i = 0; i < 5; i++) expect((await createCharacter(free)).statusCode).toBe(201);
    for (const privacyLevel of ['Public', 'Secret']) {
      const res = await createCharacter(free, { privacyLevel });
      expect(res.statusCode).toBe(403);
      const { error } = res.json();
      expect(error).toMatchObject({
        code: 'TIER_LIMIT',
        message: 'Your Free plan allows 5 characters. Upgrade at /subscription to create more.',
      });
      expect(tierLimitDetailsSchema.parse(error.details)).toEqual({ limit: 5, upgradeUrl: '/subscription' });
    }
    expect(await countOwned(free)).toBe(5);
    // Editing existing characters is never limited.
    const [first] = (await call(t, 'GET', '/api/v1/characters', free.cookie)).json().items;
    expect(
      (await call(t, 'PATCH', `/api/v1/characters/${first.id}`, free.cookie, { name: 'Edited' })).statusCode,
    ).toBe(200);
    // Deleting one frees a slot.
    expect((await call(t, 'DELETE', `/api/v1/characters/${first.id}`, free.cookie)).statusCode).toBe(204);
    expect((await createCharacter(free)).statusCode).toBe(201);
  });

  it('keeps the plan limits at their boundaries: Chronicler 25, Worldsmith and Master Weaver unlimited', async () => {
    const who = users[1]!;
    const cases: [string, number | null][] = [
      ['Chronicler', 25],
      ['Worldsmith', null],
      ['Master Weaver', null],
    ];
    for (const [tier, limit] of cases) {
      await setTier(t, who.user.id, tier);
      const target = limit ?? 40;
      await seed(who, target - 1 - (await countOwned(who)));
      expect((await createCharacter(who)).statusCode, `${tier} at ${target}`).toBe(201);
      const next = await createCharacter(who);
      if (limit === null) expect(next.statusCode, tier).toBe(201);
      else {
        expect(next.statusCode, tier).toBe(403);
        expect(next.json().error.message).toBe(
          `Your ${tier} plan allows ${limit} characters. Upgrade at /subscription to create more.`,
        );
      }
    }
  });

  it('never lets concurrent creates pass the limit', async () => {
    const free = users[2]!;
    await seed(free, 3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createCharacter(free, { name: `Race ${i}` })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 403, 403, 403, 403]);
    expect(await countOwned(free)).toBe(5);
  });
});
