import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCharacter } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { as, entriesUrl, liveTable } from './play.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const WHISPER = 'The innkeeper is lying.';

async function scene() {
  const table = await liveTable(t);
  const { gm, anna, ben, sessionId } = table;
  const isolde = await buildCharacter(t.database.db, anna.user.id, { name: 'Isolde' });
  const url = entriesUrl(sessionId);
  await as(t, gm, 'POST', url, { kind: 'SceneBreak', title: 'The inn' });
  await as(t, gm, 'POST', url, { kind: 'Narration', text: 'Rain on the *shutters*.' });
  await as(t, anna, 'POST', url, { kind: 'InCharacter', text: 'A room, please.', characterId: isolde.id });
  await as(t, gm, 'POST', url, { kind: 'Whisper', text: WHISPER, to: [anna.user.id] });
  await as(t, ben, 'POST', url, { kind: 'Roll', formula: '2d6', label: 'Insight' });
  return { ...table, file: (f: string) => `/api/v1/play-sessions/${sessionId}/export?format=${f}` };
}

describe('exporting a log', () => {
  it('gives Markdown and JSON with whispers only for their recipients and the game master', async () => {
    const { gm, anna, ben, file } = await scene();
    const md = await as(t, ben, 'GET', file('markdown'));
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-type']).toContain('text/markdown');
    expect(md.headers['content-disposition']).toBe('attachment; filename="night-one.md"');
    expect(md.body).toContain('# Night one');
    expect(md.body).toContain('## The inn');
    expect(md.body).toContain('Rain on the \\*shutters\\*.');
    expect(md.body).toContain('**Isolde** (');
    expect(md.body).toMatch(/rolled Insight, 2d6: \d+ \(\d+, \d+\)/);
    // Ben is neither the whisper's recipient nor the game master: not a word of it, in any format.
    expect(md.body).not.toContain(WHISPER);
    expect(md.body).not.toContain('Whisper');
    const json = await as(t, ben, 'GET', file('json'));
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.body).not.toContain(WHISPER);
    expect(json.json().entries.map((e: { kind: string }) => e.kind)).toEqual([
      'SceneBreak',
      'Narration',
      'InCharacter',
      'Roll',
    ]);

    for (const who of [anna, gm]) {
      expect((await as(t, who, 'GET', file('markdown'))).body).toContain(WHISPER);
      expect((await as(t, who, 'GET', file('json'))).json().entries).toHaveLength(5);
    }
  });

  it('is refused to strangers (404) and to an unknown format (400)', async () => {
    const { gm, outsider, file } = await scene();
    const stranger = await as(t, outsider, 'GET', file('json'));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Rain');
    const bad = await as(t, gm, 'GET', file('pdf'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('markdown or json');
  });
});
