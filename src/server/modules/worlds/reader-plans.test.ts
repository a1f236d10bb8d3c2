import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { READER_TIERS, WORLD_PRIVACY } from '@common/constants';
import { tierLimitDetailsSchema } from '@common/schemas/world';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { queryRows } from '../../db/query-rows';
import { buildCharacter, buildTemplate, buildUser, buildWorld } from '../../db/factories.test-support';
import { billingApi, tierOf } from '../billing/billing.test-support';
import { storyStructureContent } from '../marketplace/marketplace.test-support';
import { call, setTier } from './workspace.test-support';

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;
type Res = Awaited<ReturnType<typeof call>>;

const CREATE_MESSAGE =
  'Worlds and characters are made on a creator plan. Switch to Free (no cost) on /subscription.';
const CHANGE_MESSAGE =
  'Worlds are made private on a creator plan. Switch to Free (no cost) on /subscription.';

/**
 * Reader plans make no worlds or characters of their own (docs/decisions.md), on every path that
 * makes one: the worlds and characters APIs, making a world Private, and 'Use this template'. What
 * was made on a creator plan stays its maker's. So no sequence of free plan switches (Free and
 * Audience Member, both free and at once) lets a free account hold more than the Free plan allows.
 */
describe('reader plans and free plan switches', () => {
  let t: TestApp;
  let sellerId: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    sellerId = (await buildUser(t.database.db)).id;
  });
  afterAll(() => t.close());

  const createWorld = (who: Signed, privacyLevel = 'Private') =>
    call(t, 'POST', '/api/v1/worlds', who.cookie, { name: 'Harbour', genre: 'Fantasy', privacyLevel });
  const createCharacter = (who: Signed) =>
    call(t, 'POST', '/api/v1/characters', who.cookie, { name: 'Ana', description: 'A diver' });
  const counts = async (who: Signed) =>
    (
      await queryRows<{ privateWorlds: number; worlds: number; characters: number; stories: number }>(
        t.database.db,
        sql`select
          (select count(*)::int from worlds where creator = ${who.user.id} and privacy_level = 'Private') as "privateWorlds",
          (select count(*)::int from worlds where creator = ${who.user.id}) as worlds,
          (select count(*)::int from characters where owner = ${who.user.id}) as characters,
          (select count(*)::int from stories where created_by = ${who.user.id}) as stories`,
      )
    )[0]!;
  const expectCreatorPlan = (res: Res, message = CREATE_MESSAGE) => {
    expect(res.statusCode, res.body).toBe(403);
    const { error } = res.json();
    expect(error).toMatchObject({ code: 'TIER_LIMIT', message });
    expect(tierLimitDetailsSchema.parse(error.details)).toEqual({ limit: 0, upgradeUrl: '/subscription' });
  };
  const useTemplate = async (who: Signed, type: string, content: object) => {
    const template = await buildTemplate(t.database.db, sellerId, {
      type,
      content,
      price: 0,
      category: 'Fantasy',
    });
    return call(t, 'POST', `/api/v1/marketplace/templates/${template.id}/use`, who.cookie, {});
  };
  const worldAsset = {
    sections: { geography: 'Isles', cultures: '', history: '', rulesSystem: '' },
    places: [],
  };
  const archetype = {
    name: 'The Mentor',
    description: 'Old',
    personalityTraits: ['wise'],
    speakingStyle: 'slow',
  };
  const scenario = {
    premise: { title: 'The drowned city', text: 'The sea rose.' },
    characters: [{ name: 'Ana', description: 'a diver' }],
    places: [],
    openingChapter: { title: 'Low tide', text: 'It began at low tide.' },
  };

  it('Free with 3 private worlds → Audience Member → Free: nothing beyond 3 is ever made', async () => {
    const me = await createSignedInUser(t, 'switcher');
    const api = billingApi(t, me.cookie);
    for (let i = 0; i < 3; i++) expect((await createWorld(me)).statusCode).toBe(201);
    const open = await createWorld(me, 'Public');
    expect(open.statusCode).toBe(201);
    expect((await createCharacter(me)).statusCode).toBe(201);

    // The switch to the free reader plan is free and immediate.
    await api.buy('Audience Member', 'monthly');
    expect(await tierOf(t, me.user.id)).toBe('Audience Member');
    const before = await counts(me);
    for (const privacy of WORLD_PRIVACY) expectCreatorPlan(await createWorld(me, privacy));
    expectCreatorPlan(await createCharacter(me));
    expectCreatorPlan(
      await call(t, 'PATCH', `/api/v1/worlds/${open.json().id}`, me.cookie, { privacyLevel: 'Private' }),
      CHANGE_MESSAGE,
    );
    expectCreatorPlan(await useTemplate(me, 'World Asset', worldAsset));
    expectCreatorPlan(await useTemplate(me, 'Character Archetype', archetype));
    expectCreatorPlan(await useTemplate(me, 'Scenario Pack', scenario));
    expect(await counts(me)).toEqual(before);

    // What was made on the creator plan stays: listed, readable, editable, deletable.
    const mine = (await call(t, 'GET', '/api/v1/worlds?limit=100', me.cookie)).json().items as {
      id: string;
      privacyLevel: string;
    }[];
    expect(mine).toHaveLength(4);
    const kept = mine.find((w) => w.privacyLevel === 'Private')!;
    expect(
      (await call(t, 'PATCH', `/api/v1/worlds/${kept.id}`, me.cookie, { name: 'Still mine' })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'PATCH', `/api/v1/worlds/${open.json().id}`, me.cookie, { privacyLevel: 'Group Only' }))
        .statusCode,
    ).toBe(200);
    const [character] = (await call(t, 'GET', '/api/v1/characters', me.cookie)).json().items;
    expect(
      (await call(t, 'PATCH', `/api/v1/characters/${character.id}`, me.cookie, { name: 'Ana Edited' }))
        .statusCode,
    ).toBe(200);
    // Stories are not worlds or characters: a reader may still start one.
    expect(
      (await call(t, 'POST', '/api/v1/stories', me.cookie, { title: 'Reading notes', genre: 'Fantasy' }))
        .statusCode,
    ).toBe(201);

    // Back on Free (free, at once): the Free limit holds, counted over everything the account has.
    await api.buy('Free', 'monthly');
    expect(await tierOf(t, me.user.id)).toBe('Free');
    const refused = await createWorld(me);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Your Free plan allows 3 private worlds. Upgrade at /subscription to create more.',
    );
    expect(
      (await call(t, 'PATCH', `/api/v1/worlds/${open.json().id}`, me.cookie, { privacyLevel: 'Private' }))
        .statusCode,
    ).toBe(403);
    expect(await counts(me)).toMatchObject({ privateWorlds: 3, worlds: 4, characters: 1 });
  });

  it('every reader tier, paid ones too, makes no world or character on any path', async () => {
    for (const tier of READER_TIERS) {
      const me = await createSignedInUser(t, 'reader');
      await setTier(t, me.user.id, tier);
      const before = await counts(me);
      expectCreatorPlan(await createWorld(me, 'Public'));
      expectCreatorPlan(await createWorld(me));
      expectCreatorPlan(await createCharacter(me));
      expectCreatorPlan(await useTemplate(me, 'World Asset', worldAsset));
      expectCreatorPlan(await useTemplate(me, 'Character Archetype', archetype));
      expectCreatorPlan(await useTemplate(me, 'Scenario Pack', scenario));
      expect(await counts(me), tier).toEqual(before);
      // A story template makes a story, which any plan may.
      const story = await useTemplate(me, 'Story Structure', storyStructureContent('Reader'));
      expect(story.statusCode, story.body).toBe(201);
    }
  });

  it('a reader keeps what they made as a creator and may delete it', async () => {
    const me = await createSignedInUser(t, 'keeper');
    const world = await buildWorld(t.database.db, me.user.id, { privacyLevel: 'Private' });
    const character = await buildCharacter(t.database.db, me.user.id);
    await setTier(t, me.user.id, 'Story Connoisseur');
    expect((await call(t, 'GET', `/api/v1/worlds/${world.id}`, me.cookie)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/v1/characters/${character.id}`, me.cookie)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/v1/billing', me.cookie)).json().usage).toMatchObject({
      privateWorlds: { used: 1, limit: 0 },
      characters: { used: 1, limit: 0 },
    });
    expect((await call(t, 'DELETE', `/api/v1/worlds/${world.id}`, me.cookie)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `/api/v1/characters/${character.id}`, me.cookie)).statusCode).toBe(204);
  });
});
