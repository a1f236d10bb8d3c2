import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@common/schemas/assistant';
import { buildCharacter, buildStory, buildWorld } from '../../db/factories.test-support';
import { createSignedInUser } from '../../auth/auth.test-support';
import { addCollaborator, buildChapter } from '../stories/story.test-support';
import { setTier } from '../worlds/workspace.test-support';
import { createAssistantApp, generate, streamed } from './assistant.test-support';

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const EYES = 'Mara has grey eyes, like the sea in winter.';
const CAROLS_SECRET = 'Carol keeps the harbourmaster on her payroll';
const PRIVATE_LORE = 'The bells of Vesk ring only for the heir.';
const CHAPTER = [
  'The ferry left at dawn.',
  "Mara's blue eyes caught the light as she stepped aboard.",
  'Quill the smuggler watched her from the pier.',
].join('\n');

describe('writing assistant: the consistency check (advanced, Master Weaver)', () => {
  let t: Awaited<ReturnType<typeof createAssistantApp>>;
  let alice: User;
  let bob: User;
  let carol: User;
  let target: { storyId: string; chapterId: string };

  const usage = async (who: User) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/ai/status', headers: { cookie: who.cookie } })).json()
      .usage;
  const check = (who: User, text = CHAPTER) =>
    generate(t, who.cookie, { kind: 'consistency', ...target, text });

  beforeAll(async () => {
    t = await createAssistantApp();
    [alice, bob, carol] = await Promise.all([
      createSignedInUser(t, 'alice'),
      createSignedInUser(t, 'bob'),
      createSignedInUser(t, 'carol'),
    ]);
    await setTier(t, alice.user.id, 'Master Weaver');
    const db = t.database.db;
    const world = await buildWorld(db, alice.user.id, {
      name: 'Vesk',
      description: 'A salt-marsh country of ferries.',
      history: PRIVATE_LORE,
      privacyLevel: 'Public',
    });
    await buildCharacter(db, alice.user.id, {
      name: 'Mara',
      worldId: world.id,
      privacyLevel: 'Private',
      description: `${EYES} She hates boats.`,
    });
    // Another user's private character in the same (public) world, named in the chapter.
    await buildCharacter(db, carol.user.id, {
      name: 'Quill',
      worldId: world.id,
      privacyLevel: 'Private',
      description: CAROLS_SECRET,
    });
    const story = await buildStory(db, alice.user.id, { title: 'Salt Road', worldId: world.id });
    target = { storyId: story.id, chapterId: (await buildChapter(t, story.id, 1)).id };
    await addCollaborator(t, story.id, bob.user.id, 'Co-Author');
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(() => {
    t.model.requests.length = 0;
    t.model.behave({});
  });

  it('lists each possible contradiction with the chapter line and the page line, counted once', async () => {
    t.model.behave({
      reply: 'C2 | P3 | The chapter gives Mara blue eyes; her page says grey.\nC9 | P1 | no such line\nNONE',
      chunks: 4,
    });
    const before = await usage(alice);
    const res = await check(alice);
    expect(res.statusCode).toBe(200);
    const { end } = streamed(res.body);
    expect(end?.event).toBe('done');
    expect(end?.data.findings).toEqual([
      {
        chapterLine: "Mara's blue eyes caught the light as she stepped aboard.",
        page: 'character: Mara, Description',
        pageLine: EYES,
        note: 'The chapter gives Mara blue eyes; her page says grey.',
      },
    ]);
    expect(await usage(alice)).toEqual({ used: before.used + 1, limit: null });
    const prompt = t.model.requests[0]!.messages[1]!.content;
    expect(prompt).toContain("C2: Mara's blue eyes caught the light as she stepped aboard.");
    expect(prompt).toContain('P1 [world: Vesk, Description]: A salt-marsh country of ferries.');
    expect(prompt).toContain(`P3 [character: Mara, Description]: ${EYES}`);
    expect(prompt).toContain('C<chapter line number> | P<page line number>');
  });

  it("never sends another user's private page: Carol's Quill stays out, though the chapter names him", async () => {
    await check(alice);
    const everything = JSON.stringify(t.model.requests);
    expect(everything).toContain('Quill the smuggler'); // the chapter line itself
    expect(everything).not.toContain(CAROLS_SECRET);
  });

  it('refuses a writer not on Master Weaver with 403 naming the plan and /subscription; nothing is sent', async () => {
    await setTier(t, bob.user.id, 'Worldsmith');
    const res = await check(bob);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      details: { upgradeUrl: '/subscription' },
    });
    expect(res.json().error.message).toContain('Master Weaver plan, not your Worldsmith plan');
    expect(t.model.requests).toHaveLength(0);
    expect(await usage(bob)).toEqual({ used: 0, limit: 500 });
  });

  it("a collaborator checks against only what they may read; with no readable page they're told why", async () => {
    await setTier(t, bob.user.id, 'Master Weaver');
    // Mara is alice's private character: bob's check may use the public world, never her page.
    const res = await check(bob);
    expect(streamed(res.body).end?.event).toBe('done');
    expect(JSON.stringify(t.model.requests)).not.toContain(EYES);
    const privateWorld = await buildWorld(t.database.db, alice.user.id, {
      description: PRIVATE_LORE,
      privacyLevel: 'Private',
    });
    const hidden = await buildStory(t.database.db, alice.user.id, { worldId: privateWorld.id });
    await addCollaborator(t, hidden.id, bob.user.id, 'Co-Author');
    const chapterId = (await buildChapter(t, hidden.id, 1)).id;
    t.model.requests.length = 0;
    const none = await generate(t, bob.cookie, {
      kind: 'consistency',
      storyId: hidden.id,
      chapterId,
      text: CHAPTER,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({ code: 'AI_NO_PAGES', message: AI_MESSAGES.noPages });
    expect(t.model.requests).toHaveLength(0);
  });

  it('counts nothing when the model fails, and refuses an empty chapter with a clear 400', async () => {
    const before = await usage(alice);
    t.model.behave({ failStatus: 500 });
    expect(streamed((await check(alice)).body).end?.event).toBe('error');
    expect(await usage(alice)).toEqual(before);
    const empty = await check(alice, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('The chapter is empty');
  });
});
