import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { buildStory, buildUser } from '../db/factories.test-support';
import { buildChapter } from '../modules/stories/story.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { createLiveStore } from './live-store';
import { FRAGMENT, jsonFromYDoc } from './live-doc';

/**
 * A chapter at the live room's size limit (8 MiB of Yjs state by default) is stored and loaded
 * without holding the server for long: on PGlite the bytea codec went byte by byte through JS
 * arrays (this store and load took 21 s on a small VM, the event loop held all the while, with
 * hundreds of MB of garbage; about 4 s now, the rest being the chapter's JSON and text). The bound
 * is generous; bench/live-room-flood.ts --grow measures the whole growth.
 */
describe('a live chapter at the size limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is stored and loaded back whole in seconds, not tens of seconds', async () => {
    const user = await buildUser(t.database.db);
    const story = await buildStory(t.database.db, user.id);
    const chapter = await buildChapter(t, story.id, 1);
    const live = createLiveStore(t.database.db);
    await live.loadOrSeed(chapter.id);

    const doc = new Y.Doc();
    const fragment = doc.getXmlFragment(FRAGMENT);
    for (let i = 0; i < 128; i++) {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText(`${i} `.padEnd(64 * 1024, 'w'))]);
      fragment.insert(fragment.length, [paragraph]);
    }
    const state = Y.encodeStateAsUpdate(doc);
    expect(state.byteLength).toBeGreaterThan(8 * 1024 * 1024);
    const json = jsonFromYDoc(doc);

    const start = performance.now();
    await live.store(chapter.id, state, json);
    const loaded = await live.loadOrSeed(chapter.id);
    const elapsed = performance.now() - start;

    expect(Buffer.compare(Buffer.from(loaded!.state), Buffer.from(state))).toBe(0);
    expect(elapsed).toBeLessThan(8000);
  });
});
