import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TemplateDetail } from '@common/schemas/marketplace';
import { createSignedInUser } from '../../auth/auth.test-support';
import { buildTemplate } from '../../db/factories.test-support';
import { templates } from '../../db/schema/templates';
import type { TestApp } from '../../test/test-app';
import { BASE, ZERO, createShellApp } from './open-web.test-support';
import { siteUrls } from './page-view';
import { templateBody } from './template-html';

/**
 * A template's page as the server draws it for a guest (template-html.ts), over real HTTP
 * handling: a published template's first screen is the API's own answer to a guest, drawn before
 * #root; a template a guest may not see (private, unpublished, deleted, missing, malformed) keeps
 * answering as before: a 404 shell with noindex that draws and names nothing, whoever asks.
 */
let t: TestApp;
let creatorCookie: string;
const ids: Record<string, string> = {};
const SECRET = 'Softly Withheld';
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createShellApp();
  const db = t.database.db;
  const creator = await createSignedInUser(t, 'maker');
  creatorCookie = creator.cookie;
  const make = async (over: Partial<typeof templates.$inferInsert>) =>
    (await buildTemplate(db, creator.user.id, over)).id;
  ids.published = await make({
    name: 'The Lighthouse Keeper <Cycle>',
    description: 'Seven storms & one keeper.',
    price: 4.99,
    coverImage: '/template-covers/story-structure-1.svg',
  });
  ids.private = await make({ name: `${SECRET} Private`, description: `${SECRET} text`, status: 'private' });
  ids.unpublished = await make({ name: `${SECRET} Draft`, status: 'unpublished' });
  ids.deleted = await make({ name: `${SECRET} Deleted` });
  await db.delete(templates).where(eq(templates.id, ids.deleted));
});
afterAll(async () => {
  await t?.close();
});

describe('the server-drawn template page', () => {
  it("draws a published template's first screen from the API's answer to a guest, before #root", async () => {
    const path = `/marketplace/templates/${ids.published}`;
    const [page, api] = await Promise.all([get(path), get(`/api/v1/marketplace/templates/${ids.published}`)]);
    expect(page.statusCode).toBe(200);
    expect(api.statusCode).toBe(200);
    const drawn = templateBody(siteUrls(BASE), api.json() as TemplateDetail);
    expect(page.body).toContain(`${drawn}<div id="root"></div>`);
    expect(drawn).toMatch(/<h1 class="[^"]*">The Lighthouse Keeper &lt;Cycle&gt;<\/h1>/);
    expect(drawn).toContain('$4.99');
    expect(drawn).toContain('Seven storms &amp; one keeper.');
    // The page is drawn: its read is preloaded at low priority, so the cover gets the bandwidth first.
    expect(page.body).toContain(
      `<link rel="preload" as="fetch" href="/api/v1/marketplace/templates/${ids.published}" crossorigin="anonymous" fetchpriority="low">`,
    );
  });

  it.each(['private', 'unpublished', 'deleted', 'missing', 'malformed'])(
    'a %s template answers the 404 shell that draws and names nothing, even to its creator',
    async (kind) => {
      const id = kind === 'missing' ? ZERO : kind === 'malformed' ? 'not-a-uuid' : ids[kind]!;
      for (const cookie of [undefined, creatorCookie]) {
        const res = await get(`/marketplace/templates/${id}`, cookie);
        expect(res.statusCode, kind).toBe(404);
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.body).not.toContain(SECRET);
        expect(res.body).not.toContain('data-ssr');
        expect(res.body).not.toContain('<h1');
        expect(res.body).not.toContain('rel="preload"');
        expect(res.body).toContain('<div id="root"></div>');
      }
      // The API still tells its creator apart from a guest, as before.
      if (kind === 'private' || kind === 'unpublished') {
        expect((await get(`/api/v1/marketplace/templates/${id}`)).statusCode).toBe(404);
        expect((await get(`/api/v1/marketplace/templates/${id}`, creatorCookie)).statusCode).toBe(200);
      }
    },
  );
});
