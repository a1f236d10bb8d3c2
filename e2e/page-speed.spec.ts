import { expect, test, type APIRequestContext } from '@playwright/test';
import type { LibrarySearchPage, LibraryStory } from '../src/common/schemas/library';
import type { TemplateListPage } from '../src/common/schemas/marketplace';
import { countLayoutShifts, holdRequests, layoutShiftTotal } from './fixtures/layout-shift';

// What keeps public pages light on a phone, seen from the browser: compressed, immutable assets;
// a signed-out story page that loads no form code; reader dialogs that load on first use and open.

async function publishedStory(request: APIRequestContext): Promise<LibraryStory> {
  const { items } = (await (
    await request.get('/api/v1/library/search?limit=20&sort=popular')
  ).json()) as LibrarySearchPage;
  for (const card of items) {
    const story = (await (await request.get(`/api/v1/library/stories/${card.id}`)).json()) as LibraryStory;
    if (story.chapters.length > 0) return story;
  }
  throw new Error('no published demo story with a chapter');
}

test('a signed-out story page gets compressed, immutable scripts and no form code', async ({ page }) => {
  const story = await publishedStory(page.request);
  const scripts: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.url().includes('/assets/')) {
      const headers = res.headers();
      scripts.push({
        url: res.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      });
    }
  });
  await page.goto(`/library/${story.id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) {
    expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
    expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
  }
  const names = scripts.map((s) => new URL(s.url).pathname);
  expect(names.filter((n) => /\/(review-form|comment-form|confirm-dialog|zod|schemas)-/.test(n))).toEqual([]);
});

test('the reader loads its contents and settings dialogs on first click, and they open', async ({ page }) => {
  const story = await publishedStory(page.request);
  await page.setViewportSize({ width: 390, height: 740 });
  await page.goto(`/library/${story.id}/chapters/${story.chapters[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: story.chapters[0]!.title })).toBeVisible();

  await page.getByRole('button', { name: 'Contents' }).click();
  const contents = page.getByRole('dialog', { name: 'Contents' });
  await expect(contents).toBeVisible();
  await expect(contents.getByRole('link', { name: story.chapters[0]!.title })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Escape');
  await expect(contents).toBeHidden();
  await expect(page.getByRole('button', { name: 'Contents' })).toBeFocused();

  await page.getByRole('button', { name: 'Reading settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Reading settings' })).toBeVisible();
});

test('/marketplace shows its first cards before the app has loaded, and the app takes over with nothing in view moving', async ({
  page,
}) => {
  // Hold the list's API read (the preload and the app's own): the app cannot draw its list until then.
  const release = await holdRequests(page, '**/api/v1/marketplace/templates?limit=50');
  await countLayoutShifts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/marketplace');
  const title = page.getByRole('heading', { level: 1, name: 'Marketplace' });
  await expect(title).toBeVisible();
  await expect(page.locator('[data-ssr="app"]')).toHaveCount(1);
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const [titleBox, cardBox] = [await title.boundingBox(), await firstCard.boundingBox()];

  release();
  await expect(page.locator('[data-ssr]')).toHaveCount(0);
  await expect(page.getByTestId('result-count')).toHaveText(/\d+ items found/);
  expect(await title.boundingBox()).toEqual(titleBox);
  expect(await page.getByRole('article').first().boundingBox()).toEqual(cardBox);
  expect(await layoutShiftTotal(page)).toBe(0);
});

test('/community shows its first story cards before the app has loaded, and the app takes over with nothing in view moving', async ({
  page,
}) => {
  // Hold Discover Stories' API read (the preload and the app's own): the app cannot draw its list until then.
  const release = await holdRequests(page, '**/api/v1/library/search?limit=10');
  await countLayoutShifts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/community');
  const title = page.getByRole('heading', { level: 1, name: 'Community Hub' });
  await expect(title).toBeVisible();
  await expect(page.locator('[data-ssr="app"]')).toHaveCount(1);
  // The server's copy: Discover Stories selected, its controls waiting for the app.
  await expect(page.getByRole('tab', { name: 'Discover Stories' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Find Groups' })).toBeDisabled();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const description = firstCard.locator('p.mt-3').first();
  const [titleBox, cardBox, descriptionBox] = [
    await title.boundingBox(),
    await firstCard.boundingBox(),
    await description.boundingBox(),
  ];
  const firstTitle = await firstCard.getByRole('heading', { level: 3 }).textContent();

  release();
  await expect(page.locator('[data-ssr]')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Stories' }).getByRole('article')).toHaveCount(10);
  await expect(page.getByRole('tab', { name: 'Find Groups' })).toBeEnabled();
  await expect(page.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(firstTitle!);
  expect(await title.boundingBox()).toEqual(titleBox);
  expect(await page.getByRole('article').first().boundingBox()).toEqual(cardBox);
  expect(await page.getByRole('article').first().locator('p.mt-3').first().boundingBox()).toEqual(
    descriptionBox,
  );
  expect(await layoutShiftTotal(page)).toBe(0);
  // The app's tabs work: Find Groups shows the groups.
  await page.getByRole('tab', { name: 'Find Groups' }).click();
  await expect(page).toHaveURL(/\/community\?tab=groups$/);
});

test("a template's page shows before the app has loaded, and the app takes over with nothing in view moving", async ({
  page,
}) => {
  const { items } = (await (
    await page.request.get('/api/v1/marketplace/templates?limit=1')
  ).json()) as TemplateListPage;
  const template = items[0]!;
  // Hold the template's API read (the preload and the app's own): the app cannot draw the page until then.
  const release = await holdRequests(page, `**/api/v1/marketplace/templates/${template.id}`);
  await countLayoutShifts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/marketplace/templates/${template.id}`);
  const title = page.getByRole('heading', { level: 1, name: template.name });
  const about = page.getByRole('heading', { level: 2, name: 'About this template' });
  await expect(title).toBeVisible();
  const serverCopy = page.locator('[data-ssr="app"]');
  await expect(serverCopy).toHaveCount(1);
  // The server's copy: on a busy machine the app may already have mounted its own screen behind it.
  await expect(serverCopy.getByText('Back to marketplace')).toBeVisible();
  const [titleBox, aboutBox] = [await title.boundingBox(), await about.boundingBox()];

  release();
  await expect(page.locator('[data-ssr]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  expect(await title.boundingBox()).toEqual(titleBox);
  expect(await about.boundingBox()).toEqual(aboutBox);
  expect(await layoutShiftTotal(page)).toBe(0);
});
