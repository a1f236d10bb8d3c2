import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { readerReadingHours } from '../../db/schema/reader-reading-hours';
import { buildPublishedStory } from '../library/library.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendAs } from '../tips/tips.test-support';

/**
 * The authorisation matrix of GET /api/v1/analytics/reader for a Patron reader, a Story
 * Connoisseur reader, another Patron, a creator (Master Weaver), an admin (Audience Member) and a
 * guest: the plan's refusal (403 naming the Patron plan), sign in (401), and every caller sees
 * their own numbers only (there is no parameter naming another reader; a stray one is ignored).
 */
type Actor = 'patron' | 'connoisseur' | 'other' | 'creator' | 'admin' | 'guest';
const ACTORS: Actor[] = ['patron', 'connoisseur', 'other', 'creator', 'admin', 'guest'];
const TIER: Record<Exclude<Actor, 'guest'>, string> = {
  patron: 'Patron of the Arts',
  connoisseur: 'Story Connoisseur',
  other: 'Patron of the Arts',
  creator: 'Master Weaver',
  admin: 'Audience Member',
};
const URL = '/api/v1/analytics/reader?year=2025';
let t: TestApp;
const cookies: Partial<Record<Actor, string>> = {};
let patronId = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const actor of ['patron', 'connoisseur', 'other', 'creator', 'admin'] as const) {
    const who = await createSignedInUser(t, `ra${actor}`);
    cookies[actor] = who.cookie;
    await t.database.db.execute(
      sql`update users set subscription_tier = ${TIER[actor]}, is_admin = ${actor === 'admin'}
          where user_id = ${who.user.id}`,
    );
    if (actor === 'patron') patronId = who.user.id;
    if (actor === 'creator') {
      const story = await buildPublishedStory(t.database.db, who.user.id);
      await t.database.db.insert(readerReadingHours).values({
        userId: patronId,
        storyId: story.id,
        day: '2025-03-01',
        hour: 8,
        seconds: 600,
        words: 900,
      });
    }
  }
});
afterAll(async () => t?.close());

describe('GET /api/v1/analytics/reader', () => {
  it('answers the Patron plan; other plans 403 naming it; a guest 401', async () => {
    const got: string[] = [];
    for (const actor of ACTORS)
      got.push(`${actor} ${(await sendAs(t, 'GET', URL, cookies[actor])).statusCode}`);
    expect(got).toEqual([
      'patron 200',
      'connoisseur 403',
      'other 200',
      'creator 403',
      'admin 403',
      'guest 401',
    ]);
    const refused = await sendAs(t, 'GET', URL, cookies.connoisseur);
    expect(refused.json().error).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      message:
        'The reading analytics dashboard is part of the Patron of the Arts plan, not your Story Connoisseur plan. Upgrade at /subscription.',
      details: { upgradeUrl: '/subscription' },
    });
  });

  it('never shows another reader’s reading, whatever the query names', async () => {
    const own = (await sendAs(t, 'GET', URL, cookies.patron)).json();
    expect(own.totals).toEqual({ seconds: 600, words: 900, days: 1 });
    for (const url of [URL, `${URL}&userId=${patronId}`, `${URL}&user=${patronId}`]) {
      const res = await sendAs(t, 'GET', url, cookies.other);
      expect([url, res.statusCode, res.json().totals]).toEqual([url, 200, { seconds: 0, words: 0, days: 0 }]);
    }
  });

  it('a cross-site GET reads only the caller’s own, like any other (nothing to change)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { origin: 'https://evil.example', cookie: cookies.other! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().totals.seconds).toBe(0);
    expect(res.headers['cache-control']).toContain('no-store');
  });
});
