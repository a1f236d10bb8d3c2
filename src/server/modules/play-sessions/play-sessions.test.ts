import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PlayEntry } from '@common/schemas/play-sessions';
import { buildCharacter } from '../../db/factories.test-support';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { agePost, as, entriesUrl, liveTable } from './play.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const texts = (items: PlayEntry[]) => items.map((e) => e.text ?? e.title ?? e.roll?.formula);

describe('the live table over HTTP', () => {
  it('hands out pictures the game master uploaded here, and nothing from elsewhere', async () => {
    const { gm, anna, sessionId } = await liveTable(t);
    const url = entriesUrl(sessionId);
    const own = `/uploads/story-images/${gm.user.id}/1-0000000000000000.jpg`;
    const map = await as(t, gm, 'POST', url, { kind: 'Handout', title: 'The map', image: own });
    expect(map.statusCode, map.body).toBe(201);
    expect(map.json()).toMatchObject({ kind: 'Handout', title: 'The map', text: null, image: own });
    expect((await as(t, anna, 'GET', url)).json().items[0].image).toBe(own);
    for (const image of [
      'https://tracker.example/pixel.png',
      `/uploads/story-images/${anna.user.id}/1-0000000000000000.jpg`,
      `/uploads/character-images/${gm.user.id}/1-0000000000000000.jpg`,
    ]) {
      const res = await as(t, gm, 'POST', url, { kind: 'Handout', title: 'Bad', image });
      expect([res.statusCode, res.json().error.message]).toEqual([400, 'Invalid image URL']);
    }
    const empty = await as(t, gm, 'POST', url, { kind: 'Handout', title: 'Nothing' });
    expect([empty.statusCode, empty.json().error.message]).toEqual([
      400,
      'Give the handout some text or a picture',
    ]);
    expect((await as(t, gm, 'GET', url)).json().items).toHaveLength(1);
  });

  it('keeps a typed, server-ordered log with characters, rolls, scenes and handouts', async () => {
    const table = await liveTable(t);
    const { gm, anna, sessionId } = table;
    const portrait = '/uploads/character-images/x/1-0000000000000000.jpg';
    const isolde = await buildCharacter(t.database.db, anna.user.id, {
      name: 'Isolde',
      characterImage: portrait,
    });
    const url = entriesUrl(sessionId);
    const posts: [typeof gm, object][] = [
      [gm, { kind: 'SceneBreak', title: 'The harbour' }],
      [gm, { kind: 'Narration', text: 'Fog rolls in over Saltmere.' }],
      [anna, { kind: 'InCharacter', text: 'Who goes there?', characterId: isolde.id }],
      [anna, { kind: 'OutOfCharacter', text: 'brb, tea' }],
      [anna, { kind: 'Roll', formula: '/roll 2d20kh1+5', label: 'Perception' }],
      [gm, { kind: 'Handout', title: 'A letter', text: 'Meet me at dawn.' }],
    ];
    for (const [who, body] of posts) expect((await as(t, who, 'POST', url, body)).statusCode).toBe(201);

    const page = (await as(t, table.ben, 'GET', url)).json();
    expect(page.items.map((e: PlayEntry) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(page.items.map((e: PlayEntry) => e.kind)).toEqual([
      'SceneBreak',
      'Narration',
      'InCharacter',
      'OutOfCharacter',
      'Roll',
      'Handout',
    ]);
    const ic = page.items[2] as PlayEntry;
    expect(ic.character).toEqual({ id: isolde.id, name: 'Isolde', image: portrait });
    const roll = page.items[4] as PlayEntry;
    expect(roll.text).toBe('Perception');
    expect(roll.roll!.formula).toBe('2d20kh1+5');
    expect(roll.roll!.dice).toHaveLength(2);
    expect(roll.roll!.total).toBe(Math.max(...roll.roll!.dice.map((d) => d.value)) + 5);
    // Everyone sees the same result: it was thrown once, on the server.
    expect((await as(t, gm, 'GET', url)).json().items[4].roll).toEqual(roll.roll);
  });

  it('refuses what a player may not post, and bad input, with clear answers', async () => {
    const { gm, anna, ben, sessionId } = await liveTable(t);
    const url = entriesUrl(sessionId);
    const narration = await as(t, anna, 'POST', url, { kind: 'Narration', text: 'I narrate' });
    expect(narration.statusCode).toBe(403);
    const foreign = await buildCharacter(t.database.db, ben.user.id);
    const stolen = await as(t, anna, 'POST', url, {
      kind: 'InCharacter',
      text: 'Hi',
      characterId: foreign.id,
    });
    expect(stolen.json().error.message).toBe('Choose one of your characters');
    const tooLong = await as(t, anna, 'POST', url, { kind: 'OutOfCharacter', text: 'x'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain('at most 4000 characters');
    const badRoll = await as(t, anna, 'POST', url, { kind: 'Roll', formula: 'fireball' });
    expect(badRoll.statusCode).toBe(400);
    expect(badRoll.json().error.message).toContain('That roll could not be read');
    const badKind = await as(t, anna, 'POST', url, { kind: 'Shout', text: 'HEY' });
    expect(badKind.statusCode).toBe(400);
    // A change with nothing in it (unknown fields only) is a clear 400, not a failed UPDATE.
    const empty = await as(t, gm, 'PATCH', `/api/v1/play-sessions/${sessionId}`, { colour: 'red' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Nothing to update');
    await as(t, gm, 'PATCH', `/api/v1/play-sessions/${sessionId}`, { status: 'Ended' });
    const ended = await as(t, anna, 'POST', url, { kind: 'OutOfCharacter', text: 'late' });
    expect(ended.statusCode).toBe(409);
    expect(
      (await as(t, gm, 'PATCH', `/api/v1/play-sessions/${sessionId}`, { status: 'Live' })).statusCode,
    ).toBe(409);
  });

  it('answers a flood of posts with 429 for that poster only', async () => {
    const { gm, anna, sessionId } = await liveTable(t);
    const url = entriesUrl(sessionId);
    // 45 posts at once: more than two windows' budget, wherever the window boundary falls.
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        as(t, anna, 'POST', url, { kind: 'OutOfCharacter', text: `spam ${i}` }),
      ),
    );
    const accepted = answers.filter((r) => r.statusCode === 201).length;
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThanOrEqual(40);
    expect(refused.length).toBe(45 - accepted);
    expect(refused[0]!.json().error.message).toMatch(/^You are posting too fast/);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await as(t, gm, 'POST', url, { kind: 'Narration', text: 'Calm.' })).statusCode).toBe(201);
  });

  it('lets the poster edit for five minutes and the game master always, marking edits', async () => {
    const { gm, anna, ben, sessionId } = await liveTable(t);
    const url = entriesUrl(sessionId);
    const entry = (await as(t, anna, 'POST', url, { kind: 'OutOfCharacter', text: 'teh dragon' })).json();
    expect(entry.abilities).toEqual({ edit: true, delete: true });
    expect((await as(t, ben, 'PATCH', `${url}/${entry.id}`, { text: 'mine now' })).statusCode).toBe(403);
    const fixed = await as(t, anna, 'PATCH', `${url}/${entry.id}`, { text: 'the dragon' });
    expect(fixed.json().text).toBe('the dragon');
    expect(fixed.json().editedAt).not.toBeNull();
    await agePost(t, entry.id, 6);
    expect((await as(t, anna, 'PATCH', `${url}/${entry.id}`, { text: 'late fix' })).statusCode).toBe(403);
    expect((await as(t, anna, 'DELETE', `${url}/${entry.id}`)).statusCode).toBe(403);
    expect((await as(t, gm, 'PATCH', `${url}/${entry.id}`, { text: 'The dragon.' })).statusCode).toBe(200);
    expect((await as(t, gm, 'DELETE', `${url}/${entry.id}`)).statusCode).toBe(204);
    expect((await as(t, gm, 'GET', url)).json().items).toEqual([]);
    const roll = (await as(t, anna, 'POST', url, { kind: 'Roll', formula: '1d6' })).json();
    expect((await as(t, gm, 'PATCH', `${url}/${roll.id}`, { text: 'rigged' })).json().error.message).toBe(
      'A roll cannot be edited',
    );
  });

  it('pages older entries with a keyset cursor, in log order', async () => {
    const { gm, sessionId } = await liveTable(t);
    const url = entriesUrl(sessionId);
    for (let i = 1; i <= 7; i += 1) await as(t, gm, 'POST', url, { kind: 'Narration', text: `line ${i}` });
    const first = (await as(t, gm, 'GET', `${url}?limit=3`)).json();
    expect(texts(first.items)).toEqual(['line 5', 'line 6', 'line 7']);
    const second = (await as(t, gm, 'GET', `${url}?limit=3&cursor=${first.nextCursor}`)).json();
    expect(texts(second.items)).toEqual(['line 2', 'line 3', 'line 4']);
    const third = (await as(t, gm, 'GET', `${url}?limit=3&cursor=${second.nextCursor}`)).json();
    expect(texts(third.items)).toEqual(['line 1']);
    expect(third.nextCursor).toBeNull();
    expect((await as(t, gm, 'GET', `${url}?cursor=nonsense`)).statusCode).toBe(400);
  });

  it('manages players: candidates, add by username, remove, leave', async () => {
    const { gm, anna, ben, outsider, sessionId } = await liveTable(t);
    const base = `/api/v1/play-sessions/${sessionId}`;
    const session = (await as(t, anna, 'GET', base)).json();
    expect(session.players.map((p: { id: string }) => p.id).sort()).toEqual(
      [anna.user.id, ben.user.id].sort(),
    );
    expect(session.abilities).toEqual({ manage: false, post: true });
    const unknown = await as(t, gm, 'POST', `${base}/players`, { username: 'nobody-at-all' });
    expect(unknown.json().error.message).toBe('No user with that username');
    expect(
      (await as(t, anna, 'POST', `${base}/players`, { username: outsider.user.username })).statusCode,
    ).toBe(403);
    expect((await as(t, anna, 'DELETE', `${base}/players/${ben.user.id}`)).statusCode).toBe(403);
    expect((await as(t, anna, 'DELETE', `${base}/players/${anna.user.id}`)).statusCode).toBe(204);
    expect((await as(t, anna, 'GET', base)).statusCode).toBe(404);
    expect((await as(t, gm, 'GET', `${base}/candidates`)).json().items).toEqual([]);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from play_session_players where play_session_id = ${sessionId}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses reader plans with the entitlements message', async () => {
    const { gm, storyId } = await liveTable(t);
    await t.database.db.execute(
      sql`update users set subscription_tier = 'Audience Member' where user_id = ${gm.user.id}`,
    );
    const res = await as(t, gm, 'POST', `/api/v1/stories/${storyId}/play-sessions`, { title: 'Two' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('Play sessions are run on a creator plan');
  });
});
