import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildWorld } from '../../db/factories.test-support';
import { setTier } from '../worlds/workspace.test-support';
import {
  ACTORS,
  addCollaborator,
  buildChapter,
  buildMatrixStories,
  call,
  signInCast,
  type Actor,
  type Cast,
} from '../stories/story.test-support';
import { createAssistantApp } from './assistant.test-support';

/**
 * Who may call each writing-assistant route (assistant.policy.ts). Generations run against the
 * owner's private story (with `collaborator` on it), the owner's public story, and a private story
 * of `other`, all in a public world; every actor is on Master Weaver so the allowance never decides
 * a cell. The advanced kinds (consistency, ask) follow the same matrix, and off Master Weaver every
 * actor who could generate is refused with 403 (the plan), the rest keep their 404 or 401.
 */
type Story = 'mine' | 'published' | 'foreign';
const GENERATE: Record<Story, Record<Actor, number>> = {
  mine: { owner: 200, collaborator: 200, other: 404, admin: 404, guest: 401 },
  published: { owner: 200, collaborator: 403, other: 403, admin: 403, guest: 401 },
  foreign: { owner: 404, collaborator: 404, other: 200, admin: 404, guest: 401 },
};
/** Off Master Weaver (all on Worldsmith): the advanced kinds. */
const ADVANCED_OFF_PLAN: Record<Story, Record<Actor, number>> = {
  mine: { owner: 403, collaborator: 403, other: 404, admin: 404, guest: 401 },
  published: { owner: 403, collaborator: 403, other: 403, admin: 403, guest: 401 },
  foreign: { owner: 404, collaborator: 404, other: 403, admin: 404, guest: 401 },
};
const EVERY_SIGNED_IN: Record<Actor, number> = {
  owner: 200,
  collaborator: 200,
  other: 200,
  admin: 200,
  guest: 401,
};
const ADMIN_ONLY: Record<Actor, number> = {
  owner: 404,
  collaborator: 404,
  other: 404,
  admin: 200,
  guest: 401,
};

type Targets = Record<Story, { storyId: string; chapterId: string }>;

/** A fresh app (the generation route's own rate limit counts per app) with the cast and stories. */
async function matrixApp() {
  const t = await createAssistantApp({ AI_MAX_CONCURRENT_PER_USER: '10' });
  const cast = await signInCast(t);
  for (const who of Object.values(cast)) await setTier(t, who.user.id, 'Master Weaver');
  const stories = await buildMatrixStories(t, cast);
  const world = await buildWorld(t.database.db, cast.owner.user.id, {
    description: 'A public world.',
    privacyLevel: 'Public',
  });
  await t.database.db.execute(sql`update stories set world_id = ${world.id}`);
  const targets = {} as Targets;
  for (const key of ['mine', 'published', 'foreign'] as const) {
    targets[key] = { storyId: stories[key].id, chapterId: (await buildChapter(t, stories[key].id, 1)).id };
  }
  return { t, cast, targets };
}

describe('writing assistant authorisation matrix', () => {
  let t: Awaited<ReturnType<typeof createAssistantApp>>;
  let cast: Cast;
  let targets: Targets;

  beforeAll(async () => {
    ({ t, cast, targets } = await matrixApp());
  }, 60_000);
  afterAll(() => t?.close());

  for (const story of ['mine', 'published', 'foreign'] as const) {
    it(`POST /api/v1/ai/generations on the ${story} story`, async () => {
      for (const actor of ACTORS) {
        const res = await call(t, cast, actor, 'POST', '/api/v1/ai/generations', {
          kind: 'continue',
          ...targets[story],
          before: 'Once.',
        });
        expect(res.statusCode, actor).toBe(GENERATE[story][actor]);
      }
    });
  }

  it('a Beta Reader may not generate on the story they read (403)', async () => {
    await addCollaborator(t, targets.published.storyId, cast.other.user.id, 'Beta Reader');
    const res = await call(t, cast, 'other', 'POST', '/api/v1/ai/generations', {
      kind: 'rewrite',
      ...targets.published,
      selection: 'Once.',
      style: 'tighter',
    });
    expect(res.statusCode).toBe(403);
  });

  it('GET /api/v1/ai/status and PUT /api/v1/me/ai-settings: every signed-in user, for themself', async () => {
    for (const actor of ACTORS) {
      expect((await call(t, cast, actor, 'GET', '/api/v1/ai/status')).statusCode, actor).toBe(
        EVERY_SIGNED_IN[actor],
      );
      const put = await call(t, cast, actor, 'PUT', '/api/v1/me/ai-settings', { enabled: true });
      expect(put.statusCode, actor).toBe(EVERY_SIGNED_IN[actor]);
    }
  });

  it('PUT /api/v1/admin/ai-settings: admins only; anyone else is told it does not exist', async () => {
    for (const actor of ACTORS) {
      const res = await call(t, cast, actor, 'PUT', '/api/v1/admin/ai-settings', { enabled: true });
      expect(res.statusCode, actor).toBe(ADMIN_ONLY[actor]);
    }
  });
});

describe('writing assistant authorisation matrix: the advanced kinds', () => {
  let t: Awaited<ReturnType<typeof createAssistantApp>>;
  let cast: Cast;
  let targets: Targets;

  beforeAll(async () => {
    ({ t, cast, targets } = await matrixApp());
  }, 60_000);
  afterAll(() => t?.close());

  const ADVANCED = {
    consistency: { text: 'Once.' },
    ask: { question: 'What is this public world?' },
  } as const;
  const advanced = (story: Story, kind: keyof typeof ADVANCED) => ({
    kind,
    ...targets[story],
    ...ADVANCED[kind],
  });
  for (const kind of ['consistency', 'ask'] as const)
    for (const story of ['mine', 'published', 'foreign'] as const) {
      it(`POST /api/v1/ai/generations, ${kind} on the ${story} story`, async () => {
        for (const actor of ACTORS) {
          const res = await call(t, cast, actor, 'POST', '/api/v1/ai/generations', advanced(story, kind));
          expect(res.statusCode, actor).toBe(GENERATE[story][actor]);
        }
      });
    }

  it('the advanced kinds off Master Weaver: 403 for whoever could generate, as before for the rest', async () => {
    for (const who of Object.values(cast)) await setTier(t, who.user.id, 'Worldsmith');
    try {
      for (const kind of ['consistency', 'ask'] as const)
        for (const story of ['mine', 'published', 'foreign'] as const)
          for (const actor of ACTORS) {
            const res = await call(t, cast, actor, 'POST', '/api/v1/ai/generations', advanced(story, kind));
            expect([kind, story, actor, res.statusCode]).toEqual([
              kind,
              story,
              actor,
              ADVANCED_OFF_PLAN[story][actor],
            ]);
          }
    } finally {
      for (const who of Object.values(cast)) await setTier(t, who.user.id, 'Master Weaver');
    }
  });
});
