import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Chapter, TiptapDoc } from '@common/schemas/chapter';
import { chapters } from '../db/schema/chapters';
import { chapterLiveStates, chapterVersions } from '../db/schema/live';
import { stories } from '../db/schema/stories';
import { buildStory } from '../db/factories.test-support';
import { addCollaborator, buildChapter, call, type Cast } from '../modules/stories/story.test-support';
import { until } from './collab-client.test-support';
import { liveTestApp } from './live-app.test-support';
import { applyDocAsEdits } from './live-doc';

const docOf = (...paragraphs: string[]): TiptapDoc => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

/**
 * The HTTP save (PATCH .../chapters/:id) of a chapter that has been opened live: the room's
 * fallback when its socket cannot connect, and the API's way to write a chapter. The text goes
 * in as edits of the chapter's live document, so it survives the room reopening, reaches
 * everyone in the room, and merges with a browser's offline copy without doubling.
 * (Across two servers with Redis: live-http-save-redis.test.ts.)
 */
describe('HTTP save of a chapter opened live', () => {
  const live = liveTestApp({
    // Long enough that typing in the room is still waiting for its save when a PATCH arrives.
    COLLAB_SAVE_DEBOUNCE_MS: '1500',
    COLLAB_SAVE_MAX_WAIT_MS: '4000',
    COLLAB_SESSION_GRACE_MS: '200',
  });
  const open = (name: string, actor: keyof Cast = 'owner') => live.open(name, actor);
  const chapterRow = async (id: string) =>
    (await live.t.database.db.select().from(chapters).where(eq(chapters.id, id)))[0]!;
  /** Whether this server has the chapter's live document in memory (anyone in its room). */
  const loaded = (id: string) => live.t.app.collab.hocuspocus.documents.has(id);

  async function liveChapter() {
    const { t, cast } = live;
    const story = await buildStory(t.database.db, cast.owner.user.id);
    await addCollaborator(t, story.id, cast.collaborator.user.id);
    const chapter = await buildChapter(t, story.id, 1);
    const url = `/api/v1/stories/${story.id}/chapters/${chapter.id}`;
    const patch = (body: object, actor: keyof Cast = 'owner') => call(t, cast, actor, 'PATCH', url, body);
    const get = async () => (await call(t, cast, 'owner', 'GET', url)).json<Chapter>();
    return { story, chapter, url, patch, get };
  }

  /** Writes in the room, waits for the text to be stored, leaves, waits for the room to close. */
  async function writeAndLeave(chapterId: string, ...paragraphs: string[]) {
    const writer = open(chapterId);
    await writer.synced;
    writer.write(...paragraphs);
    await until(
      'the live text is stored',
      async () => (await chapterRow(chapterId)).contentText === paragraphs.join('\n'),
    );
    writer.destroy();
    await until('nobody has the chapter open', () => !loaded(chapterId));
    return writer;
  }

  /** The room reopens with `Saved over HTTP`; a writer types a line under it, stored once on top. */
  async function reopenAndTypeOn(chapterId: string) {
    const again = open(chapterId, 'collaborator');
    await again.synced;
    expect(again.text()).toBe('Saved over HTTP');
    again.write('Saved over HTTP', 'more');
    await until(
      'the typing is stored on top of the saved text',
      async () => (await chapterRow(chapterId)).contentText === 'Saved over HTTP\nmore',
    );
    again.destroy();
  }

  /**
   * A browser that wrote `The harbour at dawn` live and left, then typed `Offline line` into
   * its own copy (IndexedDB) while its socket was down: that copy.
   */
  async function offlineCopy(chapterId: string): Promise<Y.Doc> {
    const browser = await writeAndLeave(chapterId, 'The harbour at dawn');
    const offline = new Y.Doc();
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(browser.doc));
    applyDocAsEdits(offline, docOf('The harbour at dawn', 'Offline line'), 'typing');
    return offline;
  }

  /** The socket connects again: the browser's copy syncs with the server's document; its text after. */
  async function reconnect(chapterId: string, offline: Y.Doc): Promise<string> {
    const back = open(chapterId);
    Y.applyUpdate(back.doc, Y.encodeStateAsUpdate(offline));
    await back.synced;
    await until('the copy reached the server', () => !back.provider.hasUnsyncedChanges);
    back.destroy();
    return back.text();
  }

  /** The offline copy syncs after the HTTP save: each of the three lines once, none lost, stored once. */
  async function reconnectMergesOnce(chapterId: string, offline: Y.Doc) {
    const lines = (await reconnect(chapterId, offline)).split('\n');
    expect([...lines].sort()).toEqual(['Offline line', 'Saved over HTTP', 'The harbour at dawn']);
    await until(
      'the merged text is stored once',
      async () => (await chapterRow(chapterId)).contentText.split('\n').length === 3 && !loaded(chapterId),
    );
  }

  it('keeps the HTTP-saved text when the room reopens and through the next live edit', async () => {
    const { story, chapter, patch, get } = await liveChapter();
    await writeAndLeave(chapter.id, 'Live words');

    const saved = await patch({
      content: docOf('Saved over HTTP'),
      expectedUpdatedAt: (await get()).updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Chapter>()).toMatchObject({ wordCount: 3, content: docOf('Saved over HTTP') });
    const [storyRow] = await live.t.database.db.select().from(stories).where(eq(stories.id, story.id));
    expect(storyRow!.wordCount).toBe(3);

    await reopenAndTypeOn(chapter.id);
  });

  it('brings the HTTP-saved text to everyone in the room, as edits they keep typing into', async () => {
    const { chapter, patch, get } = await liveChapter();
    const owner = open(chapter.id);
    const collaborator = open(chapter.id, 'collaborator');
    await Promise.all([owner.synced, collaborator.synced]);
    owner.write('The tide came in');
    await until(
      'the text is stored',
      async () => (await chapterRow(chapter.id)).contentText === 'The tide came in',
    );

    const saved = await patch({
      content: docOf('The tide came in', 'and the boats went out'),
      expectedUpdatedAt: (await get()).updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Chapter>().wordCount).toBe(9);
    const expected = 'The tide came in\nand the boats went out';
    await until(
      'both writers have the saved text',
      () => owner.text() === expected && collaborator.text() === expected,
    );

    collaborator.write('The tide came in', 'and the boats went out', 'at dawn');
    await until('the owner sees typing after the save', () => owner.text().endsWith('at dawn'));
    await until(
      'the typing is stored',
      async () => (await chapterRow(chapter.id)).contentText === `${expected}\nat dawn`,
    );
  });

  it('keeps the conflict answers: a stale save, or one over typing not yet stored, is refused with the text now', async () => {
    const { chapter, patch, get } = await liveChapter();
    await writeAndLeave(chapter.id, 'First draft');
    const loadedAt = (await get()).updatedAt;

    // Someone types in the room; the save debounce has not stored it yet.
    const writer = open(chapter.id, 'collaborator');
    await writer.synced;
    writer.write('First draft', 'typed in the room');
    await until('the server has the typing', () => !writer.provider.hasUnsyncedChanges);
    expect((await chapterRow(chapter.id)).contentText).toBe('First draft');

    const refused = await patch({
      content: docOf('First draft', 'from the fallback'),
      expectedUpdatedAt: loadedAt,
    });
    expect(refused.statusCode).toBe(409);
    const theirs = refused.json<{ error: { code: string; details: { chapter: Chapter } } }>().error;
    expect(theirs.code).toBe('CONFLICT');
    expect(theirs.details.chapter.content).toEqual(docOf('First draft', 'typed in the room'));
    expect(writer.text()).toBe('First draft\ntyped in the room');

    // "Keep mine": sent again against the version the conflict showed.
    const kept = await patch({
      content: docOf('First draft', 'from the fallback'),
      expectedUpdatedAt: theirs.details.chapter.updatedAt,
    });
    expect(kept.statusCode).toBe(200);
    await until('the room has the kept text', () => writer.text() === 'First draft\nfrom the fallback');

    // A retry of that save (its answer lost) answers 200 and changes nothing; an older base is refused.
    const retried = await patch({
      content: docOf('First draft', 'from the fallback'),
      expectedUpdatedAt: theirs.details.chapter.updatedAt,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<Chapter>().updatedAt).toBe(kept.json<Chapter>().updatedAt);
    expect((await patch({ content: docOf('Something else'), expectedUpdatedAt: loadedAt })).statusCode).toBe(
      409,
    );
    expect(writer.text()).toBe('First draft\nfrom the fallback');

    // Title and status ride along; a body the editor cannot hold is a 400 and changes nothing.
    const renamed = await patch({
      title: 'Dawn',
      status: 'published',
      content: docOf('First draft', 'from the fallback'),
    });
    expect(renamed.json<Chapter>()).toMatchObject({ title: 'Dawn', status: 'published' });
    const bad = await patch({ content: { type: 'doc', content: [{ type: 'spaceship' }] } });
    expect(bad.statusCode).toBe(400);
    expect(writer.text()).toBe('First draft\nfrom the fallback');
    expect((await patch({ content: docOf('x') }, 'other')).statusCode).toBe(404);
    writer.destroy();
  });

  it("merges a browser's offline copy after an HTTP save without doubling or losing a line", async () => {
    const { chapter, patch, get } = await liveChapter();
    // The browser was live, then lost its socket and kept typing into its own copy.
    const offline = await offlineCopy(chapter.id);

    // Meanwhile the fallback editor (which loaded the stored text) saves over HTTP.
    const saved = await patch({
      content: docOf('The harbour at dawn', 'Saved over HTTP'),
      expectedUpdatedAt: (await get()).updatedAt,
    });
    expect(saved.statusCode).toBe(200);

    // The connection returns: each line once, none lost.
    await reconnectMergesOnce(chapter.id, offline);
  });

  it('takes the offline copy over HTTP when the socket cannot connect, and the same copy syncing later doubles nothing', async () => {
    const { chapter, url, patch, get } = await liveChapter();
    const offline = await offlineCopy(chapter.id);
    const copy = { update: Buffer.from(Y.encodeStateAsUpdate(offline)).toString('base64') };

    // The room falls back to HTTP: the copy goes first, so the fallback editor opens with it.
    const { t, cast } = live;
    const sent = await call(t, cast, 'collaborator', 'POST', `${url}/live-copy`, copy);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Chapter>()).toMatchObject({
      wordCount: 6,
      content: docOf('The harbour at dawn', 'Offline line'),
    });
    // Sent twice (a retry), it changes nothing.
    expect((await call(t, cast, 'owner', 'POST', `${url}/live-copy`, copy)).json<Chapter>().wordCount).toBe(
      6,
    );
    const saved = await patch({
      content: docOf('The harbour at dawn', 'Offline line', 'Saved over HTTP'),
      expectedUpdatedAt: (await get()).updatedAt,
    });
    expect(saved.statusCode).toBe(200);

    // The socket connects: the same copy syncs, and nothing is doubled.
    expect(await reconnect(chapter.id, offline)).toBe('The harbour at dawn\nOffline line\nSaved over HTTP');

    // Others are refused as for a missing chapter; bytes that are no Yjs update are a 400.
    expect((await call(t, cast, 'other', 'POST', `${url}/live-copy`, copy)).statusCode).toBe(404);
    const garbage = { update: Buffer.from('not a yjs update at all').toString('base64') };
    expect((await call(t, cast, 'owner', 'POST', `${url}/live-copy`, garbage)).statusCode).toBe(400);
    expect(
      (await call(t, cast, 'owner', 'POST', `${url}/live-copy`, { update: 'not base64!' })).statusCode,
    ).toBe(400);
    expect((await chapterRow(chapter.id)).contentText).toBe(
      'The harbour at dawn\nOffline line\nSaved over HTTP',
    );
  });

  /** What servers before HTTP saves went live did: the row alone takes the text, written after the live state. */
  async function oldServerSave(chapterId: string, ...paragraphs: string[]) {
    const contentText = paragraphs.join('\n');
    await live.t.database.db
      .update(chapters)
      .set({
        content: docOf(...paragraphs),
        contentText,
        wordCount: contentText.split(/\s+/).length,
        updatedAt: new Date(),
      })
      .where(eq(chapters.id, chapterId));
  }
  const liveState = async (id: string) =>
    (
      await live.t.database.db.select().from(chapterLiveStates).where(eq(chapterLiveStates.chapterId, id))
    )[0]!;
  const versionCount = async (id: string) =>
    (await live.t.database.db.select().from(chapterVersions).where(eq(chapterVersions.chapterId, id))).length;

  it('repairs a live state left older than the row by an old HTTP save: the room opens with the saved text, and typing goes on from it', async () => {
    const { chapter } = await liveChapter();
    await writeAndLeave(chapter.id, 'Live words');
    await oldServerSave(chapter.id, 'Saved over HTTP');

    await reopenAndTypeOn(chapter.id);
    await until('nobody has the chapter open', () => !loaded(chapter.id));
    const reopened = open(chapter.id);
    await reopened.synced;
    expect(reopened.text()).toBe('Saved over HTTP\nmore');
    reopened.destroy();
  });

  it("repairs with edits, so a browser's offline copy from before the old save merges without doubling", async () => {
    const { chapter } = await liveChapter();
    const offline = await offlineCopy(chapter.id);
    await oldServerSave(chapter.id, 'The harbour at dawn', 'Saved over HTTP');

    await reconnectMergesOnce(chapter.id, offline);
  });

  it('opens a chapter whose row and live state agree without writing anything, even when the row was touched later', async () => {
    const { chapter, patch } = await liveChapter();
    await writeAndLeave(chapter.id, 'Live words');
    // A live save writes the live state with (or after) the row: nothing to repair.
    expect((await liveState(chapter.id)).updatedAt >= (await chapterRow(chapter.id)).updatedAt).toBe(true);
    // A rename touches the row after the live state, with the same text.
    expect((await patch({ title: 'Renamed' })).statusCode).toBe(200);
    const [rowBefore, stateBefore, versionsBefore] = [
      await chapterRow(chapter.id),
      await liveState(chapter.id),
      await versionCount(chapter.id),
    ];
    expect(rowBefore.updatedAt > stateBefore.updatedAt).toBe(true);

    const writer = open(chapter.id);
    await writer.synced;
    expect(writer.text()).toBe('Live words');
    writer.destroy();
    await until('nobody has the chapter open', () => !loaded(chapter.id));

    const [rowAfter, stateAfter] = [await chapterRow(chapter.id), await liveState(chapter.id)];
    expect(rowAfter.updatedAt).toEqual(rowBefore.updatedAt);
    expect(rowAfter.content).toEqual(rowBefore.content);
    expect(stateAfter.updatedAt).toEqual(stateBefore.updatedAt);
    expect(Buffer.from(stateAfter.state).equals(Buffer.from(stateBefore.state))).toBe(true);
    expect(await versionCount(chapter.id)).toBe(versionsBefore);
  });

  it('saves a chapter never opened live as before, without making it live', async () => {
    const { chapter, patch } = await liveChapter();
    const saved = await patch({
      content: docOf('Plain words'),
      expectedUpdatedAt: chapter.updatedAt.toISOString(),
    });
    expect(saved.statusCode).toBe(200);
    expect((await chapterRow(chapter.id)).contentText).toBe('Plain words');
    const states = await live.t.database.db
      .select()
      .from(chapterLiveStates)
      .where(eq(chapterLiveStates.chapterId, chapter.id));
    expect(states).toHaveLength(0);
    expect(
      (await patch({ content: docOf('Stale'), expectedUpdatedAt: chapter.updatedAt.toISOString() }))
        .statusCode,
    ).toBe(409);
    // Opened live afterwards, it starts from the saved text.
    const writer = open(chapter.id);
    await writer.synced;
    expect(writer.text()).toBe('Plain words');
    writer.destroy();
  });
});
