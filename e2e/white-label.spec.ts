import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { demoOrigin } from './fixtures/demo';
import { subscribeByApi } from './fixtures/plans';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// White-label (issue 27, item 4): a new Master Weaver brands her pages and turns white-label on;
// her author page at /@username, her story page and the reader show her brand and no Inkforge
// marks; her reader widget loads in a frame on the site she listed and is refused on another.
test.describe.configure({ timeout: 180_000 });

const CHAPTER_TEXT = 'The tide went out and took the old pier with it.';
const FOOTER = 'Tales from the salt marsh, every Friday.';

async function api(page: Page, method: 'post' | 'patch', url: string, data?: object) {
  const res = await page.request[method](url, { data, headers: demoOrigin() });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** A page on another origin (a loopback port beside the app's) that frames `src`. */
async function framingSite(port: number, src: string): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Blog</title><h1>My blog</h1><iframe src="${src}" title="Story" width="600" height="500"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** The site's own marks: the header's Inkforge name and the site footer. */
async function expectNoInkforgeMarks(page: Page) {
  await expect(page.getByTestId('white-label-home')).toBeVisible();
  await expect(page.locator('header').first()).not.toContainText('Inkforge');
  await expect(page.getByText('Your stories stay yours.')).toHaveCount(0);
  // Readers keep the legal links and the theme picker, without the site's name.
  const footer = page.getByTestId('white-label-footer');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByLabel(/theme/i)).toBeVisible();
  await expect(footer).not.toContainText('Inkforge');
  await expect(page).not.toHaveTitle(/Inkforge/);
}

test('a Master Weaver with white-label: branded pages without Inkforge marks, and the embed framed only where allowed', async ({
  page,
  browser,
}, testInfo) => {
  const appPort = Number(new URL(String(testInfo.project.use.baseURL)).port);
  // The next port is the model stand-in (scripts/e2e-server.mjs); the two sites sit after it.
  const allowedPort = appPort + 2;
  const otherPort = appPort + 3;
  const account = await createConfirmedAccount(page, 'wl');
  await signInByApi(page, account);
  await subscribeByApi(page, 'Master Weaver');

  const story = await api(page, 'post', '/api/v1/stories', {
    title: 'The Salt Marsh',
    genre: 'Fantasy',
    privacyLevel: 'Public',
    description: 'A village that moves with the tide.',
  });
  const chapter = await api(page, 'post', `/api/v1/stories/${story.id}/chapters`, { title: 'Low Tide' });
  await api(page, 'patch', `/api/v1/stories/${story.id}/chapters/${chapter.id}`, {
    content: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: CHAPTER_TEXT }] }],
    },
    status: 'published',
  });
  await api(page, 'post', `/api/v1/stories/${story.id}/publish`);

  // The brand, white-label on, and one site allowed to embed her reader.
  await page.goto('/settings/brand');
  await expect(page.getByRole('heading', { name: 'Your brand' })).toBeVisible();
  await expect(page.getByText(/your story pages and the reader/)).toBeVisible();
  await page.getByLabel('Accent (#rrggbb)').fill('#7a1f5c');
  await page.getByLabel('Footer line').fill(FOOTER);
  await page.getByLabel('White-label my pages and exports').check();
  await page.getByLabel(/Sites allowed to embed your reader/).fill('not a site');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText(/must be an https origin/).first()).toBeVisible();
  await page.getByLabel(/Sites allowed to embed your reader/).fill(`http://127.0.0.1:${allowedPort}`);
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByText('Brand saved')).toBeVisible();

  // Her author page at its clean path, her story page and the reader: her brand, no Inkforge.
  await page.goto(`/@${account.username}`);
  await expect(page.getByRole('heading', { name: account.username, level: 1 })).toBeVisible();
  await expect(page.getByTestId('author-brand-top')).toHaveCSS('background-color', 'rgb(122, 31, 92)');
  await expect(page.getByTestId('author-brand-footer')).toContainText(FOOTER);
  await expectNoInkforgeMarks(page);

  await page.goto(`/library/${story.id}`);
  await expect(page.getByRole('heading', { name: 'The Salt Marsh', level: 1 })).toBeVisible();
  await expect(page.getByTestId('author-brand-top')).toBeVisible();
  await expect(page.getByTestId('author-brand-footer')).toContainText(FOOTER);
  await expectNoInkforgeMarks(page);
  await screenshotsAtBothWidths(page, 'white-label-story-page', testInfo);

  await page.goto(`/library/${story.id}/chapters/${chapter.id}`);
  await expect(page.getByText(CHAPTER_TEXT)).toBeVisible();
  await expect(page.getByTestId('author-brand-footer')).toContainText(FOOTER);
  await expectNoInkforgeMarks(page);

  // The server's own copy of the story page (what crawlers and no-script readers get).
  const served = await page.request.get(`/library/${story.id}`);
  const html = await served.text();
  expect(html).toContain(FOOTER);
  expect(html.slice(html.indexOf('<body'))).not.toMatch(/>Inkforge</);

  // The reader widget: its frame policy lists only her site.
  const embedUrl = `${String(testInfo.project.use.baseURL)}/embed/stories/${story.id}`;
  const embed = await page.request.get(embedUrl);
  expect(embed.status()).toBe(200);
  expect(embed.headers()['content-security-policy']).toMatch(
    new RegExp(`frame-ancestors http://127\\.0\\.0\\.1:${allowedPort}(;|$)`),
  );
  const allowed = await framingSite(allowedPort, embedUrl);
  const other = await framingSite(otherPort, embedUrl);
  try {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`http://127.0.0.1:${allowedPort}/`);
    const frame = visitor.frameLocator('iframe[title="Story"]');
    await expect(frame.getByText(CHAPTER_TEXT)).toBeVisible();
    await expect(frame.getByText(FOOTER)).toBeVisible();
    await expect(frame.getByText('Inkforge')).toHaveCount(0);
    await screenshotsAtBothWidths(visitor, 'white-label-embed', testInfo);

    const refused = visitor.waitForResponse((r) => r.url().startsWith(embedUrl));
    await visitor.goto(`http://127.0.0.1:${otherPort}/`);
    expect((await refused).headers()['content-security-policy']).not.toContain(String(otherPort));
    await expect(visitor.getByRole('heading', { name: 'My blog' })).toBeVisible();
    // Chromium blocks the framed page: the frame holds its error page, never the story.
    await expect
      .poll(
        () =>
          visitor
            .frames()
            .find((f) => f !== visitor.mainFrame())
            ?.url() ?? '',
      )
      .not.toContain('/embed/stories/');
    await expect(frame.getByText(CHAPTER_TEXT)).toHaveCount(0);
  } finally {
    allowed.close();
    other.close();
  }
});
