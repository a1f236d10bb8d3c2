import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_PATHS, PUBLIC_PATHS, SIGNED_IN_PATHS, UNINDEXED_PUBLIC_PATHS } from '@common/route-table';
import { buildEvent, buildGroup, buildTemplate, buildUser } from '../../db/factories.test-support';
import { groupThreads } from '../../db/schema/group-content';
import type { TestApp } from '../../test/test-app';
import { BASE, ZERO, asArray, createShellApp, meta, parseXml } from './open-web.test-support';

/**
 * The marketplace, community, plans, template, group and event pages as crawlers and link
 * previews read them, over real HTTP handling: each public page's own head in the served HTML;
 * what a guest may not see (an unpublished template, an Invite Only group, a private group's
 * threads, a missing id) is a 404 shell with noindex that names nothing; a Private group (whose
 * about part guests may read) is served but kept out of indexes and previews. robots.txt lets
 * crawlers reach every public page, and the sitemap lists them.
 */
let t: TestApp;
let creatorName: string;
const ids: Record<string, string> = {};
const SECRET = 'Quietly Hidden';
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createShellApp();
  const db = t.database.db;
  const creator = await buildUser(db);
  creatorName = creator.username;
  ids.template = (
    await buildTemplate(db, creator.id, {
      name: 'The Heist in Twelve Scenes',
      description: 'A caper structure: the crew, the plan, the twist.',
      type: 'Story Structure',
      price: 4.99,
      coverImage: '/uploads/templates/heist.png',
    })
  ).id;
  ids.svgTemplate = (
    await buildTemplate(db, creator.id, {
      coverImage: '/template-covers/world-asset-1.svg',
      price: 2.99,
      exclusive: true,
    })
  ).id;
  ids.draftTemplate = (
    await buildTemplate(db, creator.id, { name: `${SECRET} Template`, status: 'unpublished' })
  ).id;
  ids.group = (
    await buildGroup(db, creator.id, {
      name: 'Harbour Lantern Circle',
      description: 'We write sea stories on Thursdays.',
      category: 'Adventure',
      memberCount: 3,
    })
  ).id;
  ids.privateGroup = (
    await buildGroup(db, creator.id, {
      name: `${SECRET} Private Group`,
      description: `${SECRET} text`,
      privacyLevel: 'Private',
    })
  ).id;
  ids.inviteGroup = (
    await buildGroup(db, creator.id, { name: `${SECRET} Invite Group`, privacyLevel: 'Invite Only' })
  ).id;
  const thread = async (groupId: string, title: string) =>
    (
      await db
        .insert(groupThreads)
        .values({ groupId, authorId: creator.id, title, body: `${title}: the first post.` })
        .returning()
    )[0]!.id;
  ids.thread = await thread(ids.group, 'Which harbour next?');
  ids.privateThread = await thread(ids.privateGroup, `${SECRET} thread`);
  ids.event = (
    await buildEvent(db, creator.id, {
      title: 'Mystery Writers Meetup',
      description: 'Bring a locked-room puzzle.',
      type: 'Meetup',
      status: 'Active',
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

/** The head every indexable page carries, checked for one page. */
function expectHead(html: string, path: string, title: string, description: string) {
  expect(html, path).toContain(`<title data-ssr-head>${title}</title>`);
  expect(html.match(/<title/g), path).toHaveLength(1);
  expect(meta(html, 'name', 'description'), path).toBe(description);
  expect(html, path).toContain(`<link rel="canonical" href="${BASE}${path}"`);
  expect(meta(html, 'property', 'og:title'), path).toBe(title);
  expect(meta(html, 'property', 'og:description'), path).toBe(description);
  expect(meta(html, 'property', 'og:url'), path).toBe(`${BASE}${path}`);
  expect(meta(html, 'name', 'twitter:card'), path).toMatch(/^summary/);
  expect(html, path).not.toContain('name="robots"');
}

async function expectHidden(url: string, status = 404) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(status);
  expect(res.headers['x-robots-tag'], url).toBe('noindex');
  expect(res.body, url).toContain('<meta name="robots" content="noindex">');
  expect(res.body, url).not.toContain(SECRET);
  expect(res.body, url).not.toContain('og:title');
  expect(res.body, url).not.toContain('rel="canonical"');
  expect(res.body, url).toContain('<title>Inkforge</title>');
}

describe('public pages beyond the library', () => {
  it('gives the marketplace, community, plans and legal pages their own title, description and preview tags', async () => {
    const pages: [string, string, RegExp][] = [
      ['/marketplace', 'Marketplace · Inkforge', /templates/i],
      ['/community', 'Community Hub · Inkforge', /groups/i],
      ['/community/groups', 'All Groups · Inkforge', /groups/i],
      ['/community/stories', 'Discover Stories · Inkforge', /stories/i],
      ['/community/events', 'Events · Inkforge', /contests/i],
      ['/community/leaderboard', 'Leaderboards · Inkforge', /experience/i],
      ['/subscription', 'Plans and Pricing · Inkforge', /Chronicler/],
      ['/terms', 'Terms of Service · Inkforge', /terms/i],
      ['/privacy', 'Privacy Policy · Inkforge', /privacy|data/i],
    ];
    for (const [path, title, about] of pages) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const description = meta(res.body, 'name', 'description') ?? '';
      expect(description, path).toMatch(about);
      expectHead(res.body, path, title, description);
      // The marketplace is drawn with the app's classes (marketplace-html.ts), so its h1 has a class.
      expect(res.body, path).toMatch(new RegExp(`<h1( class="[^"]*")?>${title.split(' · ')[0]}</h1>`));
    }
    // The plans page lists the plans with their prices for readers without JavaScript.
    const plans = (await get('/subscription')).body;
    expect(plans).toMatch(/<h3>Worldsmith<\/h3><p>\$19\.99 a month or \$199\.99 a year<\/p>/);
    // A tab in the query string is the same page: one canonical address.
    expect((await get('/community?tab=groups')).body).toContain(
      `<link rel="canonical" href="${BASE}/community"`,
    );
  });

  it("draws /marketplace with the app's classes and its first published cards; a filtered address gets the plain page", async () => {
    const res = await get('/marketplace');
    expect(res.body).toMatch(
      /<div data-ssr="app"[^>]*>.*<h1 class="[^"]*">Marketplace<\/h1>.*<\/div><div id="root"><\/div>/s,
    );
    expect(res.body).toContain(
      `<a href="/marketplace/templates/${ids.template}">The Heist in Twelve Scenes</a>`,
    );
    expect(res.body).toContain('Upgrade Required');
    expect(res.body).not.toContain(SECRET);
    // The list's first read is preloaded at low priority (the page is drawn already).
    expect(res.body).toContain(
      '<link rel="preload" as="fetch" href="/api/v1/marketplace/templates?limit=50" crossorigin="anonymous" fetchpriority="low">',
    );
    const filtered = await get('/marketplace?tab=completed');
    expect(filtered.body).toContain('<h1>Marketplace</h1>');
    expect(filtered.body).not.toContain('<div data-ssr="app"');
    expect(filtered.body).not.toContain('rel="preload"');
  });

  it('renders a published template with its name, description, cover, price and creator', async () => {
    const path = `/marketplace/templates/${ids.template}`;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const title = 'The Heist in Twelve Scenes · Marketplace · Inkforge';
    expectHead(res.body, path, title, 'A caper structure: the crew, the plan, the twist.');
    expect(meta(res.body, 'property', 'og:image')).toBe(`${BASE}/uploads/templates/heist.png`);
    expect(meta(res.body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(res.body).toMatch(/<h1 class="[^"]*">The Heist in Twelve Scenes<\/h1>/);
    expect(res.body).toContain('$4.99');
    expect(res.body).toContain(`>${creatorName}</a>`);
    // Link previews show no SVG: a built-in cover gives the plain card, without an image.
    const svg = (await get(`/marketplace/templates/${ids.svgTemplate}`)).body;
    expect(meta(svg, 'property', 'og:image')).toBeUndefined();
    expect(meta(svg, 'name', 'twitter:card')).toBe('summary');
    // An exclusive template is never sold: the plan that includes it stands where the price was.
    expect(svg).toContain('Included with</span>Master Weaver');
    expect(svg).not.toContain('$2.99');
  });

  it('answers an unpublished, missing or malformed template with a 404 shell that names nothing', async () => {
    await expectHidden(`/marketplace/templates/${ids.draftTemplate}`);
    await expectHidden(`/marketplace/templates/${ZERO}`);
    await expectHidden('/marketplace/templates/not-a-uuid');
  });

  it('renders a public group and its threads; keeps a private group unindexed and unnamed; 404s the rest', async () => {
    const path = `/community/groups/${ids.group}`;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expectHead(
      res.body,
      path,
      'Harbour Lantern Circle · Groups · Inkforge',
      'We write sea stories on Thursdays.',
    );
    expect(res.body).toContain('<h1>Harbour Lantern Circle</h1>');
    expect(res.body).toContain('Adventure · 3 members');
    const threadPath = `${path}/threads/${ids.thread}`;
    const thread = await get(threadPath);
    expect(thread.statusCode).toBe(200);
    expectHead(
      thread.body,
      threadPath,
      'Which harbour next? · Harbour Lantern Circle · Inkforge',
      'Which harbour next?: the first post.',
    );
    // Private: guests may read its about part in the app, so the page is served, but nothing names it.
    await expectHidden(`/community/groups/${ids.privateGroup}`, 200);
    await expectHidden(`/community/groups/${ids.privateGroup}/threads/${ids.privateThread}`);
    await expectHidden(`/community/groups/${ids.inviteGroup}`);
    await expectHidden(`/community/groups/${ids.group}/threads/${ids.privateThread}`);
    await expectHidden(`/community/groups/${ZERO}`);
    await expectHidden('/community/groups/nope');
  });

  it('renders an event with its type, status, deadline and prize; a missing event is a 404 shell', async () => {
    const path = `/community/events/${ids.event}`;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expectHead(res.body, path, 'Mystery Writers Meetup · Inkforge', 'Bring a locked-room puzzle.');
    expect(res.body).toContain('<h1>Mystery Writers Meetup</h1>');
    expect(res.body).toContain(`Meetup · Active · hosted by ${creatorName}`);
    expect(res.body).toContain('<dt>Deadline</dt><dd>No deadline</dd>');
    expect(res.body).toContain('<dt>Prize</dt><dd>No prize</dd>');
    await expectHidden(`/community/events/${ZERO}`);
    await expectHidden('/community/events/42');
  });
});

/** Whether a robots.txt rule (with `*` and a final `$`, as Google and Bing read them) matches a path. */
function ruleMatches(rule: string, path: string): boolean {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
}
const sample = (pattern: string) =>
  `/${pattern.replace(/:[a-zA-Z]+/g, '0b7e5a52-1c1e-4c55-9c0a-3f1a2b4c5d6e')}`;

describe('robots.txt and the sitemap for these pages', () => {
  it('lets crawlers reach every indexable public page and keeps them off every private screen', async () => {
    const rules = (await get('/robots.txt')).body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    const unindexed: readonly string[] = UNINDEXED_PUBLIC_PATHS;
    for (const pattern of PUBLIC_PATHS.filter((p) => !unindexed.includes(p))) {
      const url = sample(pattern);
      expect(
        rules.filter((rule) => ruleMatches(rule, url)),
        url,
      ).toEqual([]);
    }
    for (const pattern of [...SIGNED_IN_PATHS, ...GUEST_PATHS, ...unindexed]) {
      const url = sample(pattern);
      expect(
        rules.some((rule) => ruleMatches(rule, url)),
        url,
      ).toBe(true);
    }
  });

  it('lists the public pages, published templates, public groups and events, and nothing else', async () => {
    const index = parseXml((await get('/sitemap.xml')).body);
    const pages = asArray(index.sitemapindex.sitemap).map((s: { loc: string }) => s.loc);
    for (const kind of ['templates', 'groups', 'events']) {
      expect(pages).toContain(`${BASE}/sitemaps/${kind}-${ZERO}-end.xml`);
    }
    const locs: string[] = [];
    for (const page of pages) {
      const res = await get(page.slice(BASE.length));
      expect(res.statusCode, page).toBe(200);
      locs.push(...asArray(parseXml(res.body).urlset.url).map((u: { loc: string }) => u.loc));
    }
    expect(locs).toEqual(
      expect.arrayContaining([
        `${BASE}/marketplace`,
        `${BASE}/community`,
        `${BASE}/community/events`,
        `${BASE}/subscription`,
        `${BASE}/marketplace/templates/${ids.template}`,
        `${BASE}/community/groups/${ids.group}`,
        `${BASE}/community/events/${ids.event}`,
      ]),
    );
    for (const hidden of [ids.draftTemplate, ids.privateGroup, ids.inviteGroup]) {
      expect(locs.filter((l) => l.includes(hidden!))).toEqual([]);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });
});
