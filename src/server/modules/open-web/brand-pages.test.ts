import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMPTY_BRAND, embedOrigin } from '@common/schemas/author-brand';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { authorBrands } from '../../db/schema/author-brands';
import { users } from '../../db/schema/users';
import type { TestApp } from '../../test/test-app';
import { buildChapterOf, buildPublishedStory } from '../library/library.test-support';
import { frameAncestorsPolicy } from './embed-frame-policy';
import { createShellApp } from './open-web.test-support';

/**
 * A Master Weaver's brand on their story pages, the reader and the server's copies of them; the
 * clean path /@username; white-label; and the reader widget's frame policy (issue 27, item 4).
 */
let t: TestApp;
let weaver: Awaited<ReturnType<typeof createSignedInUser>>;
const ids: Record<string, string> = {};
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const setTier = (userId: string, tier: string) =>
  t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId));
const putBrand = (body: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/me/brand',
    headers: { origin: ORIGIN, cookie: weaver.cookie },
    payload: { ...EMPTY_BRAND, ...body },
  });
const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

beforeAll(async () => {
  t = await createShellApp();
  weaver = await createSignedInUser(t, 'weaver');
  await setTier(weaver.user.id, 'Master Weaver');
  const db = t.database.db;
  const story = await buildPublishedStory(db, weaver.user.id, { title: 'The Salt Marsh' });
  ids.story = story.id;
  ids.chapter1 = (await buildChapterOf(db, story.id, 1, { title: 'Low Tide' })).id;
  ids.chapter2 = (await buildChapterOf(db, story.id, 2, { title: 'High Water' })).id;
  ids.draft = (await buildChapterOf(db, story.id, 3, { title: 'Secret draft', status: 'draft' })).id;
  ids.private = (await buildStory(db, weaver.user.id, { title: 'Hidden Manuscript' })).id;
  const plain = await buildUser(db, {});
  ids.plainName = plain.username;
  ids.plainStory = (await buildPublishedStory(db, plain.id, { title: 'Unbranded' })).id;
  await buildChapterOf(db, ids.plainStory, 1, { title: 'One' });
  // A Free writer whose row holds a brand (a downgrade keeps it): nothing of it is shown.
  await db.insert(authorBrands).values({
    userId: plain.id,
    footerLine: 'Never shown',
    whiteLabel: true,
    embedDomains: ['https://x.example'],
  });
}, 120_000);
afterAll(() => t?.close());

describe('embed origins in the brand settings', () => {
  it('keeps https origins, reads a bare host as https, allows plain http only on loopback', () => {
    expect(embedOrigin('blog.example.com')).toBe('https://blog.example.com');
    expect(embedOrigin('https://Blog.Example.com/')).toBe('https://blog.example.com');
    expect(embedOrigin('https://blog.example.com:8443')).toBe('https://blog.example.com:8443');
    expect(embedOrigin('http://127.0.0.1:3401')).toBe('http://127.0.0.1:3401');
    for (const bad of [
      'http://blog.example.com',
      'https://blog.example.com/path',
      'javascript:x',
      "'self'",
      'a b.com',
    ])
      expect(embedOrigin(bad), bad).toBeNull();
  });

  it('answers 400 with the reason for a domain that is not an https origin, and saves origins', async () => {
    for (const bad of [
      'http://blog.example.com',
      'https://blog.example.com/page',
      'https://x.example; script-src *',
    ]) {
      const res = await putBrand({ embedDomains: [bad] });
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('https origin');
    }
    const ok = await putBrand({ embedDomains: ['blog.example.com', 'https://blog.example.com'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().brand.embedDomains).toEqual(['https://blog.example.com']);
  });

  it('replaces only frame-ancestors in the site policy', () => {
    const site = "default-src 'self';frame-ancestors 'self';img-src 'self'";
    expect(frameAncestorsPolicy(site, ['https://a.example'])).toBe(
      "default-src 'self';img-src 'self';frame-ancestors https://a.example",
    );
    expect(frameAncestorsPolicy(site, [])).toContain("frame-ancestors 'none'");
    expect(frameAncestorsPolicy(site, ['https://a.example; script-src *'])).toContain(
      "frame-ancestors 'none'",
    );
  });
});

describe('the brand on story pages and the reader', () => {
  it('sends the brand with the story (app pages) only while the plan includes it', async () => {
    expect((await putBrand({ accentColor: '#5b2a86', footerLine: 'From the marsh' })).statusCode).toBe(200);
    const story = (await get(`/api/v1/library/stories/${ids.story}`)).json();
    expect(story.brand).toMatchObject({
      accentColor: '#5b2a86',
      footerLine: 'From the marsh',
      whiteLabel: false,
    });
    expect(story.brand.embedDomains).toBeUndefined();
    expect((await get(`/api/v1/library/stories/${ids.plainStory}`)).json().brand).toBeNull();
  });

  it('draws the brand on the server-rendered story page, chapter and author page, Inkforge still named', async () => {
    const storyPage = (await get(`/library/${ids.story}`)).body;
    expect(storyPage).toContain('data-testid="author-brand-footer"');
    expect(storyPage).toContain('From the marsh');
    expect(storyPage).toContain('>Inkforge</span>');
    const chapter = (await get(`/library/${ids.story}/chapters/${ids.chapter1}`)).body;
    expect(chapter).toContain('From the marsh');
    const author = (await get(`/authors/${weaver.user.username}`)).body;
    expect(author).toContain('From the marsh');
    expect((await get(`/library/${ids.plainStory}`)).body).not.toContain('Never shown');
  });

  it('with white-label on, names the author instead of Inkforge on every branded page', async () => {
    expect(
      (await putBrand({ accentColor: '#5b2a86', footerLine: 'From the marsh', whiteLabel: true })).statusCode,
    ).toBe(200);
    expect((await get(`/api/v1/library/stories/${ids.story}`)).json().brand.whiteLabel).toBe(true);
    for (const url of [
      `/library/${ids.story}`,
      `/library/${ids.story}/chapters/${ids.chapter1}`,
      `/authors/${weaver.user.username}`,
      `/@${weaver.user.username}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const body = res.body.slice(res.body.indexOf('<body'));
      expect(body, url).not.toMatch(/>Inkforge</);
      expect(res.body, url).not.toMatch(/<title[^>]*>[^<]*Inkforge/);
      expect(body, url).toContain(`/@${weaver.user.username}`);
    }
  });

  it('refuses white-label to a plan without it (403) and stops showing it after a downgrade', async () => {
    await setTier(weaver.user.id, 'Worldsmith');
    expect((await get(`/api/v1/library/stories/${ids.story}`)).json().brand).toBeNull();
    expect((await get(`/library/${ids.story}`)).body).toContain('>Inkforge</span>');
    await setTier(weaver.user.id, 'Master Weaver');
  });
});

describe('the clean path /@username', () => {
  it('serves the author page there, and not-found for anything else of one segment', async () => {
    const res = await get(`/@${weaver.user.username}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>${weaver.user.username}</h1>`);
    expect((await get(`/@${ids.plainName}`)).statusCode).toBe(200);
    for (const url of ['/@', '/@nobody-here-at-all', '/no-such-page', '/%40']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('the reader widget (/embed/stories/:id)', () => {
  it('lets only the listed origins frame a published chapter, with the brand and no Inkforge under white-label', async () => {
    await putBrand({
      whiteLabel: true,
      footerLine: 'From the marsh',
      embedDomains: ['https://blog.example.com', 'http://127.0.0.1:3401'],
    });
    const res = await get(`/embed/stories/${ids.story}`);
    expect(res.statusCode).toBe(200);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe(
      'https://blog.example.com http://127.0.0.1:3401',
    );
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('The Salt Marsh');
    expect(res.body).toContain('Low Tide');
    expect(res.body).toContain('From the marsh');
    expect(res.body).not.toContain('Inkforge');
    expect(res.body).not.toContain('<script');
    const second = await get(`/embed/stories/${ids.story}?chapter=${ids.chapter2}`);
    expect(second.body).toContain('High Water');
  });

  it('names Inkforge once without white-label, and frames nowhere without origins', async () => {
    await putBrand({ whiteLabel: false, embedDomains: ['https://blog.example.com'] });
    expect((await get(`/embed/stories/${ids.story}`)).body).toContain('Read on Inkforge');
    await putBrand({ embedDomains: [] });
    const res = await get(`/embed/stories/${ids.story}`);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('never shows a draft chapter, a private or missing story, or a plan without white-label', async () => {
    await putBrand({ embedDomains: ['https://blog.example.com'] });
    for (const url of [
      `/embed/stories/${ids.story}?chapter=${ids.draft}`,
      `/embed/stories/${ids.private}`,
      `/embed/stories/00000000-0000-4000-8000-000000000000`,
      `/embed/stories/not-a-uuid`,
    ]) {
      const res = await get(url, weaver.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/Secret draft|Hidden Manuscript/);
    }
    const notFound = await get(`/embed/stories/${ids.private}`);
    expect(frameAncestors(notFound.headers['content-security-policy'])).toBe("'none'");
    // The Free writer's saved domains frame nothing: the widget is part of white-label.
    const plain = await get(`/embed/stories/${ids.plainStory}`);
    expect(plain.statusCode).toBe(200);
    expect(frameAncestors(plain.headers['content-security-policy'])).toBe("'none'");
    expect(plain.body).not.toContain('Never shown');
  });

  it('answers 400 for a malformed query, and leaves every other page its own frame policy', async () => {
    expect((await get(`/embed/stories/${ids.story}?chapter=${'x'.repeat(200)}`)).statusCode).toBe(400);
    for (const url of [`/library/${ids.story}`, '/api/v1/me/brand', `/@${weaver.user.username}`]) {
      expect(frameAncestors((await get(url, weaver.cookie)).headers['content-security-policy']), url).toBe(
        "'self'",
      );
    }
  });
});
