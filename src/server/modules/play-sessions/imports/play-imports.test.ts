import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayEntry } from '@common/schemas/play-sessions';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { as, entriesUrl, liveTable } from '../play.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
const previewUrl = (id: string) => `/api/v1/play-sessions/${id}/imports/preview`;
const importUrl = (id: string) => `/api/v1/play-sessions/${id}/imports`;
const everything = async (who: Parameters<typeof as>[1], id: string) =>
  (await as(t, who, 'GET', `${entriesUrl(id)}?limit=200`)).json().items as PlayEntry[];

describe('importing a log played elsewhere', () => {
  it('previews a Roll20 archive with its kinds and guessed speakers, writing nothing', async () => {
    const { gm, sessionId } = await liveTable(t);
    const res = await as(t, gm, 'POST', previewUrl(sessionId), {
      fileName: 'chat.html',
      content: fixture('roll20-archive.html'),
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ format: 'roll20', lineCount: 320 });
    expect(preview.counts.Roll).toBe(38);
    expect(preview.counts.Whisper).toBe(14);
    expect(preview.speakers.find((s: { name: string }) => s.name === 'Mira')).toMatchObject({
      role: 'character',
    });
    expect(preview.speakers.find((s: { name: string }) => s.name === 'Morgan (GM)')).toMatchObject({
      role: 'person',
    });
    expect(preview.sample[0]).toMatchObject({ speaker: 'Morgan (GM)', kind: 'OutOfCharacter' });
    expect(await everything(gm, sessionId)).toEqual([]);
  });

  it('imports a transcript with the confirmed speakers: guests keep their names, whispers stay private', async () => {
    const { gm, anna, ben, sessionId } = await liveTable(t);
    const content = fixture('transcript.txt')
      .split('\n')
      .slice(0, 120)
      .join('\n')
      .replaceAll('Sam', anna.user.username)
      .replaceAll('Riley', ben.user.username);
    const speakers = [
      { name: 'Morgan', role: 'narrator', userId: gm.user.id },
      { name: anna.user.username, role: 'person', userId: anna.user.id },
      { name: ben.user.username, role: 'person', userId: ben.user.id },
      { name: 'Jo', role: 'person', userId: null },
      { name: 'Aldric', role: 'character', userId: anna.user.id },
      { name: 'Mira', role: 'character', userId: ben.user.id },
      { name: 'Tobin', role: 'character', userId: null },
    ];
    const res = await as(t, gm, 'POST', importUrl(sessionId), { fileName: 'log.txt', content, speakers });
    expect(res.statusCode).toBe(201);
    const imported = res.json().imported as number;
    expect(imported).toBeGreaterThan(100);

    const all = await everything(gm, sessionId);
    expect(all).toHaveLength(imported);
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    expect(all[5]).toMatchObject({ kind: 'SceneBreak', title: 'The Road to Harrowmere' });
    const aldric = all.find((e) => e.kind === 'InCharacter' && e.character?.name === 'Aldric')!;
    expect(aldric.author.id).toBe(anna.user.id);
    const jo = all.find((e) => e.guestName === 'Jo')!;
    expect(jo).toMatchObject({ kind: 'OutOfCharacter', author: { id: gm.user.id } });
    const roll = all.find((e) => e.kind === 'Roll' && e.text === 'Persuasion')!;
    expect(roll.roll).toMatchObject({ formula: '1d20+4', total: 13, dice: [{ sides: 20, value: 9 }] });

    // The whisper to ben's player name reaches ben and the game master, never anna.
    const whisper = all.find((e) => e.kind === 'Whisper' && e.text?.startsWith('You notice a fresh cut'))!;
    expect(whisper.whisperTo?.map((p) => p.id)).toEqual([ben.user.id]);
    expect((await everything(ben, sessionId)).some((e) => e.id === whisper.id)).toBe(true);
    expect((await everything(anna, sessionId)).some((e) => e.id === whisper.id)).toBe(false);
  });

  it('refuses what is not a log, too large, or not at the table, with clear messages, and writes nothing', async () => {
    const { gm, anna, outsider, sessionId } = await liveTable(t);
    const post = (content: string, speakers: object[] = []) =>
      as(t, gm, 'POST', importUrl(sessionId), { fileName: 'x.txt', content, speakers });
    // An image read as text, as a browser reads it: its invalid bytes become U+FFFD.
    const png = await post('\uFFFDPNG\r\n\u001a\n\uFFFD\uFFFD\rIHDR\uFFFD\uFFFD');
    expect([png.statusCode, png.json().error.message]).toEqual([400, 'That file is not a text log']);
    const json = await post('{"name": "inkforge", "version": "1.0.0"}');
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toMatch(/^That file is not a log we can read/);
    const big = await as(t, gm, 'POST', previewUrl(sessionId), {
      fileName: 'x.txt',
      content: 'a: b\n'.repeat(500_000),
    });
    expect([big.statusCode, big.json().error.message]).toEqual([
      400,
      'That file is too large: a log may be at most 2 MB',
    ]);
    const stranger = await post(fixture('transcript.txt'), [
      { name: 'Jo', role: 'person', userId: outsider.user.id },
    ]);
    expect([stranger.statusCode, stranger.json().error.message]).toEqual([
      400,
      'Jo: choose someone at this table',
    ]);
    expect(await everything(gm, sessionId)).toEqual([]);

    // Only the game master imports; people outside the table do not learn the session exists.
    const content = fixture('transcript.txt');
    expect(
      (await as(t, anna, 'POST', previewUrl(sessionId), { fileName: 'x.txt', content })).statusCode,
    ).toBe(403);
    expect(
      (await as(t, outsider, 'POST', previewUrl(sessionId), { fileName: 'x.txt', content })).statusCode,
    ).toBe(404);
    expect(
      (await as(t, undefined, 'POST', importUrl(sessionId), { fileName: 'x.txt', content, speakers: [] }))
        .statusCode,
    ).toBe(401);
  });
});
