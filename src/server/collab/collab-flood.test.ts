import { describe, expect, it } from 'vitest';
import { LIVE_ROOM_CLOSE } from '@common/live-room-close-codes';
import { ORIGIN } from '../auth/auth.test-support';
import { buildStory } from '../db/factories.test-support';
import { addCollaborator, buildChapter } from '../modules/stories/story.test-support';
import { until, type LiveClient } from './collab-client.test-support';
import { oneCharUpdates, openFlooder } from './collab-flood.test-support';
import { liveTestApp } from './live-app.test-support';

/**
 * One socket floods the live room: the server keeps answering everyone else, and closes the
 * socket with the budget's code (message-budget.ts) instead of spending seconds on it. The
 * server runs in this process, so anything that holds its event loop holds these probes too.
 * Timings are generous on purpose (a shared machine); bench/live-room-flood.ts measures them.
 */
describe('a flood on one live-room socket', () => {
  const live = liveTestApp({ COLLAB_MAX_MESSAGE_BYTES: '65536' });

  /** A chapter of a story of `owner` (a Free creator on their own story, as signed up). */
  async function chapterOf(owner: 'owner' | 'other', collaborator?: 'collaborator') {
    const story = await buildStory(live.t.database.db, live.cast[owner].user.id);
    if (collaborator) await addCollaborator(live.t, story.id, live.cast[collaborator].user.id);
    return (await buildChapter(live.t, story.id, 1)).id;
  }

  /** /api/health asked in a row, and another room's edits, until stopped: the slowest of each. */
  function probe(writer: LiveClient, reader: LiveClient) {
    const health: number[] = [];
    const edits: number[] = [];
    let running = true;
    const loops = Promise.all([
      (async () => {
        while (running) {
          const start = performance.now();
          const res = await fetch(`${live.base}/api/health`);
          expect(res.status).toBe(200);
          health.push(performance.now() - start);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })(),
      (async () => {
        for (let n = 0; running; n++) {
          const start = performance.now();
          writer.write(`edit ${n}`);
          await until('the edit reaches the other writer', () => reader.text() === `edit ${n}`, 30_000);
          edits.push(performance.now() - start);
        }
      })(),
    ]);
    return async () => {
      running = false;
      await loops;
      return { health, edits, slowestHealth: Math.max(...health), slowestEdit: Math.max(...edits) };
    };
  }

  it('5,000 one-character updates, each from a new client id: closed with 4430, health and another room keep answering', async () => {
    const otherRoom = await chapterOf('other', 'collaborator');
    const writer = live.open(otherRoom, 'other');
    const reader = live.open(otherRoom, 'collaborator');
    await Promise.all([writer.synced, reader.synced]);
    const flooded = await chapterOf('owner');
    const flooder = await openFlooder(live.base, live.cast.owner.cookie, ORIGIN, flooded);
    const updates = oneCharUpdates(flooder.doc, 5000);

    const stop = probe(writer, reader);
    await new Promise((resolve) => setTimeout(resolve, 200));
    flooder.send(updates);
    const closed = await within(flooder.closed, 20_000);
    const during = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { health, edits, slowestHealth, slowestEdit } = await stop();

    expect(closed).toEqual(LIVE_ROOM_CLOSE.tooManyClients);
    // Far fewer than the flood's frames were applied: the rest were dropped with the socket.
    expect(flooder.acks()).toBeLessThan(400);
    expect(health.length).toBeGreaterThan(5);
    expect(edits.length).toBeGreaterThan(1);
    expect(slowestHealth).toBeLessThan(2000);
    expect(slowestEdit).toBeLessThan(3000);
    expect(performance.now() - during).toBeLessThan(5000);
    // The room still works for everyone else afterwards.
    writer.write('after the flood');
    await until('the edit arrives', () => reader.text() === 'after the flood');
  }, 60_000);

  it('past 300 messages at once from one client id, the socket is closed with 4429', async () => {
    const flooder = await openFlooder(live.base, live.cast.owner.cookie, ORIGIN, await chapterOf('owner'));
    flooder.send(oneCharUpdates(flooder.doc, 1000, { oneClient: true }));
    expect(await within(flooder.closed, 20_000)).toEqual(LIVE_ROOM_CLOSE.tooFast);
    expect(flooder.acks()).toBeLessThanOrEqual(300);
  });

  it('a writer typing at a person’s pace is never closed', async () => {
    const chapter = await chapterOf('owner');
    const writer = live.open(chapter, 'owner');
    await writer.synced;
    for (let i = 1; i <= 120; i++) {
      writer.write(`word `.repeat(i));
      writer.provider.awareness!.setLocalStateField('cursor', { anchor: i, head: i });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await until('everything is acknowledged', () => !writer.provider.hasUnsyncedChanges);
    expect(writer.closeCodes).toEqual([]);
  });
});

/** The promise's value, or undefined when it takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);
}
