import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { queryRows } from '../../db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPublishedStory, request } from '../library/library.test-support';
import { setTier } from '../search/advanced-search.test-support';
import { runNeighboursJob } from './recommendations.job';

/**
 * Recommendations (issue 25) over a small library whose co-readers point at everything: what a
 * reader finished, muted or cannot read is never recommended; the job is deterministic; and the
 * routes answer each kind of caller as the plan table says.
 */
let t: TestApp;
const ids: Record<string, string> = {};
const who: Record<'connoisseur' | 'audience' | 'other', { id: string; cookie: string }> = {} as never;

const progress = (userId: string, storyId: string, percent = 50) =>
  t.database.db.execute(
    sql`insert into user_reading_progress (user_id, story_id, progress_percentage) values (${userId}, ${storyId}, ${percent})`,
  );

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const [name, tier] of [
    ['connoisseur', 'Story Connoisseur'],
    ['audience', 'Audience Member'],
    ['other', 'Story Connoisseur'],
  ] as const) {
    const u = await createSignedInUser(t, `rec${name}`);
    await setTier(t, u.user.id, tier);
    who[name] = { id: u.user.id, cookie: u.cookie };
  }
  const author = await buildUser(db, { username: 'recauthor' });
  const muted = await buildUser(db, { username: 'recmuted' });
  const published = (title: string, extra = {}, by = author.id) =>
    buildPublishedStory(db, by, { title, genre: 'Fantasy', viewCount: 10, ...extra });
  ids.anchor = (await published('Anchor')).id;
  ids.finished = (await published('Finished')).id;
  ids.good = (await published('Good')).id;
  ids.popular = (await published('Popular', { genre: 'Horror', viewCount: 5000 })).id;
  ids.exclusive = (await published('Exclusive', { exclusive: true, viewCount: 9000 })).id;
  ids.mutedStory = (await published('By the muted author', { viewCount: 8000 }, muted.id)).id;
  ids.private = (
    await buildStory(db, author.id, { title: 'Private', privacyLevel: 'Private', viewCount: 7000 })
  ).id;
  ids.draft = (
    await buildStory(db, author.id, { title: 'Draft', privacyLevel: 'Public', viewCount: 6000 })
  ).id;
  // Nobody read it yet, so it has no neighbours; the connoisseur follows its author.
  const followed = await buildUser(db, { username: 'recfollowed' });
  await published('Fresh from a followed author', { viewCount: 1 }, followed.id);
  await db.execute(
    sql`insert into user_follows (follower_id, following_id) values (${who.connoisseur.id}, ${followed.id})`,
  );
  // Three co-readers read everything, so every story is everything's neighbour.
  for (let i = 0; i < 3; i++) {
    const co = await buildUser(db);
    for (const id of Object.values(ids)) await progress(co.id, id);
  }
  await progress(who.connoisseur.id, ids.anchor, 100);
  await progress(who.connoisseur.id, ids.finished, 100);
  await request(t, who.connoisseur.cookie, 'PUT', '/api/v1/users/recmuted/mute');
}, 60_000);
afterAll(() => t?.close());

const titlesOf = (items: { title: string }[]) => items.map((s) => s.title);
const neighbourRows = () =>
  queryRows(
    t.database.db,
    sql`select story_id, neighbour_id, score from story_neighbours order by story_id, neighbour_id`,
  );

describe('the recommendation job', () => {
  it('computes neighbours from co-readers, and gives the same rows when run again', async () => {
    const first = await runNeighboursJob(t.database.db);
    expect(first.stories).toBeGreaterThanOrEqual(6);
    const rows = await neighbourRows();
    expect(rows.length).toBeGreaterThan(0);
    // Nothing new since: the incremental run does nothing; a full run rewrites the same rows.
    expect(await runNeighboursJob(t.database.db)).toEqual({ readers: 0, stories: 0 });
    await runNeighboursJob(t.database.db, new Date(), { full: true });
    expect(await neighbourRows()).toEqual(rows);
  });
});

describe('the similarity', () => {
  it('readers of a story also read first what more of them read, not what one of them happened to', async () => {
    const db = t.database.db;
    const story = async (title: string) =>
      (await buildPublishedStory(db, who.other.id, { title, genre: 'Mystery', viewCount: 1 })).id;
    const [lone, widely, once] = [await story('Lone'), await story('Widely read'), await story('Read once')];
    // Two readers of Lone both read Widely read, which 40 more readers read; one of them also
    // read Read once, which nobody else did. A cosine score (co-readers over the square root of
    // both reader counts) put Read once first: 1 / sqrt(2) beats 2 / sqrt(84).
    await db.execute(sql`insert into users (username, email)
      select 'simreader_' || i, 'simreader_' || i || '@test.test' from generate_series(0, 41) i`);
    const readers = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from users where username like 'simreader\_%' order by username`,
    );
    for (const [i, { user_id }] of readers.entries()) {
      await progress(user_id, widely);
      if (i < 2) await progress(user_id, lone);
      if (i === 1) await progress(user_id, once);
    }
    await runNeighboursJob(db);
    const res = await request(t, null, 'GET', `/api/v1/library/stories/${lone}/also-read?limit=2`);
    expect(titlesOf(res.json().items)).toEqual(['Widely read', 'Read once']);
  });
});

describe('what is never recommended', () => {
  const never = ['Anchor', 'Finished', 'By the muted author', 'Private', 'Draft'];

  it('a reader with AI recommendations: co-read stories first, never finished, muted or unreadable', async () => {
    const res = await request(t, who.connoisseur.cookie, 'GET', '/api/v1/me/recommendations?limit=20');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.kind).toBe('personal');
    expect(body.upgradeUrl).toBeNull();
    expect(titlesOf(body.items)).toContain('Good');
    for (const title of never) expect(titlesOf(body.items)).not.toContain(title);
  });

  it('the personal list takes co-read and content matches in turn, so neither crowds the other out', async () => {
    const res = await request(t, who.connoisseur.cookie, 'GET', '/api/v1/me/recommendations?limit=2');
    const titles = titlesOf(res.json().items);
    expect(titles).toHaveLength(2);
    expect(titles[1]).toBe('Fresh from a followed author');
    expect(titles[0]).not.toBe('Fresh from a followed author');
  });

  it('a reader without the plan gets the popular list and the plan hint, never an exclusive story', async () => {
    const res = await request(t, who.audience.cookie, 'GET', '/api/v1/me/recommendations?limit=20');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'popular', upgradeUrl: '/subscription' });
    expect(body.plans).toContain('Story Connoisseur');
    expect(titlesOf(body.items).slice(0, 2)).toEqual(['By the muted author', 'Popular']);
    for (const title of ['Exclusive', 'Private', 'Draft']) expect(titlesOf(body.items)).not.toContain(title);
  });

  it('readers of this story also read: its readable neighbours, for guests too', async () => {
    const guest = await request(t, null, 'GET', `/api/v1/library/stories/${ids.anchor}/also-read?limit=20`);
    expect(guest.statusCode, guest.body).toBe(200);
    const guestTitles = titlesOf(guest.json().items);
    expect(guestTitles).toContain('Good');
    for (const title of ['Anchor', 'Exclusive', 'Private', 'Draft']) expect(guestTitles).not.toContain(title);
    const mine = await request(
      t,
      who.connoisseur.cookie,
      'GET',
      `/api/v1/library/stories/${ids.anchor}/also-read`,
    );
    for (const title of never) expect(titlesOf(mine.json().items)).not.toContain(title);
  });
});

describe('recommendation routes: who may do what', () => {
  it('GET /me/recommendations: plan with AI recommendations personal, others popular, guests 401', async () => {
    const got: string[] = [];
    for (const [name, cookie] of [
      ['connoisseur', who.connoisseur.cookie],
      ['audience', who.audience.cookie],
      ['other', who.other.cookie],
      ['guest', null],
    ] as const) {
      const res = await request(t, cookie, 'GET', '/api/v1/me/recommendations');
      got.push(`${name} ${res.statusCode} ${res.statusCode === 200 ? res.json().kind : '-'}`);
    }
    expect(got).toEqual([
      'connoisseur 200 personal',
      'audience 200 popular',
      'other 200 personal',
      'guest 401 -',
    ]);
    const bad = await request(t, who.connoisseur.cookie, 'GET', '/api/v1/me/recommendations?limit=500');
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, 'limit is between 1 and 20']);
  });

  it('also-read: a story not in the library is 404 to everyone, its owner too', async () => {
    for (const id of [ids.private, ids.draft, '00000000-0000-4000-8000-000000000000', 'not-a-uuid'])
      for (const cookie of [null, who.connoisseur.cookie]) {
        const res = await request(t, cookie, 'GET', `/api/v1/library/stories/${id}/also-read`);
        expect(res.statusCode, `${id}`).toBe(404);
      }
  });

  it('muting: signed-in only, never oneself, unknown authors 404, each list private to its reader', async () => {
    expect((await request(t, null, 'PUT', '/api/v1/users/recauthor/mute')).statusCode).toBe(401);
    expect((await request(t, null, 'GET', '/api/v1/me/muted-authors')).statusCode).toBe(401);
    const self = await request(
      t,
      who.other.cookie,
      'PUT',
      `/api/v1/users/${await username(who.other.id)}/mute`,
    );
    expect([self.statusCode, self.json().error.message]).toEqual([400, 'You cannot mute yourself']);
    expect((await request(t, who.other.cookie, 'PUT', '/api/v1/users/nobody_here/mute')).statusCode).toBe(
      404,
    );
    const list = async (cookie: string) =>
      (await request(t, cookie, 'GET', '/api/v1/me/muted-authors'))
        .json()
        .items.map((m: { username: string }) => m.username);
    expect(await list(who.connoisseur.cookie)).toEqual(['recmuted']);
    expect(await list(who.other.cookie)).toEqual([]);
    const twice = await request(t, who.other.cookie, 'PUT', '/api/v1/users/recauthor/mute');
    expect([twice.statusCode, twice.json()]).toEqual([200, { muted: true }]);
    expect((await request(t, who.other.cookie, 'PUT', '/api/v1/users/recauthor/mute')).json()).toEqual({
      muted: true,
    });
    expect(await list(who.other.cookie)).toEqual(['recauthor']);
    expect((await request(t, who.other.cookie, 'DELETE', '/api/v1/users/recauthor/mute')).json()).toEqual({
      muted: false,
    });
    expect(await list(who.other.cookie)).toEqual([]);
  });

  it('the library filter hides muted authors in SQL, for plans with advanced filters', async () => {
    const search = (cookie: string, q: string) =>
      request(t, cookie, 'GET', `/api/v1/library/search?${q}&limit=50`);
    const all = titlesOf((await search(who.connoisseur.cookie, 'hideMuted=false')).json().items);
    const hidden = titlesOf((await search(who.connoisseur.cookie, 'hideMuted=true')).json().items);
    expect(all).toContain('By the muted author');
    expect(hidden).not.toContain('By the muted author');
    expect(hidden).toEqual(all.filter((title) => title !== 'By the muted author'));
    expect((await search(who.audience.cookie, 'hideMuted=true')).statusCode).toBe(403);
  });
});

async function username(id: string): Promise<string> {
  const [row] = await queryRows<{ username: string }>(
    t.database.db,
    sql`select username from users where user_id = ${id}`,
  );
  return row!.username;
}
