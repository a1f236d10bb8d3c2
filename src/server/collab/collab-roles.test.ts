import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chapters } from '../db/schema/chapters';
import { sessions } from '../db/schema/collaboration';
import { buildStory } from '../db/factories.test-support';
import {
  addCollaborator,
  buildChapter,
  signInRoleCast,
  type RoleCast,
  type SignedIn,
} from '../modules/stories/story.test-support';
import { liveClient, until, type LiveClient } from './collab-client.test-support';
import { liveTestApp } from './live-app.test-support';

/**
 * Roles in the live room (stories.policy.ts liveRoomAccess): a Beta Reader's connection to a
 * chapter is read-only (they see the text as it is written; their own edits are applied
 * nowhere, stored nowhere, sent to nobody), and they are kept out of the story's room, whose
 * connections are recorded in the story's live session.
 */
describe('roles in the live room', () => {
  const live = liveTestApp({
    COLLAB_SAVE_DEBOUNCE_MS: '100',
    COLLAB_SAVE_MAX_WAIT_MS: '500',
    COLLAB_SESSION_GRACE_MS: '200',
    COLLAB_MAX_DOCUMENT_BYTES: '65536',
  });
  let roles: RoleCast;
  const clients: LiveClient[] = [];
  const openAs = (person: SignedIn, name: string) => {
    const client = liveClient(live.base, person.cookie, name, 'beta');
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    roles = await signInRoleCast(live.t);
  });
  afterAll(() => {
    for (const client of clients) client.destroy();
  });

  async function storyWithBetaReader() {
    const { t, cast } = live;
    const story = await buildStory(t.database.db, cast.owner.user.id);
    await addCollaborator(t, story.id, cast.collaborator.user.id);
    await addCollaborator(t, story.id, roles.betaReader.user.id, 'Beta Reader');
    const chapter = await buildChapter(t, story.id, 1);
    return { story, chapter };
  }
  const storedText = async (chapterId: string) =>
    (await live.t.database.db.select().from(chapters).where(eq(chapters.id, chapterId)))[0]!.contentText;

  it("reads the chapter live, but a Beta Reader's edits are neither stored nor received by the writers", async () => {
    const { chapter } = await storyWithBetaReader();
    const owner = live.open(chapter.id, 'owner');
    const writer = live.open(chapter.id, 'collaborator');
    const beta = openAs(roles.betaReader, chapter.id);
    await Promise.all([owner.synced, writer.synced, beta.synced]);
    expect(beta.provider.authorizedScope).toBe('readonly');
    expect(writer.provider.authorizedScope).toBe('read-write');

    owner.write('The owner wrote the first line');
    await until('the Beta Reader reads it live', () => beta.text().includes('first line'));

    beta.write('A Beta Reader rewrote the chapter');
    // The owner writes after it, so the room stores the document again after the Beta Reader's update.
    await new Promise((resolve) => setTimeout(resolve, 300));
    owner.write('The owner wrote the first line', 'and a second one');
    await until('the writer has the owner second line', () => writer.text().includes('second one'));
    await until('the chapter row holds the second line', async () =>
      (await storedText(chapter.id)).includes('second one'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(await storedText(chapter.id)).not.toContain('Beta Reader rewrote');
    expect(owner.text()).not.toContain('Beta Reader rewrote');
    expect(writer.text()).not.toContain('Beta Reader rewrote');
    const later = live.open(chapter.id, 'collaborator');
    await later.synced;
    expect(later.text()).toBe('The owner wrote the first line\nand a second one');
  });

  it("a Beta Reader's refused updates do not count against the chapter's size limit", async () => {
    const { chapter } = await storyWithBetaReader();
    const owner = live.open(chapter.id, 'owner');
    const beta = openAs(roles.betaReader, chapter.id);
    await Promise.all([owner.synced, beta.synced]);
    // About 60 kB of refused updates: were they counted, the owner's next 8 kB would pass 64 KiB.
    for (let i = 0; i < 5; i++) {
      beta.write(String.fromCharCode(97 + i).repeat(12_000)); // all new text: a 12 kB update
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(beta.closes).toEqual([]);
    owner.write('Still writing after the Beta Reader', 'y'.repeat(8_000));
    await until('the owner still saves', async () =>
      (await storedText(chapter.id)).includes('Still writing'),
    );
    expect(owner.closes).toEqual([]);
  });

  it('keeps a Beta Reader out of the story room, and out of its session', async () => {
    const { story } = await storyWithBetaReader();
    const beta = openAs(roles.betaReader, `story:${story.id}`);
    await until('the Beta Reader is refused the story room', () => beta.refusals.length > 0);
    const [row] = await live.t.database.db.select().from(sessions).where(eq(sessions.storyId, story.id));
    expect(row).toBeUndefined();

    const writer = live.open(`story:${story.id}`, 'collaborator');
    await writer.synced;
    expect(writer.refusals).toEqual([]);
  });
});
