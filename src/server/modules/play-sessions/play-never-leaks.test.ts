import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayEntry } from '@common/schemas/play-sessions';
import { ORIGIN } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  as,
  entriesUrl,
  liveTable,
  openTable,
  until,
  type Person,
  type TableSocket,
} from './play.test-support';

/**
 * Never leaks: no entry or whisper of a table reaches anyone outside it (or a whisper anyone it
 * was not for), over HTTP or the live socket; a removed player stops receiving at once.
 */
let t: TestApp;
let base = '';
const sockets: TableSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000', PUBLIC_URL: ORIGIN });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const open = (who: Person, sessionId: string) => {
  const socket = openTable(base, who, sessionId);
  sockets.push(socket);
  return socket;
};
const entryTexts = (s: TableSocket) =>
  s.messages.flatMap((m) => (m.type === 'entry' || m.type === 'entry-updated' ? [m.entry.text] : []));

describe('a table never leaks', () => {
  it('pushes entries live to the table, whispers only to their recipients and the game master', async () => {
    const { gm, anna, ben, outsider, sessionId } = await liveTable(t);
    const [gmSocket, annaSocket, benSocket] = [
      open(gm, sessionId),
      open(anna, sessionId),
      open(ben, sessionId),
    ];
    await Promise.all([gmSocket.opened, annaSocket.opened, benSocket.opened]);
    await expect(open(outsider, sessionId).opened).rejects.toThrow('refused 404');

    const url = entriesUrl(sessionId);
    await as(t, gm, 'POST', url, { kind: 'Narration', text: 'The door creaks.' });
    const whisper = (
      await as(t, gm, 'POST', url, { kind: 'Whisper', text: 'You recognise the ring.', to: [anna.user.id] })
    ).json() as PlayEntry;
    await as(t, gm, 'PATCH', `${url}/${whisper.id}`, { text: 'You recognise the silver ring.' });
    const roll = (await as(t, ben, 'POST', url, { kind: 'Roll', formula: '1d20' })).json() as PlayEntry;
    await as(t, ben, 'POST', url, { kind: 'OutOfCharacter', text: 'last line' });

    await until(
      () => entryTexts(benSocket).includes('last line') && entryTexts(annaSocket).includes('last line'),
    );
    await until(() => entryTexts(gmSocket).includes('last line'));
    expect(entryTexts(annaSocket)).toContain('You recognise the silver ring.');
    expect(entryTexts(gmSocket)).toContain('You recognise the silver ring.');
    expect(JSON.stringify(benSocket.messages)).not.toContain('ring');
    expect(JSON.stringify(benSocket.messages)).not.toContain(whisper.id);
    // The roll arrives identical for everyone.
    for (const s of [gmSocket, annaSocket, benSocket]) {
      const got = s.messages.find((m) => m.type === 'entry' && m.entry.id === roll.id);
      expect(got && got.type === 'entry' ? got.entry.roll : null).toEqual(roll.roll);
    }

    // Over HTTP: the other player's log, a stranger and a guest learn nothing.
    expect(JSON.stringify((await as(t, ben, 'GET', url)).json())).not.toContain('ring');
    expect((await as(t, anna, 'GET', url)).json().items.map((e: PlayEntry) => e.id)).toContain(whisper.id);
    for (const who of [outsider, undefined]) {
      for (const path of [url, `/api/v1/play-sessions/${sessionId}`]) {
        const res = await as(t, who, 'GET', path);
        expect(res.statusCode).toBe(who ? 404 : 401);
        expect(res.body).not.toContain('door');
      }
    }
    expect((await as(t, ben, 'PATCH', `${url}/${whisper.id}`, { text: 'x' })).statusCode).toBe(404);
  });

  it('stops a removed player at once, on the socket and over HTTP', async () => {
    const { gm, anna, ben, sessionId } = await liveTable(t);
    const [annaSocket, benSocket] = [open(anna, sessionId), open(ben, sessionId)];
    await Promise.all([annaSocket.opened, benSocket.opened]);
    const url = entriesUrl(sessionId);
    await as(t, gm, 'POST', url, { kind: 'Narration', text: 'before' });
    await until(() => entryTexts(benSocket).includes('before'));

    expect(
      (await as(t, gm, 'DELETE', `/api/v1/play-sessions/${sessionId}/players/${ben.user.id}`)).statusCode,
    ).toBe(204);
    expect(await benSocket.closed).toBe(4403);
    expect(benSocket.messages.at(-1)).toEqual({ type: 'removed' });
    await as(t, gm, 'POST', url, { kind: 'Narration', text: 'after' });
    await until(() => entryTexts(annaSocket).includes('after'));
    expect(entryTexts(benSocket)).not.toContain('after');
    expect((await as(t, ben, 'GET', url)).statusCode).toBe(404);
    expect((await as(t, ben, 'POST', url, { kind: 'OutOfCharacter', text: 'still here?' })).statusCode).toBe(
      404,
    );
    await expect(open(ben, sessionId).opened).rejects.toThrow('refused 404');
  });

  it('refuses a socket from another origin or without a session', async () => {
    const { anna, sessionId } = await liveTable(t);
    await expect(open({ ...anna, cookie: '' }, sessionId).opened).rejects.toThrow('refused 401');
    await expect(open(anna, 'not-an-id').opened).rejects.toThrow('refused 404');
  });
});
