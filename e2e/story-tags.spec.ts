import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Story tags (issue 25): a new author's published story carries a tag; a second new author meets
// it as a suggestion while typing in the story form, adds a tag of their own, a content rating and
// a warning; readers see all three on the story page (also in the server-drawn HTML), and a tag
// links to its page, which lists both stories. Fresh accounts and a tag name unique to the run.

const origin = () => ({ origin: String(test.info().project.use.baseURL) });
const run = Date.now().toString(36).slice(-5);
const SHARED_TAG = `Lantern Keepers ${run}`;

async function freshPage(browser: Browser, prefix: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, await createConfirmedAccount(page, prefix));
  return page;
}

/** One published chapter and the story published, through the creator API. */
async function publish(page: Page, storyId: string) {
  const chapter = await page.request.post(`/api/v1/stories/${storyId}/chapters`, {
    data: { title: 'The First Lamp' },
    headers: origin(),
  });
  expect(chapter.status(), await chapter.text()).toBe(201);
  const chapterId = ((await chapter.json()) as { id: string }).id;
  const text = 'The keepers lit the first lamp at dusk.';
  const saved = await page.request.patch(`/api/v1/stories/${storyId}/chapters/${chapterId}`, {
    data: {
      content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
      status: 'published',
    },
    headers: origin(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await page.request.post(`/api/v1/stories/${storyId}/publish`, { headers: origin() });
  expect(published.status(), await published.text()).toBe(200);
}

test('tags are suggested, shown on the story page and lead to a tag page listing every story carrying them', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const first = await freshPage(browser, 'tagfirst');
  const created = await first.request.post('/api/v1/stories', {
    data: {
      title: `Harbour Lamps ${run}`,
      genre: 'Fantasy',
      description: 'Keepers of the harbour lamps.',
      privacyLevel: 'Public',
      tags: [SHARED_TAG],
    },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  await publish(first, ((await created.json()) as { id: string }).id);

  // The second author's form: the first story's tag comes up as a suggestion, picked by keyboard.
  const page = await freshPage(browser, 'tagsecond');
  await page.goto('/stories/create');
  await page.getByLabel('Title').fill(`The Lamplighter's Daughter ${run}`);
  await page.getByLabel('Description').fill('A girl inherits the last lamp on the pier.');
  await page.getByLabel('Genre').selectOption('Fantasy');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill(`lantern keepers ${run}`);
  const suggestion = page.getByRole('listbox', { name: 'Suggested tags' }).getByRole('option');
  await expect(suggestion).toHaveText(SHARED_TAG);
  await tags.press('ArrowDown');
  await tags.press('Enter');
  await tags.fill('Found Family');
  await tags.press('Enter');
  const chosen = page.getByRole('list', { name: 'Chosen tags' });
  await expect(chosen.getByRole('listitem')).toHaveText([SHARED_TAG, 'Found Family']);
  await page.getByLabel('Content rating').selectOption('Teen');
  await page.getByRole('checkbox', { name: 'Violence', exact: true }).check();
  await screenshotsAtBothWidths(page, 'story-tags-form', testInfo);
  await page.getByRole('button', { name: 'Create Story' }).click();
  await expect(page).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
  const storyId = new URL(page.url()).pathname.split('/').pop()!;
  await publish(page, storyId);

  // Readers see the labels on the story page; the server-drawn HTML carries them too.
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(`/library/${storyId}`);
  await expect(reader.getByText('Rated Teen')).toBeVisible();
  await expect(reader.getByText('Content warnings: Violence')).toBeVisible();
  const tagLinks = reader.getByRole('list', { name: 'Tags' }).first().getByRole('link');
  await expect(tagLinks).toHaveText([SHARED_TAG, 'Found Family']);
  await screenshotsAtBothWidths(reader, 'story-tags-story-page', testInfo);
  const html = await (await reader.request.get(`/library/${storyId}`)).text();
  expect(html).toContain('Found Family');
  expect(html).toContain('Violence');

  // The tag's page lists both stories.
  await tagLinks.filter({ hasText: SHARED_TAG }).click();
  await expect(reader).toHaveURL(/\/tags\/lantern-keepers-/);
  await expect(reader.getByRole('heading', { level: 1 })).toContainText(SHARED_TAG);
  await expect(reader.getByRole('link', { name: `Harbour Lamps ${run}` })).toBeVisible();
  await expect(reader.getByRole('link', { name: `The Lamplighter's Daughter ${run}` })).toBeVisible();
  await screenshotsAtBothWidths(reader, 'story-tags-tag-page', testInfo);
});
