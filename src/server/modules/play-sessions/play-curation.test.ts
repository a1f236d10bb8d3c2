import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CuratedEntry, PlayCuration } from '@common/schemas/play-curation';
import type { PlayEntry } from '@common/schemas/play-sessions';
import { buildCharacter } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { as, entriesUrl, liveTable } from './play.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

/** A played scene: narration, two in-character lines, an aside, a whisper, a roll, a typo. */
async function playedScene() {
  const table = await liveTable(t);
  const { gm, anna, ben, sessionId } = table;
  const isolde = await buildCharacter(t.database.db, anna.user.id, { name: 'Isolde' });
  const url = entriesUrl(sessionId);
  const posts: [typeof gm, object][] = [
    [gm, { kind: 'Narration', text: 'Fog rolls in over Saltmere.' }],
    [anna, { kind: 'InCharacter', text: 'Who goes there?', characterId: isolde.id }],
    [anna, { kind: 'InCharacter', text: 'Show yourslef.', characterId: isolde.id }],
    [ben, { kind: 'OutOfCharacter', text: 'brb, tea' }],
    [gm, { kind: 'Whisper', text: 'You hear a second boat.', to: [anna.user.id] }],
    [ben, { kind: 'Roll', formula: '1d20+2', label: 'Stealth' }],
    [gm, { kind: 'Narration', text: 'A lantern answers from the pier.' }],
  ];
  const ids: string[] = [];
  for (const [who, body] of posts) ids.push(((await as(t, who, 'POST', url, body)).json() as PlayEntry).id);
  return { ...table, ids, curation: `/api/v1/play-sessions/${sessionId}/curation` };
}

const outOf = (c: PlayCuration) => c.items.map((i) => i.leftOutBecause);

describe('curating a log', () => {
  it('leaves asides, whispers and rolls out by default, and toggles them in one click', async () => {
    const { gm, anna, curation } = await playedScene();
    const first = (await as(t, gm, 'GET', curation)).json() as PlayCuration;
    expect(first.settings).toMatchObject({ hideOutOfCharacter: true, hideWhispers: true, rolls: 'omit' });
    expect(outOf(first)).toEqual([null, null, null, 'outOfCharacter', 'whisper', 'roll', null]);
    // Only Anna posted in character: she is the one who may be offered credit.
    expect(first.credit).toEqual([
      { user: anna.user && { id: anna.user.id, username: anna.user.username }, characters: ['Isolde'] },
    ]);

    const shown = await as(t, gm, 'PUT', curation, {
      hideOutOfCharacter: false,
      hideWhispers: false,
      rolls: 'aside',
    });
    expect(shown.statusCode).toBe(200);
    expect(outOf(shown.json())).toEqual([null, null, null, null, null, null, null]);
    const hidden = (
      await as(t, gm, 'PUT', curation, { hideOutOfCharacter: true, hideWhispers: true })
    ).json();
    expect(outOf(hidden)).toEqual([null, null, null, 'outOfCharacter', 'whisper', null, null]);
  });

  it('selects a range, hides by hand, marks a scene and fixes a typo, never changing the log', async () => {
    const { gm, ben, sessionId, ids, curation } = await playedScene();
    expect((await as(t, gm, 'PUT', curation, { fromSeq: 2, toSeq: 6 })).statusCode).toBe(200);
    const fixed = await as(t, gm, 'PATCH', `${curation}/entries/${ids[2]}`, { text: 'Show yourself.' });
    expect(fixed.statusCode).toBe(200);
    expect((fixed.json() as CuratedEntry).fixedText).toBe('Show yourself.');
    await as(t, gm, 'PATCH', `${curation}/entries/${ids[1]}`, { sceneTitle: 'The pier' });
    await as(t, gm, 'PATCH', `${curation}/entries/${ids[6]}`, { hidden: true });

    const view = (await as(t, gm, 'GET', curation)).json() as PlayCuration;
    expect(outOf(view)).toEqual(['range', null, null, 'outOfCharacter', 'whisper', 'roll', 'range']);
    expect(view.items[6]!.hidden).toBe(true);
    expect(view.items[1]!.sceneTitle).toBe('The pier');
    // The log itself is untouched: same entries, original text, no 'edited' mark.
    const log = (await as(t, ben, 'GET', entriesUrl(sessionId))).json().items as PlayEntry[];
    expect(log.find((e) => e.id === ids[2])).toMatchObject({ text: 'Show yourslef.', editedAt: null });
    expect(log).toHaveLength(6); // Ben never sees the whisper.

    // A cleared mark goes back to the original; bad input is a clear 400.
    const cleared = (await as(t, gm, 'PATCH', `${curation}/entries/${ids[2]}`, { text: null })).json();
    expect(cleared.fixedText).toBeNull();
    const backwards = await as(t, gm, 'PUT', curation, { fromSeq: 5, toSeq: 3 });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toContain('start before it ends');
    const onRoll = await as(t, gm, 'PATCH', `${curation}/entries/${ids[5]}`, { text: 'nat 20' });
    expect(onRoll.statusCode).toBe(400);
    expect((await as(t, gm, 'PATCH', `${curation}/entries/${ids[5]}`, {})).statusCode).toBe(400);
  });

  it('is the game master’s alone: players are refused, strangers learn nothing', async () => {
    const { anna, outsider, ids, curation } = await playedScene();
    expect((await as(t, anna, 'GET', curation)).statusCode).toBe(403);
    expect((await as(t, anna, 'PATCH', `${curation}/entries/${ids[0]}`, { hidden: true })).statusCode).toBe(
      403,
    );
    const stranger = await as(t, outsider, 'GET', curation);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('Saltmere');
  });
});
