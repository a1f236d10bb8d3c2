import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '@common/schemas/assistant';
import { chapters } from '../../db/schema/chapters';
import { buildStory, buildWorld } from '../../db/factories.test-support';
import { createSignedInUser } from '../../auth/auth.test-support';
import { addCollaborator } from '../stories/story.test-support';
import { createAssistantApp, generate, streamed } from './assistant.test-support';

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const CULTURES = 'The Tidefolk name children after drowned ships';
const LATER = 'The heir is revealed in the last chapter';

describe('writing assistant: places, names and the story so far', () => {
  let t: Awaited<ReturnType<typeof createAssistantApp>>;
  let alice: User;
  let bob: User;
  let story: { id: string };
  let second: string;

  const prompt = () => JSON.stringify(t.model.requests.map((r) => r.messages));
  const chapter = async (storyId: string, position: number, contentText: string) => {
    const [row] = await t.database.db
      .insert(chapters)
      .values({ storyId, position, title: `Part ${position}`, contentText })
      .returning();
    return row!.id;
  };

  beforeAll(async () => {
    t = await createAssistantApp();
    [alice, bob] = await Promise.all([createSignedInUser(t, 'alice'), createSignedInUser(t, 'bob')]);
    const world = await buildWorld(t.database.db, alice.user.id, {
      name: 'Vesk',
      cultures: CULTURES,
      geography: 'Salt marshes and a drowned city',
      privacyLevel: 'Private',
    });
    story = await buildStory(t.database.db, alice.user.id, { title: 'Salt Road', worldId: world.id });
    await chapter(story.id, 1, 'Mara found the bell in the marsh.');
    second = await chapter(story.id, 2, 'The ferry left without her.');
    await chapter(story.id, 3, LATER);
    await addCollaborator(t, story.id, bob.user.id, 'Co-Author');
  }, 60_000);
  afterAll(() => t?.close());
  beforeEach(() => {
    t.model.requests.length = 0;
  });

  it('describes a place from the world lore, and names fit its cultures', async () => {
    const place = await generate(t, alice.cookie, {
      kind: 'describe',
      storyId: story.id,
      chapterId: second,
      place: 'The drowned city',
    });
    expect(streamed(place.body).end?.event).toBe('done');
    expect(prompt()).toContain('Geography: Salt marshes and a drowned city');
    expect(prompt()).toContain('<data name=\\"place\\">\\nThe drowned city');
    const names = await generate(t, alice.cookie, {
      kind: 'names',
      storyId: story.id,
      chapterId: second,
      subject: 'character',
      hint: 'a ferryman',
    });
    expect(streamed(names.body).end?.event).toBe('done');
    expect(t.model.requests[1]!.messages[1]!.content).toContain(`Cultures: ${CULTURES}`);
    expect(t.model.requests[1]!.messages[1]!.content).toContain('eight names for a character');
  });

  it('recaps the chapters up to the one open, never later ones', async () => {
    const res = await generate(t, alice.cookie, { kind: 'recap', storyId: story.id, chapterId: second });
    expect(streamed(res.body).end?.event).toBe('done');
    expect(prompt()).toContain('Mara found the bell in the marsh.');
    expect(prompt()).toContain('The ferry left without her.');
    expect(prompt()).not.toContain(LATER);
  });

  it("never sends a world the writer may not read: a collaborator on the owner's private world is told why", async () => {
    const res = await generate(t, bob.cookie, {
      kind: 'describe',
      storyId: story.id,
      chapterId: second,
      place: 'The marsh',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'AI_NO_WORLD', message: AI_MESSAGES.noWorld });
    const names = await generate(t, bob.cookie, {
      kind: 'names',
      storyId: story.id,
      chapterId: second,
      subject: 'place',
    });
    expect(names.statusCode).toBe(409);
    expect(t.model.requests).toHaveLength(0);
    expect(prompt()).not.toContain(CULTURES);
    // A public world is anyone's to draw on.
    const open = await buildWorld(t.database.db, alice.user.id, {
      cultures: 'Open-handed river traders',
      privacyLevel: 'Public',
    });
    const bobs = await buildStory(t.database.db, bob.user.id, { worldId: open.id });
    const bobsChapter = await chapter(bobs.id, 1, 'Start.');
    const ok = await generate(t, bob.cookie, {
      kind: 'names',
      storyId: bobs.id,
      chapterId: bobsChapter,
      subject: 'place',
    });
    expect(streamed(ok.body).end?.event).toBe('done');
    expect(prompt()).toContain('Open-handed river traders');
  });
});
