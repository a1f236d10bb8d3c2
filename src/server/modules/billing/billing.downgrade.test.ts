import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { worlds } from '../../db/schema';
import { call } from '../worlds/workspace.test-support';
import { billingApi, shiftPeriod, tierOf } from './billing.test-support';

/** SPEC FAQ: downgrading keeps content; only creating more than the new plan allows is refused. */
describe('a downgrade keeps content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('a Chronicler with 7 private worlds who drops to Free keeps all 7, can edit them, and cannot create an 8th', async () => {
    const me = await createSignedInUser(t, 'weaver');
    const api = billingApi(t, me.cookie);
    await api.buy('Chronicler', 'monthly');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(t, 'POST', '/api/v1/worlds', me.cookie, {
        name: `World ${i}`,
        genre: 'Fantasy',
        privacyLevel: 'Private',
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const down = (await api.checkout('Free', 'monthly')).json();
    expect(down).toMatchObject({ kind: 'downgrade', amountDueNowCents: 0, effective: 'period_end' });
    await api.confirm(down.id);
    await shiftPeriod(t, me.user.id, 32);
    expect((await api.overview()).json()).toMatchObject({
      tier: 'Free',
      usage: { privateWorlds: { used: 7, limit: 3 } },
    });
    expect(await tierOf(t, me.user.id)).toBe('Free');

    const mine = (await call(t, 'GET', '/api/v1/worlds?limit=100', me.cookie)).json().items as {
      id: string;
    }[];
    expect(mine.map((w) => w.id).sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect((await call(t, 'GET', `/api/v1/worlds/${id}`, me.cookie)).statusCode).toBe(200);
    const edit = await call(t, 'PATCH', `/api/v1/worlds/${ids[6]}`, me.cookie, {
      name: 'Still mine',
      description: 'Edited after the downgrade',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ name: 'Still mine', privacyLevel: 'Private' });

    const eighth = await call(t, 'POST', '/api/v1/worlds', me.cookie, {
      name: 'Eighth',
      genre: 'Fantasy',
      privacyLevel: 'Private',
    });
    expect(eighth.statusCode).toBe(403);
    expect(eighth.json().error).toMatchObject({
      code: 'TIER_LIMIT',
      message: 'Your Free plan allows 3 private worlds. Upgrade at /subscription to create more.',
      details: { limit: 3, upgradeUrl: '/subscription' },
    });
    const [row] = await t.database.db
      .select({ n: count() })
      .from(worlds)
      .where(and(eq(worlds.creator, me.user.id), eq(worlds.privacyLevel, 'Private')));
    expect(row!.n).toBe(7);
  });

  it('holds the limit when a tier change and concurrent creates race', async () => {
    const me = await createSignedInUser(t, 'racer');
    const api = billingApi(t, me.cookie);
    await api.buy('Chronicler', 'monthly');
    const refund = (await api.overview()).json().invoices[0].paymentId as string;
    // The refund drops to Free (3 private worlds) while six creates run.
    const answers = await Promise.all([
      api.refund(refund),
      ...Array.from({ length: 6 }, (_, i) =>
        call(t, 'POST', '/api/v1/worlds', me.cookie, {
          name: `Race ${i}`,
          genre: 'Fantasy',
          privacyLevel: 'Private',
        }),
      ),
    ]);
    expect(answers[0]!.statusCode).toBe(200);
    const created = answers.slice(1).filter((r) => r.statusCode === 201).length;
    const [row] = await t.database.db
      .select({ n: count() })
      .from(worlds)
      .where(eq(worlds.creator, me.user.id));
    expect(row!.n).toBe(created);
    // No answer failed; every refusal came after the refund and names the Free limit; none passed it.
    const refused = answers.slice(1).filter((r) => r.statusCode !== 201);
    for (const r of refused)
      expect(r.json().error.message).toBe(
        'Your Free plan allows 3 private worlds. Upgrade at /subscription to create more.',
      );
    if (refused.length > 0) expect(created).toBeGreaterThanOrEqual(3);
    expect(await tierOf(t, me.user.id)).toBe('Free');
  });
});
