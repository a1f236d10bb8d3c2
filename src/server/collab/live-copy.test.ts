import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TiptapDoc } from '@common/schemas/chapter';
import { chapters } from '../db/schema/chapters';
import { buildStory } from '../db/factories.test-support';
import { buildChapter, call } from '../modules/stories/story.test-support';
import { until } from './collab-client.test-support';
import { liveTestApp } from './live-app.test-support';
import { applyDocAsEdits } from './live-doc';

const docOf = (...paragraphs: string[]): TiptapDoc => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

/**
 * The size limit on the live room's offline copy (POST .../live-copy): a browser's copy holds
 * the whole chapter, so only what the document lacks counts against the limit. A chapter past
 * half the limit still takes a copy that adds a line; a copy that would pass the limit is a 413
 * and changes nothing.
 */
describe('the offline copy and the document size limit', () => {
  const live = liveTestApp({ COLLAB_MAX_DOCUMENT_BYTES: '4096', COLLAB_SESSION_GRACE_MS: '200' });

  it('counts only what the copy adds', async () => {
    const { t, cast } = live;
    const story = await buildStory(t.database.db, cast.owner.user.id);
    const chapter = await buildChapter(t, story.id, 1);
    const url = `/api/v1/stories/${story.id}/chapters/${chapter.id}/live-copy`;
    const row = async () =>
      (await t.database.db.select().from(chapters).where(eq(chapters.id, chapter.id)))[0]!;
    const long = 'The caravan crossed the reef at dawn. '.repeat(70).trim(); // ~2,600 bytes of text

    const writer = live.open(chapter.id);
    await writer.synced;
    writer.write(long);
    await until('the live text is stored', async () => (await row()).contentText === long);
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(writer.doc));
    writer.destroy();
    await until('nobody has the chapter open', () => !t.app.collab.hocuspocus.documents.has(chapter.id));
    expect(Y.encodeStateAsUpdate(copy).byteLength * 2).toBeGreaterThan(4096);

    applyDocAsEdits(copy, docOf(long, 'Offline line'), 'typing');
    const send = () =>
      call(t, cast, 'owner', 'POST', url, {
        update: Buffer.from(Y.encodeStateAsUpdate(copy)).toString('base64'),
      });
    const sent = await send();
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await row()).contentText).toBe(`${long}\nOffline line`);

    applyDocAsEdits(copy, docOf(long, 'Offline line', 'x'.repeat(3000)), 'typing');
    const tooLarge = await send();
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('This chapter has reached the maximum size for live writing.');
    expect((await row()).contentText).toBe(`${long}\nOffline line`);
  });
});
