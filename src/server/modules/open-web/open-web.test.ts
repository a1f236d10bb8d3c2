import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE_CLAIMS, claimText } from '@common/landing-claims';
import { ORIGIN, createSignedInUser } from '../../auth/auth.test-support';
import { eq } from 'drizzle-orm';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { users } from '../../db/schema/users';
import { stories } from '../../db/schema/stories';
import { createOpenWebRepository } from './open-web.repository';
import { userPrivacySettings } from '../../db/schema/privacy';
import type { TestApp } from '../../test/test-app';
import { BASE, ZERO, asArray, createShellApp, meta, parseXml } from './open-web.test-support';
import { buildChapterOf, buildPublishedStory } from '../library/library.test-support';

/**
 * The open web as a crawler meets it, over real HTTP handling (app.inject): server-rendered
 * public pages in the SPA shell, 404 and noindex for what a guest may not see, robots.txt, the
 * sitemap and the Atom feeds, parsed with a real XML parser.
 */
const HOSTILE = `</title><script>alert(1)</script> & "quotes" 'apos' \u0001bell`;

let t: TestApp;
let authorCookie: string;
let authorName: string;
const ids: Record<string, string> = {};

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createShellApp();
  const author = await createSignedInUser(t, 'writer');
  authorCookie = author.cookie;
  authorName = author.user.username;
  const db = t.database.db;
  await db.update(users).set({ bio: 'Writes about ember and ash.' }).where(eq(users.id, author.user.id));
  const story = await buildPublishedStory(db, author.user.id, {
    title: 'The Glass Orchard',
    description: 'A gardener grows trees of glass.\n\nEach one rings when a lie is told beneath it.',
    coverImage: '/uploads/covers/glass.png',
    genre: 'Fantasy',
  });
  ids.story = story.id;
  ids.chapter1 = (await buildChapterOf(db, story.id, 1, { title: 'The First Bell', words: 30 })).id;
  ids.draft = (await buildChapterOf(db, story.id, 2, { title: 'Secret draft', status: 'draft' })).id;
  ids.hostile = (await buildPublishedStory(db, author.user.id, { title: HOSTILE, description: HOSTILE })).id;
  ids.private = (
    await buildStory(db, author.user.id, { title: 'Hidden Manuscript', description: 'never shown' })
  ).id;
  const shy = await buildUser(db, { bio: 'Shy secret bio' });
  ids.shyName = shy.username;
  await db.insert(userPrivacySettings).values({ userId: shy.id, profileVisibility: 'private' });
  ids.shyStory = (await buildPublishedStory(db, shy.id, { title: 'Shy Story' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('server-rendered public pages', () => {
  it('gives a published story page its title, description, canonical, OpenGraph, Twitter card, feed link and text', async () => {
    const res = await get(`/library/${ids.story}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<title data-ssr-head>The Glass Orchard by ${authorName} · Inkforge</title>`);
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(meta(html, 'name', 'description')).toBe(
      'A gardener grows trees of glass. Each one rings when a lie is told beneath it.',
    );
    expect(html).toContain(`<link rel="canonical" href="${BASE}/library/${ids.story}"`);
    expect(meta(html, 'property', 'og:title')).toContain('The Glass Orchard');
    expect(meta(html, 'property', 'og:url')).toBe(`${BASE}/library/${ids.story}`);
    expect(meta(html, 'property', 'og:image')).toBe(`${BASE}/uploads/covers/glass.png`);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="New chapters of The Glass Orchard" href="${BASE}/feeds/stories/${ids.story}"`,
    );
    expect(html).not.toContain('name="robots"');
    // The content sits just before #root, drawn with the app's classes, until the app has the
    // page; the cover is fetched first; the draft chapter is not listed.
    expect(html).toMatch(
      /<div data-ssr="app"[^>]*>.*<h1[^>]*>The Glass Orchard<\/h1>.*<\/div><div id="root"><\/div>/s,
    );
    expect(html).toMatch(
      /<img src="[^"]*\/uploads\/covers\/glass\.png" alt="Cover of The Glass Orchard" fetchpriority="high"/,
    );
    expect(html).toMatch(/<p[^>]*>Each one rings when a lie is told beneath it\.<\/p>/);
    expect(html).toContain(`<a href="${BASE}/library/${ids.story}/chapters/${ids.chapter1}"`);
    expect(html).toMatch(/>The First Bell<\/span>/);
    expect(html).not.toContain('Secret draft');
    expect(html).not.toMatch(/<script>(?!.*src)/);
  });

  it('renders a published chapter with its first paragraphs, and 404s a draft chapter', async () => {
    const res = await get(`/library/${ids.story}/chapters/${ids.chapter1}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title data-ssr-head>The First Bell · The Glass Orchard');
    expect(res.body).toContain(
      `<link rel="canonical" href="${BASE}/library/${ids.story}/chapters/${ids.chapter1}"`,
    );
    expect(meta(res.body, 'property', 'og:type')).toBe('article');
    expect(res.body).toContain(`<p>${Array(30).fill('ember').join(' ')}</p>`);
    const draft = await get(`/library/${ids.story}/chapters/${ids.draft}`);
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toContain('<meta name="robots" content="noindex">');
    expect(draft.body).not.toContain('Secret draft');
  });

  it('renders an author page with bio and stories; a private profile is 404 and leaks nothing', async () => {
    const res = await get(`/authors/${authorName}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title data-ssr-head>${authorName} · Author on Inkforge</title>`);
    expect(meta(res.body, 'name', 'description')).toBe('Writes about ember and ash.');
    expect(meta(res.body, 'property', 'og:type')).toBe('profile');
    expect(res.body).toContain(`href="${BASE}/library/${ids.story}">The Glass Orchard</a>`);
    expect(res.body).not.toContain('Hidden Manuscript');
    expect(res.body).toContain(`href="${BASE}/feeds/authors/${authorName}"`);
    const shy = await get(`/authors/${ids.shyName}`);
    expect(shy.statusCode).toBe(404);
    expect(shy.body).toContain('<meta name="robots" content="noindex">');
    expect(shy.body).not.toContain('Shy secret bio');
  });

  it('answers a private or missing story with 404, noindex and none of its text', async () => {
    for (const url of [
      `/library/${ids.private}`,
      '/library/not-a-uuid',
      `/library/${ids.private}/chapters/${ids.chapter1}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('Hidden Manuscript');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('escapes hostile titles everywhere in the page', async () => {
    const res = await get(`/library/${ids.hostile}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('\u0001');
    expect(res.body).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &apos;apos&apos; bell',
    );
    expect(res.body.match(/<title/g)).toHaveLength(1);
  });

  it('serves /about and the sample stories with their own head, and /', async () => {
    const about = await get('/about');
    expect(about.body).toContain('<title data-ssr-head>Inkforge · Forge worlds. Write legends.</title>');
    expect(about.body).toContain(`<link rel="canonical" href="${BASE}/about"`);
    expect(about.body).toContain(`href="${BASE}/feeds/library"`);
    // The landing page's claims, only those delivered (common/landing-claims.ts).
    for (const audience of AUDIENCE_CLAIMS) {
      for (const claim of audience.points) {
        const shown = claimText(claim);
        if (shown) expect(about.body).toContain(`<li>${shown}</li>`);
        if (shown !== claim.text) expect(about.body).not.toContain(claim.text);
      }
    }
    const sample = await get('/sample-story/2');
    expect(sample.statusCode).toBe(200);
    expect(sample.body).toContain('<title data-ssr-head>Signal from the Drowned Moon · Inkforge</title>');
    expect(sample.body).toContain('forty thousand years old');
    expect((await get('/sample-story/9')).statusCode).toBe(404);
    expect((await get('/')).body).toContain(`<link rel="canonical" href="${BASE}/about"`);
  });

  it('marks signed-in and sign-in screens noindex, and answers unknown paths 404', async () => {
    for (const url of [
      '/stories',
      '/stories/create',
      `/stories/${ids.story}/edit`,
      '/settings/billing',
      '/login',
      '/reset-password',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).toContain('noindex');
    const community = await get('/community');
    expect(community.statusCode).toBe(200);
    expect(community.body).not.toContain('noindex');
    expect(community.body).toContain(`<link rel="canonical" href="${BASE}/community"`);
  });
});

describe('robots.txt and the sitemap', () => {
  it('serves robots.txt as text that keeps crawlers off private screens and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/stories',
      '/settings/billing',
      '/profile',
      '/login',
      '/marketplace/upload',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /stories/create');
    expect(lines.some((l) => /^Disallow: \/(library|authors|about)/.test(l))).toBe(false);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('lists sitemap pages in an index; pages hold published stories and public authors only', async () => {
    const index = parseXml((await get('/sitemap.xml')).body);
    const pages = asArray(index.sitemapindex.sitemap).map((s: { loc: string }) => s.loc);
    expect(pages).toEqual(
      ['stories', 'authors', 'templates', 'groups', 'events'].map(
        (kind) => `${BASE}/sitemaps/${kind}-${ZERO}-end.xml`,
      ),
    );
    const storiesPage = await get(`/sitemaps/stories-${ZERO}-end.xml`);
    expect(storiesPage.headers['content-type']).toContain('application/xml');
    const urls = asArray(parseXml(storiesPage.body).urlset.url) as { loc: string; lastmod?: string }[];
    const locs = urls.map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${BASE}/about`,
        `${BASE}/sample-story/1`,
        `${BASE}/library/${ids.story}`,
        `${BASE}/library/${ids.hostile}`,
      ]),
    );
    expect(locs).not.toContain(`${BASE}/library/${ids.private}`);
    expect(urls.find((u) => u.loc.endsWith(ids.story!))?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    const authorsPage = parseXml((await get(`/sitemaps/authors-${ZERO}-end.xml`)).body);
    const authors = asArray(authorsPage.urlset.url).map((u: { loc: string }) => u.loc);
    expect(authors).toEqual([`${BASE}/authors/${authorName}`]);
  });

  it('tiles the id space: pages split at any id hold every published story exactly once', async () => {
    const published = [ids.story!, ids.hostile!, ids.shyStory!].sort();
    const middle = published[1]!;
    const all: string[] = [];
    for (const file of [`stories-${ZERO}-${middle}.xml`, `stories-${middle}-end.xml`]) {
      const body = (await get(`/sitemaps/${file}`)).body;
      all.push(
        ...asArray(parseXml(body).urlset.url)
          .map((u: { loc: string }) => u.loc)
          .filter((l: string) => l.includes('/library/')),
      );
    }
    expect(all).toEqual(published.map((id) => `${BASE}/library/${id}`));
  });

  it('walks the primary key for range starts: every run of rows begins a page', async () => {
    const all = (await t.database.db.select({ id: stories.id }).from(stories)).map((r) => r.id).sort();
    const starts = await createOpenWebRepository(t.database.db).rangeStarts('stories', 2);
    expect(starts).toEqual([ZERO, ...all.filter((_, i) => i > 0 && i % 2 === 0)]);
  });

  it('refuses sitemap pages that do not exist with 400', async () => {
    const bad = [
      `users-${ZERO}-end.xml`,
      `stories-${ZERO}-${ZERO}.xml`,
      `stories-${ids.story}-${ZERO}.xml`,
      `stories-${ZERO.toUpperCase()}X-end.xml`,
      'stories-1-of-1.xml',
    ];
    for (const file of bad) expect((await get(`/sitemaps/${file}`)).statusCode, file).toBe(400);
  });
});

describe('Atom feeds', () => {
  type Entry = {
    id: string;
    title: string;
    updated: string;
    author: { name: string };
    link: { '@href': string };
  };
  const feed = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain('application/atom+xml');
    const doc = parseXml(res.body).feed;
    expect(doc['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    for (const key of ['id', 'title', 'updated']) expect(doc[key], key).toBeTruthy();
    expect(asArray(doc.link).some((l: { '@rel': string }) => l['@rel'] === 'self')).toBe(true);
    const entries = asArray(doc.entry) as Entry[];
    for (const entry of entries) {
      expect(entry.id && entry.title !== undefined && entry.updated && entry.author.name).toBeTruthy();
      expect(new Date(entry.updated).toString()).not.toBe('Invalid Date');
    }
    return { doc, entries };
  };

  it('lists the library’s newest published stories, hostile titles escaped and intact', async () => {
    const { entries } = await feed('/feeds/library');
    const titles = entries.map((e) => String(e.title));
    expect(titles).toContain('The Glass Orchard');
    expect(titles).toContain(`</title><script>alert(1)</script> & "quotes" 'apos' bell`);
    expect(titles).not.toContain('Hidden Manuscript');
  });

  it('lists an author’s stories; a hidden author has no feed', async () => {
    const { entries } = await feed(`/feeds/authors/${authorName}`);
    expect(entries.map((e) => e.id)).toEqual(expect.arrayContaining([`${BASE}/library/${ids.story}`]));
    expect(entries.map((e) => String(e.title))).not.toContain('Hidden Manuscript');
    expect((await get(`/feeds/authors/${ids.shyName}`)).statusCode).toBe(404);
    expect((await get('/feeds/authors/nobody-here')).statusCode).toBe(404);
  });

  it('follows a story’s chapters and updates when a chapter is published; private stories have none', async () => {
    const before = await feed(`/feeds/stories/${ids.story}`);
    expect(before.entries.map((e) => String(e.title))).toEqual(['The First Bell']);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/stories/${ids.story}/chapters/${ids.draft}`,
      headers: { origin: ORIGIN, cookie: authorCookie },
      payload: { status: 'published' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await feed(`/feeds/stories/${ids.story}`);
    expect(after.entries[0]?.title).toBe('Secret draft');
    expect(after.entries[0]?.link['@href']).toBe(
      `${BASE}/library/${ids.story}/chapters/${ids.draft}?from=feed`,
    );
    expect(new Date(after.doc.updated).getTime()).toBeGreaterThan(new Date(before.doc.updated).getTime());
    expect((await get(`/feeds/stories/${ids.private}`)).statusCode).toBe(404);
    expect((await get('/feeds/stories/nonsense')).statusCode).toBe(404);
  });
});
