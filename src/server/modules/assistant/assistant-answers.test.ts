import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AI_MESSAGES } from '@common/schemas/assistant';
import { chapters } from '../../db/schema/chapters';
import { queryRows } from '../../db/query-rows';
import { buildCharacter, buildStory, buildWorld } from '../../db/factories.test-support';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { addCollaborator } from '../stories/story.test-support';
import { setTier } from '../worlds/workspace.test-support';
import { createAssistantApp, generate, streamed } from './assistant.test-support';

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const BURNED = 'The lighthouse of Vesk burned in the winter of the long frost.';
const CLIMB = 'Mara climbed the lighthouse stairs with the lantern.';
const FILLER = 'The gulls screamed over the marsh all afternoon.';
const CAROLS_PAGE = 'Carol the lighthouse keeper hides smuggled salt under the lamp room.';
const CAROLS_STORY = 'In Carol’s own draft the lighthouse is a prison for the drowned king.';

describe('writing assistant: answers drawn from the whole story and world (advanced, Master Weaver)', () => {
  let t: Awaited<ReturnType<typeof createAssistantApp>>;
  let alice: User;
  let bob: User;
  let carol: User;
  let target: { storyId: string; chapterId: string };

  const sent = () => JSON.stringify(t.model.requests.map((r) => r.messages));
  const usage = async (who: User) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/ai/status', headers: { cookie: who.cookie } })).json()
      .usage;
  const ask = (who: User, question: string, to = target) =>
    generate(t, who.cookie, { kind: 'ask', ...to, question });
  const chapter = async (storyId: string, position: number, contentText: string) => {
    const [row] = await t.database.db
      .insert(chapters)
      .values({ storyId, position, title: `Part ${position}`, contentText })
      .returning();
    return row!.id;
  };

  beforeAll(async () => {
    t = await createAssistantApp({ AI_MAX_CONCURRENT_PER_USER: '10' });
    [alice, bob, carol] = await Promise.all([
      createSignedInUser(t, 'alice'),
      createSignedInUser(t, 'bob'),
      createSignedInUser(t, 'carol'),
    ]);
    for (const who of [alice, bob, carol]) await setTier(t, who.user.id, 'Master Weaver');
    const db = t.database.db;
    const world = await buildWorld(db, alice.user.id, {
      name: 'Vesk',
      history: `The marsh towns were founded by ferrymen.\n${BURNED}`,
      privacyLevel: 'Private',
    });
    // Another user's private page in alice's world: never a passage, whatever it matches.
    await buildCharacter(db, carol.user.id, {
      name: 'Carol',
      worldId: world.id,
      privacyLevel: 'Private',
      description: CAROLS_PAGE,
    });
    const story = await buildStory(db, alice.user.id, { title: 'Salt Road', worldId: world.id });
    const first = await chapter(story.id, 1, `${CLIMB}\n${FILLER}`);
    await chapter(story.id, 2, 'Nobody spoke of the fire again.');
    target = { storyId: story.id, chapterId: first };
    await addCollaborator(t, story.id, bob.user.id, 'Co-Author');
    const carols = await buildStory(db, carol.user.id, { title: 'Carol’s draft' });
    await chapter(carols.id, 1, CAROLS_STORY);
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(() => {
    t.model.requests.length = 0;
    t.model.behave({});
  });

  it('sends only the passages that match, from the chapters and the world, quoted as data; counted once', async () => {
    const before = await usage(alice);
    const res = await ask(alice, 'What happened to the lighthouse?');
    expect(res.statusCode).toBe(200);
    expect(streamed(res.body).end?.event).toBe('done');
    expect(await usage(alice)).toEqual({ used: before.used + 1, limit: null });
    const prompt = t.model.requests[0]!.messages[1]!.content;
    expect(prompt).toContain(`<data name="passage 1: `);
    expect(prompt).toContain(CLIMB);
    expect(prompt).toContain(`<data name="passage 2: world: Vesk, History">\n${BURNED}`);
    expect(prompt).toContain('<data name="question">\nWhat happened to the lighthouse?');
    expect(prompt).not.toContain(FILLER); // a paragraph of a matching chapter that does not match
    expect(prompt).not.toContain('Nobody spoke of the fire again.');
    expect(prompt).not.toContain('founded by ferrymen');
  });

  it("never sends another user's private character, world or story text", async () => {
    await ask(alice, 'Who keeps the lighthouse, and what is hidden under the lamp room?');
    // bob writes alice's story with her: her chapters are his to draw on, her private world is not.
    await ask(bob, 'lighthouse lantern frost');
    expect(t.model.requests).toHaveLength(2);
    expect(JSON.stringify(t.model.requests[1]!.messages)).toContain(CLIMB);
    expect(JSON.stringify(t.model.requests[1]!.messages)).not.toContain(BURNED);
    expect(sent()).not.toContain(CAROLS_PAGE);
    expect(sent()).not.toContain(CAROLS_STORY);
  });

  it('sends at most eight passages, the best first', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `Lantern ${i + 1} hung by the door.`).join('\n');
    const own = await buildStory(t.database.db, carol.user.id, { title: 'Lanterns' });
    const chapterId = await chapter(own.id, 1, `${many}\nThe lantern, the lantern, the lantern!`);
    const res = await ask(carol, 'lantern', { storyId: own.id, chapterId });
    expect(streamed(res.body).end?.event).toBe('done');
    const prompt = t.model.requests[0]!.messages[1]!.content;
    expect(prompt.match(/<data name="passage \d+/g)).toHaveLength(8);
    expect(prompt).toContain(
      '<data name="passage 1: chapter 1: Part 1">\nThe lantern, the lantern, the lantern!',
    );
  });

  it('says so when nothing matches, refuses other plans with 403, and counts nothing on failure', async () => {
    const none = await ask(alice, 'Where are the dragons of the moon?');
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({ code: 'AI_NO_PASSAGES', message: AI_MESSAGES.noPassages });
    await setTier(t, bob.user.id, 'Chronicler');
    const refused = await ask(bob, 'lighthouse');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('Master Weaver plan, not your Chronicler plan');
    expect(t.model.requests).toHaveLength(0);
    const before = await usage(alice);
    t.model.behave({ failStatus: 500 });
    expect(streamed((await ask(alice, 'lighthouse')).body).end?.event).toBe('error');
    expect(await usage(alice)).toEqual(before);
  });

  it('a cancelled answer counts nothing', async () => {
    await addCollaborator(t, target.storyId, carol.user.id, 'Co-Author');
    const completed = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from ai_generations where user_id = ${carol.user.id} and status = 'completed'`,
        )
      )[0]!.n;
    const before = await completed();
    t.model.behave({ chunks: 40, chunkDelayMs: 50 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/v1/ai/generations`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: carol.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'ask', ...target, question: 'lighthouse' }),
      signal: abort.signal,
    });
    await res.body!.getReader().read();
    abort.abort();
    await expect.poll(() => t.model.aborted, { timeout: 5000 }).toBeGreaterThan(0);
    const last = () =>
      queryRows<{ status: string }>(
        t.database.db,
        sql`select status from ai_generations where user_id = ${carol.user.id} order by created_at desc limit 1`,
      );
    await expect.poll(async () => (await last())[0]?.status, { timeout: 5000 }).toBe('cancelled');
    expect(await completed()).toBe(before);
  });
});
