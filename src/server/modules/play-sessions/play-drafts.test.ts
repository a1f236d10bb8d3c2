import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PlayCuration, PlayDraftResult } from '@common/schemas/play-curation';
import type { PlayEntry } from '@common/schemas/play-sessions';
import { buildCharacter } from '../../db/factories.test-support';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setTier } from '../exports/exports.test-support';
import { as, entriesUrl, liveTable } from './play.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

const WHISPER = 'You hear a second boat.';
const ASIDE = 'brb, tea';

/** A played scene: narration, Anna as Isolde, Ben's aside, a whisper to Anna, Ben's roll. */
async function playedScene() {
  const table = await liveTable(t);
  const { gm, anna, ben, sessionId } = table;
  const isolde = await buildCharacter(t.database.db, anna.user.id, { name: 'Isolde' });
  const posts: [typeof gm, object][] = [
    [gm, { kind: 'Narration', text: 'Fog rolls in over Saltmere.' }],
    [anna, { kind: 'InCharacter', text: 'Who goes there?', characterId: isolde.id }],
    [ben, { kind: 'OutOfCharacter', text: ASIDE }],
    [gm, { kind: 'Whisper', text: WHISPER, to: [anna.user.id] }],
    [ben, { kind: 'Roll', formula: '1d20+2', label: 'Stealth' }],
    [gm, { kind: 'Narration', text: 'A lantern answers from the pier.' }],
  ];
  const ids: string[] = [];
  for (const [who, body] of posts)
    ids.push(((await as(t, who, 'POST', entriesUrl(sessionId), body)).json() as PlayEntry).id);
  return { ...table, ids, base: `/api/v1/play-sessions/${sessionId}` };
}

const chapterText = async (storyId: string, chapterId: string) => {
  const [row] = await queryRows<{ text: string; status: string }>(
    t.database.db,
    sql`select content_text as text, status from chapters where story_id = ${storyId} and chapter_id = ${chapterId}`,
  );
  return row!;
};

describe('drafting a chapter from a session', () => {
  it('writes the curated selection as a new draft chapter linked to its session', async () => {
    const { gm, base, storyId } = await playedScene();
    const res = await as(t, gm, 'POST', `${base}/drafts`, {
      title: 'The pier',
      rolls: 'aside',
      requestKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json() as PlayDraftResult;
    expect(draft).toMatchObject({ storyId, chapterTitle: 'The pier', creditOffered: [] });
    const chapter = await chapterText(storyId, draft.chapterId);
    expect(chapter.status).toBe('draft');
    expect(chapter.text).toContain('Fog rolls in over Saltmere.');
    expect(chapter.text).toContain('“Who goes there?” said Isolde.');
    expect(chapter.text).toMatch(/rolled Stealth, 1d20\+2: \d+/);
    // Hidden by the curation (its defaults): the aside and the whisper never reach the chapter.
    expect(chapter.text).not.toContain(WHISPER);
    expect(chapter.text).not.toContain(ASIDE);
    expect(draft.wordCount).toBeGreaterThan(10);
    const view = (await as(t, gm, 'GET', `${base}/curation`)).json() as PlayCuration;
    expect(view.drafts.map((d) => d.chapterId)).toEqual([draft.chapterId]);
  });

  it('makes one chapter when the same request arrives twice at once', async () => {
    const { gm, base, storyId } = await playedScene();
    const body = { title: 'Twice', requestKey: randomUUID() };
    const [a, b] = await Promise.all([
      as(t, gm, 'POST', `${base}/drafts`, body),
      as(t, gm, 'POST', `${base}/drafts`, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().chapterId).toBe(b.json().chapterId);
    const rows = await queryRows(t.database.db, sql`select 1 from chapters where story_id = ${storyId}`);
    expect(rows).toHaveLength(1);
    expect(a.json().chapterTitle).toBe('Twice');
  });

  it('appends to a chosen draft chapter, keeping its text, and refuses a published one', async () => {
    const { gm, base, storyId } = await playedScene();
    const chapters = `/api/v1/stories/${storyId}/chapters`;
    const made = (await as(t, gm, 'POST', chapters, { title: 'Before' })).json();
    const doc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Earlier.' }] }],
    };
    await as(t, gm, 'PATCH', `${chapters}/${made.id}`, { content: doc });
    const body = { chapterId: made.id, requestKey: randomUUID() };
    const [a, b] = await Promise.all([
      as(t, gm, 'POST', `${base}/drafts`, body),
      as(t, gm, 'POST', `${base}/drafts`, body),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([201, 201]);
    const text = (await chapterText(storyId, made.id)).text;
    expect(text).toContain('Earlier.');
    expect(text.match(/Fog rolls in/g)).toHaveLength(1);
    expect(text).not.toMatch(/rolled/);

    await as(t, gm, 'PATCH', `${chapters}/${made.id}`, { status: 'published' });
    const onPublished = await as(t, gm, 'POST', `${base}/drafts`, { ...body, requestKey: randomUUID() });
    expect(onPublished.statusCode).toBe(409);
  });

  it('refuses players, the owner off the table and strangers; bad input is a clear 400', async () => {
    const { anna, outsider, base } = await playedScene();
    const body = { title: 'Mine', requestKey: randomUUID() };
    expect((await as(t, anna, 'POST', `${base}/drafts`, body)).statusCode).toBe(403);
    expect((await as(t, outsider, 'POST', `${base}/drafts`, body)).statusCode).toBe(404);
    const { gm, base: other } = await playedScene();
    const both = await as(t, gm, 'POST', `${other}/drafts`, { ...body, chapterId: randomUUID() });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toContain('Give a title');
    expect((await as(t, gm, 'POST', `${other}/drafts`, { title: 'x' })).statusCode).toBe(400);
  });
});

describe('credit for the players', () => {
  it('offers the in-character players an invitation they accept or decline; nobody is added silently', async () => {
    const { gm, anna, ben, base, storyId } = await playedScene();
    await setTier(t, gm.user.id, 'Worldsmith');
    const res = await as(t, gm, 'POST', `${base}/drafts`, {
      title: 'Credit',
      requestKey: randomUUID(),
      credit: [anna.user.id, ben.user.id],
    });
    const draft = res.json() as PlayDraftResult;
    // Ben only chattered and rolled: he played no character, so he is not offered credit.
    expect(draft.creditOffered.map((p) => p.id)).toEqual([anna.user.id]);
    const onStory = () =>
      queryRows(
        t.database.db,
        sql`select user_id, role from story_collaborators where story_id = ${storyId}`,
      );
    expect(await onStory()).toEqual([]);

    const offer = (await as(t, anna, 'GET', `${base}/credit`)).json();
    expect(offer.offer).toMatchObject({ storyId, offeredBy: gm.user.username });
    expect(offer.offer.chapters.map((c: { id: string }) => c.id)).toEqual([draft.chapterId]);
    expect((await as(t, ben, 'GET', `${base}/credit`)).json()).toEqual({ offer: null });
    const bell = (await as(t, anna, 'GET', '/api/v1/notifications')).json().items;
    expect(bell[0]).toMatchObject({
      kind: 'play_credit',
      link: `/stories/${storyId}/play/${base.split('/').at(-1)}`,
    });

    expect((await as(t, ben, 'POST', `${base}/credit/accept`)).statusCode).toBe(404);
    expect((await as(t, anna, 'POST', `${base}/credit/accept`)).statusCode).toBe(200);
    expect(await onStory()).toEqual([{ user_id: anna.user.id, role: 'Collaborator' }]);
    expect((await as(t, anna, 'GET', `${base}/credit`)).json()).toEqual({ offer: null });
  });

  it('declining drops the offer; a game master on a plan without collaborators offers nothing', async () => {
    const { gm, anna, base } = await playedScene();
    const free = await as(t, gm, 'POST', `${base}/drafts`, {
      title: 'Free',
      requestKey: randomUUID(),
      credit: [anna.user.id],
    });
    expect(free.json().creditOffered).toEqual([]);
    expect(free.json().creditNote).toContain('Worldsmith');
    await setTier(t, gm.user.id, 'Worldsmith');
    await as(t, gm, 'POST', `${base}/drafts`, {
      title: 'Paid',
      requestKey: randomUUID(),
      credit: [anna.user.id],
    });
    expect((await as(t, anna, 'DELETE', `${base}/credit`)).statusCode).toBe(204);
    expect((await as(t, anna, 'GET', `${base}/credit`)).json()).toEqual({ offer: null });
    expect((await as(t, anna, 'DELETE', `${base}/credit`)).statusCode).toBe(404);
  });
});
