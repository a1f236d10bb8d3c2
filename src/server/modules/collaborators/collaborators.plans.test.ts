import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '@common/constants';
import { buildStory } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSignedInUser } from '../../auth/auth.test-support';
import { call, setTier } from '../worlds/workspace.test-support';

type Signed = Awaited<ReturnType<typeof createSignedInUser>>;

/**
 * Collaboration is a Worldsmith and Master Weaver feature (SPEC section 9, the plan cards and the
 * entitlements table agree): only those owners invite people. Being invited works on any plan,
 * and people already on a story keep their access whatever the owner's plan becomes.
 */
describe('inviting collaborators follows the owner plan', () => {
  let t: TestApp;
  let guest: Signed;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    guest = await createSignedInUser(t, 'invitee');
  });
  afterAll(() => t.close());

  const ownerOn = async (tier: Tier) => {
    const owner = await createSignedInUser(t, 'owner');
    await setTier(t, owner.user.id, tier);
    const story = await buildStory(t.database.db, owner.user.id, { title: `Shared ${tier}` });
    return { owner, story };
  };
  const invite = (owner: Signed, storyId: string, userId: string) =>
    call(t, 'POST', `/api/v1/stories/${storyId}/collaborators`, owner.cookie, { userId, role: 'Editor' });
  const people = async (owner: Signed, storyId: string) =>
    (
      (await call(t, 'GET', `/api/v1/stories/${storyId}/collaborators`, owner.cookie)).json().items as {
        id: string;
      }[]
    ).map((c) => c.id);

  it('refuses a Free or Chronicler owner with 403, a clear message and where to upgrade, adding no one', async () => {
    for (const tier of ['Free', 'Chronicler', 'Audience Member', 'Patron of the Arts'] as const) {
      const { owner, story } = await ownerOn(tier);
      const res = await invite(owner, story.id, guest.user.id);
      expect(res.statusCode, tier).toBe(403);
      expect(res.json().error).toEqual({
        code: 'UPGRADE_REQUIRED',
        message: `Inviting collaborators is part of the Worldsmith and Master Weaver plans, not your ${tier} plan. Upgrade at /subscription. People already on your stories keep their access.`,
        details: { upgradeUrl: '/subscription' },
      });
      expect(await people(owner, story.id)).toEqual([]);
      expect((await call(t, 'GET', `/api/v1/stories/${story.id}`, guest.cookie)).statusCode).toBe(404);
    }
  });

  it('lets a Worldsmith or Master Weaver owner invite anyone, a reader or a Free account included', async () => {
    const reader = await createSignedInUser(t, 'reader');
    await setTier(t, reader.user.id, 'Audience Member');
    for (const tier of ['Worldsmith', 'Master Weaver'] as const) {
      const { owner, story } = await ownerOn(tier);
      expect((await invite(owner, story.id, reader.user.id)).statusCode, tier).toBe(201);
      expect((await invite(owner, story.id, guest.user.id)).statusCode, tier).toBe(201);
      expect((await call(t, 'GET', `/api/v1/stories/${story.id}`, reader.cookie)).json()).toMatchObject({
        role: 'Editor',
      });
    }
  });

  it('keeps everyone already invited when the owner drops to Free; the owner may still remove them, not add more', async () => {
    const { owner, story } = await ownerOn('Worldsmith');
    const later = await createSignedInUser(t, 'later');
    expect((await invite(owner, story.id, guest.user.id)).statusCode).toBe(201);
    await setTier(t, owner.user.id, 'Free');

    expect((await call(t, 'GET', `/api/v1/stories/${story.id}`, guest.cookie)).json()).toMatchObject({
      role: 'Editor',
    });
    expect(await people(owner, story.id)).toEqual([guest.user.id]);
    expect((await invite(owner, story.id, later.user.id)).statusCode).toBe(403);
    const collaborations = (await call(t, 'GET', '/api/v1/collaborations', guest.cookie)).json();
    expect(collaborations.collaborating.map((c: { story: { id: string } }) => c.story.id)).toContain(
      story.id,
    );
    expect(
      (await call(t, 'DELETE', `/api/v1/stories/${story.id}/collaborators/${guest.user.id}`, owner.cookie))
        .statusCode,
    ).toBe(204);
    expect(await people(owner, story.id)).toEqual([]);
  });
});
