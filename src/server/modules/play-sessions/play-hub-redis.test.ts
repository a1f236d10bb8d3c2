import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayEntry } from '@common/schemas/play-sessions';
import { buildApp } from '../../app';
import type { AppInstance } from '../../app-types';
import { ORIGIN } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { as, entriesUrl, liveTable, openTable, until, type TableSocket } from './play.test-support';

const redisUrl = process.env.REDIS_URL;

/**
 * Two servers on one database and one Redis: a table whose people sit on different servers.
 * Entries posted through one server reach the sockets open on the other, filtered there by the
 * same rules (a whisper only to its recipient and the game master), and a player removed through
 * one server is cut off on the other. Needs REDIS_URL (CI's postgres project).
 */
describe.skipIf(!redisUrl)('a live table across two servers', { timeout: 120_000 }, () => {
  let t: TestApp;
  let other: AppInstance;
  let baseOne = '';
  let baseTwo = '';
  const sockets: TableSocket[] = [];
  beforeAll(async () => {
    const env = { RATE_LIMIT_AUTH_PER_MINUTE: '1000', PUBLIC_URL: ORIGIN, REDIS_URL: redisUrl! };
    t = await createTestApp(env);
    // The second server: its own app, hub and Redis connections over the same database.
    other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    baseOne = await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseTwo = await other.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    await other?.close();
    await t?.close();
  });

  const texts = (s: TableSocket) =>
    s.messages.flatMap((m) => (m.type === 'entry' || m.type === 'entry-updated' ? [m.entry.text] : []));

  it('delivers entries to the other server, whispers only to their recipient, and cuts a removed player off', async () => {
    const { gm, anna, ben, sessionId } = await liveTable(t);
    const open = (base: string, who: typeof gm) => {
      const socket = openTable(base, who, sessionId);
      sockets.push(socket);
      return socket;
    };
    const gmSocket = open(baseOne, gm);
    const annaSocket = open(baseTwo, anna);
    const benSocket = open(baseTwo, ben);
    await Promise.all([gmSocket.opened, annaSocket.opened, benSocket.opened]);

    // The second server's Redis subscription settles on its own time: post until it relays.
    const url = entriesUrl(sessionId);
    let pings = 0;
    await until(() => {
      if (texts(annaSocket).length === 0 && pings < 50) {
        pings += 1;
        void as(t, gm, 'POST', url, { kind: 'Narration', text: `The hall is quiet (${pings}).` });
      }
      return texts(annaSocket).length > 0;
    }, 20_000);

    const whisper = (
      await as(t, gm, 'POST', url, { kind: 'Whisper', text: 'The steward lies.', to: [anna.user.id] })
    ).json() as PlayEntry;
    const roll = (await as(t, gm, 'POST', url, { kind: 'Roll', formula: '2d20kh1+5' })).json() as PlayEntry;
    await as(t, gm, 'POST', url, { kind: 'Narration', text: 'Dawn breaks.' });
    await until(
      () => texts(annaSocket).includes('Dawn breaks.') && texts(benSocket).includes('Dawn breaks.'),
    );

    expect(texts(annaSocket)).toContain('The steward lies.');
    expect(JSON.stringify(benSocket.messages)).not.toContain('steward');
    expect(JSON.stringify(benSocket.messages)).not.toContain(whisper.id);
    for (const s of [annaSocket, benSocket]) {
      const got = s.messages.find((m) => m.type === 'entry' && m.entry.id === roll.id);
      expect(got && got.type === 'entry' ? got.entry.roll : null).toEqual(roll.roll);
    }
    // In the server's order on the other server too.
    const seqs = annaSocket.messages.flatMap((m) => (m.type === 'entry' ? [m.entry.seq] : []));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

    // Removed through the first server, cut off on the second at once.
    const removed = await as(t, gm, 'DELETE', `/api/v1/play-sessions/${sessionId}/players/${ben.user.id}`);
    expect(removed.statusCode).toBe(204);
    await benSocket.closed;
    expect(benSocket.messages.some((m) => m.type === 'removed')).toBe(true);
    const before = benSocket.messages.length;
    await as(t, gm, 'POST', url, { kind: 'Narration', text: 'After Ben left.' });
    await until(() => texts(annaSocket).includes('After Ben left.'));
    expect(benSocket.messages.length).toBe(before);
  });
});
