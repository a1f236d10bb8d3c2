import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibrarySearchPage } from '@common/schemas/library';
import { buildStory, buildUser } from '../../db/factories.test-support';
import type { TestApp } from '../../test/test-app';
import { buildPublishedStory } from '../library/library.test-support';
import { SERVER_DRAWN_STORIES } from './community-hub-html';
import { createShellApp } from './open-web.test-support';

/**
 * /community as a browser first gets it, over real HTTP handling: with published stories, the
 * Community Hub drawn with the app's classes (community-hub-html.ts) around the first cards of
 * the same page the Discover Stories list then reads from the API; the plain page when nothing
 * is published or the address asks for another tab or a search.
 */
let t: TestApp;
let authorId: string;
const get = (url: string) => t.app.inject({ method: 'GET', url });
const HOSTILE = `</h3><script>alert(1)</script> & "quotes"`;
const DRAWN =
  /<div data-ssr="app"[^>]*>.*<h1 class="[^"]*">Community Hub<\/h1>.*<\/div><div id="root"><\/div>/s;

beforeAll(async () => {
  t = await createShellApp();
  authorId = (await buildUser(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
});

describe('the server-drawn Community Hub', () => {
  it('is the plain page while no story is published (the app draws its empty state)', async () => {
    await buildStory(t.database.db, authorId, { title: 'Private Manuscript' });
    const res = await get('/community');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Community Hub</h1>');
    expect(res.body).not.toContain('<div data-ssr="app"');
    expect(res.body).not.toContain('Private Manuscript');
  });

  it("draws Discover Stories' first cards in the API's order, escaped, with the list's read preloaded", async () => {
    const db = t.database.db;
    for (let i = 0; i < 8; i++)
      await buildPublishedStory(db, authorId, {
        title: `Harbour Tale ${i}`,
        description: `Tale number ${i} of the harbour.`,
        viewCount: 100 - i,
      });
    await buildPublishedStory(db, authorId, { title: HOSTILE, description: HOSTILE, viewCount: 1000 });

    const res = await get('/community');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(DRAWN);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;/h3&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(html).not.toContain('Private Manuscript');
    // The same first page the app's list reads, in its order, the first SERVER_DRAWN_STORIES of it.
    const api = (await get('/api/v1/library/search?limit=10')).json() as LibrarySearchPage;
    const links = [...html.matchAll(/<a href="\/library\/([0-9a-f-]{36})"/g)].map((m) => m[1]);
    expect(links).toEqual(api.items.slice(0, SERVER_DRAWN_STORIES).map((s) => s.id));
    // The tabs and filters wait for the app; the list's read is preloaded at low priority.
    expect(html).toMatch(/<button type="button" role="tab" [^>]*aria-selected="true"[^>]* disabled=""/);
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/v1/library/search?limit=10" crossorigin="anonymous" fetchpriority="low">',
    );
  });

  it('another tab or a search in the address gets the plain page', async () => {
    for (const url of ['/community?tab=groups', '/community?q=harbour']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>Community Hub</h1>');
      expect(res.body, url).not.toContain('<div data-ssr="app"');
      expect(res.body, url).not.toContain('rel="preload" as="fetch"');
    }
  });
});
