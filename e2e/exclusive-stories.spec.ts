import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { subscribeByApi } from './fixtures/plans';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Exclusive stories (issue 25): a new author marks a published story exclusive with the switch in
// its settings; a new free reader reads chapter 1, sees chapter 2 locked with 'Exclusive: included
// with …' and the link to /subscription, and the API refuses chapter 2; a new Story Connoisseur
// reads chapter 2. Fresh accounts only: other specs change the demo users' plans.

const PLANS = 'Story Connoisseur and Patron of the Arts';
const origin = () => ({ origin: String(test.info().project.use.baseURL) });
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A fresh confirmed and signed-in account in its own browser context. */
async function freshPage(browser: Browser, prefix: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const account = await createConfirmedAccount(page, prefix);
  await signInByApi(page, account);
  return page;
}

/** A published Public story with three published chapters, written through the creator API. */
async function publishedStory(page: Page, title: string) {
  const created = await page.request.post('/api/v1/stories', {
    data: { title, genre: 'Fantasy', description: 'A vault, a key and a quill.', privacyLevel: 'Public' },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const storyId = ((await created.json()) as { id: string }).id;
  const texts = [
    'The door opens onto a hall of lanterns.',
    'Behind the vault lies a quill of glass.',
    'The key.',
  ];
  const ids: string[] = [];
  for (const [i, text] of texts.entries()) {
    const chapter = await page.request.post(`/api/v1/stories/${storyId}/chapters`, {
      data: { title: ['The Door', 'The Vault', 'The Key'][i] },
      headers: origin(),
    });
    expect(chapter.status(), await chapter.text()).toBe(201);
    const id = ((await chapter.json()) as { id: string }).id;
    const saved = await page.request.patch(`/api/v1/stories/${storyId}/chapters/${id}`, {
      data: { content: doc(text), status: 'published' },
      headers: origin(),
    });
    expect(saved.status(), await saved.text()).toBe(200);
    ids.push(id);
  }
  const published = await page.request.post(`/api/v1/stories/${storyId}/publish`, { headers: origin() });
  expect(published.status(), await published.text()).toBe(200);
  return { storyId, ids };
}

test('an author marks a story exclusive; a free reader meets the lock, a Story Connoisseur reads on', async ({
  browser,
}, testInfo) => {
  const title = `The Vaulted Quill ${Date.now().toString(36)}`;
  const author = await freshPage(browser, 'exauthor');
  const { storyId, ids } = await publishedStory(author, title);

  // The owner's switch in the story settings.
  await author.goto(`/stories/${storyId}/edit`);
  const exclusive = author.getByRole('switch', { name: 'Make this story exclusive' });
  await expect(exclusive).not.toBeChecked();
  await exclusive.click();
  await expect(exclusive).toBeChecked();
  await author.reload();
  await expect(author.getByRole('switch', { name: 'Make this story exclusive' })).toBeChecked();
  await expect(author.getByRole('region', { name: 'Exclusive story' })).toBeVisible();
  await expect(author.getByRole('region', { name: 'Early access' })).toBeVisible();
  await author.getByRole('region', { name: 'Exclusive story' }).scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(author, 'exclusive-story-settings', testInfo);

  // A free reader: the story page lists chapter 2 locked, with the plans and the upgrade link.
  const reader = await freshPage(browser, 'exreader');
  await reader.goto(`/library/${storyId}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const chaptersList = reader.getByRole('region', { name: 'Chapters' });
  await expect(chaptersList.getByRole('link', { name: /The Door/ })).toBeVisible();
  await expect(chaptersList.getByText(`Exclusive: included with ${PLANS}`).first()).toBeVisible();
  await expect(chaptersList.getByRole('link', { name: 'See plans' }).first()).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expect(chaptersList.getByRole('link', { name: /The Vault/ })).toHaveCount(0);
  await screenshotsAtBothWidths(reader, 'exclusive-story-page-free-reader', testInfo);

  // Chapter 1 is the storefront; chapter 2 by its address shows the lock, and the API refuses it.
  await reader.goto(`/library/${storyId}/chapters/${ids[0]}`);
  await expect(reader.getByText('The door opens onto a hall of lanterns.')).toBeVisible();
  await reader.goto(`/library/${storyId}/chapters/${ids[1]}`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Exclusive Chapter' })).toBeVisible();
  await expect(reader.getByText(`Exclusive: included with ${PLANS}`)).toBeVisible();
  await expect(reader.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  await expect(reader.getByText('Behind the vault lies a quill of glass.')).toHaveCount(0);
  const refused = await reader.request.get(`/api/v1/library/stories/${storyId}/chapters/${ids[1]}`);
  expect(refused.status()).toBe(403);
  const body = await refused.text();
  expect(JSON.parse(body).error.code).toBe('EXCLUSIVE_CONTENT');
  expect(body).not.toContain('quill of glass');

  // The exclusive filter and the card badge on Discover Stories.
  await reader.goto('/community/stories?exclusive=true');
  const card = reader.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Exclusive', { exact: true })).toBeVisible();

  // A Story Connoisseur reads chapter 2.
  const connoisseur = await freshPage(browser, 'exquinn');
  await subscribeByApi(connoisseur, 'Story Connoisseur');
  await connoisseur.goto(`/library/${storyId}`);
  await connoisseur
    .getByRole('region', { name: 'Chapters' })
    .getByRole('link', { name: /The Vault/ })
    .click();
  await expect(connoisseur.getByText('Behind the vault lies a quill of glass.')).toBeVisible();
});
