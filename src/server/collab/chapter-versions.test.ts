import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chapters } from '../db/schema/chapters';
import { buildStory } from '../db/factories.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { ORIGIN } from '../auth/auth.test-support';
import {
  addCollaborator,
  buildChapter,
  call,
  signInCast,
  type Cast,
} from '../modules/stories/story.test-support';
import { liveClient, until, type LiveClient } from './collab-client.test-support';
import type { ChapterVersionDetail, ChapterVersionSummary } from '@common/schemas/chapter-version';

describe('chapter version history', () => {
  let t: TestApp;
  let cast: Cast;
  let base: string;
  const clients: LiveClient[] = [];
  const open = (actor: keyof Cast, name: string) => {
    const client = liveClient(base, cast[actor].cookie, name, actor);
    clients.push(client);
    return client;
  };
  const chapterRow = async (id: string) =>
    (await t.database.db.select().from(chapters).where(eq(chapters.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      COLLAB_SAVE_DEBOUNCE_MS: '100',
      COLLAB_SAVE_MAX_WAIT_MS: '500',
      COLLAB_SESSION_GRACE_MS: '200',
      PUBLIC_URL: ORIGIN,
    });
    cast = await signInCast(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await t.close();
  });

  async function storyWithChapter(overrides: Parameters<typeof buildStory>[2] = {}) {
    const story = await buildStory(t.database.db, cast.owner.user.id, overrides);
    await addCollaborator(t, story.id, cast.collaborator.user.id);
    const chapter = await buildChapter(t, story.id, 1, 'published');
    return { story, chapter, url: `/api/v1/stories/${story.id}/chapters/${chapter.id}/versions` };
  }

  it('saves a version on demand, lists it, shows what changed, and a restore reaches everyone in the room', async () => {
    const { chapter, url } = await storyWithChapter();
    const owner = open('owner', chapter.id);
    const collaborator = open('collaborator', chapter.id);
    await Promise.all([owner.synced, collaborator.synced]);
    owner.write('The tide came in at dawn', 'and took the boats');
    await until('the collaborator has the text', () => collaborator.text().includes('took the boats'));

    // Saved at once, from the live text (no waiting for the save debounce).
    const saved = await call(t, cast, 'collaborator', 'POST', url);
    expect(saved.statusCode).toBe(201);
    const version = saved.json<ChapterVersionSummary>();
    expect(version).toMatchObject({ reason: 'manual', wordCount: 10 });
    expect(version.createdBy?.id).toBe(cast.collaborator.user.id);
    // After inserting a writing-assistant generation, the version is marked AI-assisted.
    const marked = await call(t, cast, 'collaborator', 'POST', url, { reason: 'ai_assisted' });
    expect(marked.json()).toMatchObject({ reason: 'ai_assisted', wordCount: 10 });
    expect((await call(t, cast, 'collaborator', 'POST', url, { reason: 'session_end' })).statusCode).toBe(
      400,
    );

    collaborator.write('The tide came in at noon', 'and took the boats', 'and the nets');
    await until('the owner has the new text', () => owner.text().includes('the nets'));

    const list = await call(t, cast, 'owner', 'GET', url);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((v: ChapterVersionSummary) => v.id)).toContain(version.id);

    const view = await call(t, cast, 'owner', 'GET', `${url}/${version.id}`);
    expect(view.statusCode).toBe(200);
    const detail = view.json<ChapterVersionDetail>();
    expect(detail.content.content).toHaveLength(2);
    const kinds = (kind: string) =>
      detail.changes
        .filter((c) => c.kind === kind)
        .map((c) => c.text.trim())
        .join(' ');
    expect(kinds('removed')).toContain('dawn');
    expect(kinds('added')).toContain('noon');
    expect(kinds('added')).toContain('nets');

    const restored = await call(t, cast, 'owner', 'POST', `${url}/${version.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      wordCount: 10,
      previous: { reason: 'before_restore', wordCount: 13 },
    });

    // Both connected writers see the version's text, as edits inside the document they share.
    const expected = 'The tide came in at dawn\nand took the boats';
    await until(
      'both clients have the restored text',
      () => owner.text() === expected && collaborator.text() === expected,
    );
    const row = await chapterRow(chapter.id);
    expect(row.contentText).toBe(expected);
    expect(row.wordCount).toBe(10);

    // Typing goes on in the same document after the restore.
    collaborator.write('The tide came in at dawn', 'and took the boats', 'again');
    await until('the owner sees typing after the restore', () => owner.text().endsWith('again'));
  });

  it('restores a chapter nobody has open, through its live document', async () => {
    const { chapter, url } = await storyWithChapter();
    const writer = open('owner', chapter.id);
    await writer.synced;
    writer.write('First words');
    await until(
      'the words reached the server',
      async () => (await chapterRow(chapter.id)).contentText === 'First words',
    );
    const saved = (await call(t, cast, 'owner', 'POST', url)).json<ChapterVersionSummary>();
    writer.write('Second words entirely');
    await until(
      'the change is stored',
      async () => (await chapterRow(chapter.id)).contentText === 'Second words entirely',
    );
    writer.destroy();

    expect((await call(t, cast, 'owner', 'POST', `${url}/${saved.id}/restore`)).statusCode).toBe(200);
    expect((await chapterRow(chapter.id)).contentText).toBe('First words');
    const again = open('collaborator', chapter.id);
    await again.synced;
    expect(again.text()).toBe('First words');
  });

  it('keeps a version when a session ends', async () => {
    const { story, chapter, url } = await storyWithChapter();
    const room = open('owner', `story:${story.id}`);
    const writer = open('owner', chapter.id);
    await Promise.all([room.synced, writer.synced]);
    writer.write('Words of the session');
    await until('the text is stored', async () => (await chapterRow(chapter.id)).wordCount === 4);
    writer.destroy();
    room.destroy();
    await until(
      'a session-end version is listed',
      async () => {
        const items = (await call(t, cast, 'owner', 'GET', url)).json().items as ChapterVersionSummary[];
        return items.some((v) => v.reason === 'session_end' && v.wordCount === 4 && v.createdBy === null);
      },
      15_000,
    );
  });

  it('answers 404 to anyone who does not write the story, and for ids that name nothing', async () => {
    const { story, chapter, url } = await storyWithChapter({ privacyLevel: 'Public' });
    const version = (await call(t, cast, 'owner', 'POST', url)).json<ChapterVersionSummary>();
    const before = await chapterRow(chapter.id);
    for (const [method, path] of [
      ['GET', url],
      ['POST', url],
      ['GET', `${url}/${version.id}`],
      ['POST', `${url}/${version.id}/restore`],
    ] as const) {
      const answer = await call(t, cast, 'other', method, path);
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
      expect(answer.body).not.toContain(version.id);
    }
    const other = await buildStory(t.database.db, cast.other.user.id);
    const elsewhere = `/api/v1/stories/${other.id}/chapters/${chapter.id}/versions`;
    expect((await call(t, cast, 'owner', 'GET', elsewhere)).statusCode).toBe(404);
    expect((await call(t, cast, 'owner', 'GET', `${url}/not-a-uuid`)).statusCode).toBe(404);
    expect(
      (await call(t, cast, 'owner', 'POST', `${url}/00000000-0000-4000-8000-000000000000/restore`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, cast, 'owner', 'GET', `/api/v1/stories/${story.id}/chapters/nope/versions`)).statusCode,
    ).toBe(404);
    expect((await chapterRow(chapter.id)).updatedAt).toEqual(before.updatedAt);
  });
});
