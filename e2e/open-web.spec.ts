import { expect, test, type Page } from '@playwright/test';
import type { LibrarySearchPage, LibraryStory } from '../src/common/schemas/library';
import { countLayoutShifts, holdRequests, layoutShiftTotal } from './fixtures/layout-shift';

// The open web: a published story read with JavaScript off (the server-rendered page), and the
// same page with JavaScript on, where the app replaces that content cleanly and logs nothing.

async function publishedStory(page: Page): Promise<LibraryStory> {
  const res = await page.request.get('/api/v1/library/search?limit=20&sort=popular');
  const { items } = (await res.json()) as LibrarySearchPage;
  const card = items.find((s) => s.chapterCount >= 2);
  test.skip(!card, 'no published demo story with two chapters on this server');
  return (await (await page.request.get(`/api/v1/library/stories/${card!.id}`)).json()) as LibraryStory;
}

test('with JavaScript off, a story page and its chapter show their text and head tags', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const story = await publishedStory(page);
  const res = await page.goto(`/library/${story.id}`);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(`${story.title} by ${story.author.username} · Inkforge`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await expect(page.getByRole('link', { name: story.author.username })).toBeVisible();
  const firstLine = story.description
    .split('\n')
    .find((line) => line.trim())!
    .trim();
  await expect(page.getByText(firstLine.slice(0, 60))).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/library/${story.id}$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(story.title.slice(0, 20)),
  );
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    new RegExp(`/feeds/stories/${story.id}$`),
  );

  await page.getByRole('link', { name: story.chapters[0]!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: story.chapters[0]!.title })).toBeVisible();
  expect(await page.locator('[data-ssr] main p').count()).toBeGreaterThan(2);
  await expect(page.getByRole('link', { name: 'Next chapter' })).toBeVisible();
  await context.close();
});

test('with JavaScript on, the app takes over the server-rendered story page with no errors', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const story = await publishedStory(page);
  await page.goto(`/library/${story.id}`);
  // The app's own page: its Start Reading button, and the server's copy gone from the document.
  await expect(page.getByRole('link', { name: 'Start Reading' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toHaveCount(1);
  await expect(page.locator('[data-ssr]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Start Reading' }).click();
  await expect(page.getByRole('heading', { level: 1, name: story.chapters[0]!.title })).toBeVisible();
  // The first page's head tags are dropped once the app navigates; its own titles take over.
  await expect(page.locator('head [data-ssr-head]')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`${story.title.slice(0, 20)}`));
  // Later screens never fall back to the first page's title (screens without one get the app's).
  await page.getByRole('navigation').getByRole('link', { name: 'Community' }).first().click();
  await expect(page).toHaveURL(/\/community$/);
  const titles = await page.evaluate(() =>
    [...document.head.querySelectorAll('title')].map((t) => t.textContent),
  );
  expect(titles).not.toContain(`${story.title} by ${story.author.username} · Inkforge`);
  expect(titles).toContain('Inkforge');
  expect(problems).toEqual([]);
});

test('the story shows before the app has loaded, and the app takes over with nothing in view moving', async ({
  page,
}) => {
  const story = await publishedStory(page);
  // Hold the story's API read: the app cannot draw the page until it is let through.
  const release = await holdRequests(page, `**/api/v1/library/stories/${story.id}`);
  await countLayoutShifts(page);
  await page.goto(`/library/${story.id}`);
  const title = page.getByRole('heading', { level: 1, name: story.title });
  await expect(title).toBeVisible();
  await expect(page.locator('[data-ssr="app"]')).toHaveCount(1);
  const before = await title.boundingBox();

  release();
  await expect(page.locator('[data-ssr]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  expect(await title.boundingBox()).toEqual(before);
  expect(await layoutShiftTotal(page)).toBe(0);
});

test('an unpublished or unknown story answers 404 with noindex', async ({ page }) => {
  const res = await page.goto('/library/00000000-0000-4000-8000-000000000000');
  expect(res?.status()).toBe(404);
  expect(res?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
