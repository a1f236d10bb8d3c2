import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi, type TestAccount } from './fixtures/accounts';
import { subscribeByApi } from './fixtures/plans';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Advanced filters (issue 25): a new Story Connoisseur includes two tags, excludes one, sets
// 50,000-200,000 words and complete on Discover Stories, saves that as a preset, and applies it
// again after signing in from another browser; a new Audience Member sees the filters locked.
// Tags carry a run suffix, so stories of other specs never match.

const origin = () => ({ origin: String(test.info().project.use.baseURL) });
const words = (n: number) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: Array(n).fill('ember').join(' ') }] }],
});

async function freshPage(browser: Browser, prefix: string): Promise<{ page: Page; account: TestAccount }> {
  const page = await (await browser.newContext()).newPage();
  const account = await createConfirmedAccount(page, prefix);
  await signInByApi(page, account);
  return { page, account };
}

/** A published, complete story with these tags and one published chapter of `count` words. */
async function story(page: Page, title: string, tags: string[], count: number) {
  const created = await page.request.post('/api/v1/stories', {
    data: { title, genre: 'Fantasy', privacyLevel: 'Public', status: 'Complete', tags },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const storyId = ((await created.json()) as { id: string }).id;
  const chapter = await page.request.post(`/api/v1/stories/${storyId}/chapters`, {
    data: { title: 'One' },
    headers: origin(),
  });
  const chapterId = ((await chapter.json()) as { id: string }).id;
  const saved = await page.request.patch(`/api/v1/stories/${storyId}/chapters/${chapterId}`, {
    data: { content: words(count), status: 'published' },
    headers: origin(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await page.request.post(`/api/v1/stories/${storyId}/publish`, { headers: origin() });
  expect(published.status(), await published.text()).toBe(200);
  return storyId;
}

test('a Story Connoisseur filters, saves a preset and applies it in another browser; an Audience Member sees the lock', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const [harbor, lantern, ghost] = [`Harbor${run}`, `Lantern${run}`, `Ghost${run}`];
  const author = (await freshPage(browser, 'afauthor')).page;
  await story(author, `Kept Tide ${run}`, [harbor, lantern], 60_000);
  await story(author, `Haunted Tide ${run}`, [harbor, lantern, ghost], 60_000);
  await story(author, `Short Tide ${run}`, [harbor, lantern], 300);
  await story(author, `Lone Tide ${run}`, [harbor], 60_000);

  const { page: reader, account } = await freshPage(browser, 'afreader');
  await subscribeByApi(reader, 'Story Connoisseur');
  await reader.goto('/community/stories');
  const panel = reader.getByRole('region', { name: 'Advanced filters' });
  await panel.getByRole('button', { name: /Advanced filters/ }).click();
  await panel.getByLabel('Include tags').fill(`${harbor}, ${lantern}`);
  await panel.getByLabel('Exclude tags').fill(ghost);
  await panel.getByLabel('Minimum words').fill('50000');
  await panel.getByLabel('Maximum words').fill('1000');
  await panel.getByLabel('Status').selectOption('complete');
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(panel.getByText('Maximum words must be at least the minimum')).toBeVisible();
  await panel.getByLabel('Maximum words').fill('200000');
  await panel.getByRole('button', { name: 'Apply filters' }).click();

  const results = reader.getByRole('list', { name: 'Stories' });
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('article', { name: `Kept Tide ${run}` })).toBeVisible();
  const url = new URL(reader.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    tags: `${harbor.toLowerCase()},${lantern.toLowerCase()}`,
    excludeTags: ghost.toLowerCase(),
    minWords: '50000',
    maxWords: '200000',
    progress: 'complete',
  });

  await panel.getByLabel('Save the applied filters as').fill('Long finished tides');
  await panel.getByRole('button', { name: 'Save preset' }).click();
  await expect(panel.getByText('Preset saved.')).toBeVisible();
  await screenshotsAtBothWidths(reader, 'advanced-filters-applied', testInfo);

  // Another browser: sign in, open the plain list, apply the saved preset from the menu.
  const other = await (await browser.newContext()).newPage();
  await signInByApi(other, account);
  await other.goto('/community/stories');
  const otherPanel = other.getByRole('region', { name: 'Advanced filters' });
  await otherPanel.getByRole('button', { name: /Advanced filters/ }).click();
  await otherPanel.getByLabel('Saved presets').selectOption({ label: 'Long finished tides' });
  await otherPanel.getByRole('button', { name: 'Apply preset' }).click();
  await expect(other.getByRole('list', { name: 'Stories' }).getByRole('article')).toHaveCount(1);
  await expect(other.getByRole('article', { name: `Kept Tide ${run}` })).toBeVisible();
  await expect(otherPanel.getByLabel('Minimum words')).toHaveValue('50000');

  // An Audience Member: locked, with the plans and the link; the API refuses the filter too.
  const { page: audience } = await freshPage(browser, 'afaudience');
  await subscribeByApi(audience, 'Audience Member');
  await audience.goto('/community/stories');
  const locked = audience.getByRole('region', { name: 'Advanced filters' });
  await expect(locked.getByText(/part of the Story Connoisseur and Patron of the Arts plans/)).toBeVisible();
  await expect(locked.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription');
  await expect(locked.getByLabel('Include tags')).toHaveCount(0);
  const refused = await audience.request.get(`/api/v1/library/search?tags=${harbor.toLowerCase()}`);
  expect(refused.status()).toBe(403);
  await screenshotsAtBothWidths(audience, 'advanced-filters-locked', testInfo);
});

test('an author sets the language on the story form; a reader filters Completed Books by tag and language', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const reef = `Reef${run}`;
  const author = (await freshPage(browser, 'aflang')).page;
  const spanish = await story(author, `Marea ${run}`, [reef], 2_000);
  await story(author, `Tide ${run}`, [reef], 2_000);

  await author.goto(`/stories/${spanish}/edit`);
  await author.getByLabel('Language', { exact: true }).selectOption({ label: 'Español' });
  await author.getByRole('button', { name: 'Save Changes' }).click();
  await expect(author).toHaveURL(new RegExp(`/stories/${spanish}$`));
  await author.goto(`/library/${spanish}`);
  await expect(author.locator('[lang="es"]', { hasText: 'Español' })).toBeVisible();

  const { page: reader } = await freshPage(browser, 'aflangreader');
  await subscribeByApi(reader, 'Story Connoisseur');
  await reader.goto('/marketplace?tab=completed');
  const panel = reader.getByRole('region', { name: 'Advanced filters' });
  await panel.getByRole('button', { name: /Advanced filters/ }).click();
  await panel.getByLabel('Include tags').fill(reef);
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(reader.getByText('2 stories found')).toBeVisible();
  await panel.getByLabel('Language', { exact: true }).selectOption({ label: 'Español' });
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  await expect(reader.getByText('1 story found')).toBeVisible();
  await expect(reader.getByRole('link', { name: new RegExp(`Marea ${run}`) }).first()).toBeVisible();
  expect(new URL(reader.url()).searchParams.get('language')).toBe('es');
  await screenshotsAtBothWidths(reader, 'marketplace-advanced-filters', testInfo);

  // Clear filters drops the advanced ones with the chip and the search.
  await reader
    .getByRole('button', { name: /Clear filters/ })
    .last()
    .click();
  await expect.poll(() => new URL(reader.url()).searchParams.get('language')).toBeNull();
});
