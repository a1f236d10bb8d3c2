import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { subscribeByApi } from './fixtures/plans';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Offline reading (issue 24): a new Story Connoisseur saves a published story for offline
// reading, goes offline, reloads the reader and reads the next chapter; the progress made offline
// reaches the server when the connection returns. An Audience Member is offered the upgrade and
// the server refuses their EPUB download. Fresh accounts only.

const origin = () => ({ origin: String(test.info().project.use.baseURL) });
const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const TEXTS = ['The ferry leaves at dawn.', 'Across the river the lamps are lit.', 'Home again.'];

async function freshPage(browser: Browser, prefix: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const account = await createConfirmedAccount(page, prefix);
  await signInByApi(page, account);
  return page;
}

async function publishedStory(page: Page, title: string) {
  const created = await page.request.post('/api/v1/stories', {
    data: { title, genre: 'Fantasy', description: 'A river and a ferry.', privacyLevel: 'Public' },
    headers: origin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const storyId = ((await created.json()) as { id: string }).id;
  const ids: string[] = [];
  for (const [i, text] of TEXTS.entries()) {
    const chapter = await page.request.post(`/api/v1/stories/${storyId}/chapters`, {
      data: { title: ['The Ferry', 'The Lamps', 'Home'][i] },
      headers: origin(),
    });
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

test('a Story Connoisseur reads a saved story offline and the progress syncs; an Audience Member is offered the upgrade', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `The Night Ferry ${Date.now().toString(36)}`;
  const author = await freshPage(browser, 'offauthor');
  const { storyId, ids } = await publishedStory(author, title);

  const reader = await freshPage(browser, 'offreader');
  await subscribeByApi(reader, 'Story Connoisseur');
  await reader.goto(`/library/${storyId}`);
  const panel = reader.getByRole('region', { name: 'Read offline' });
  await panel.getByRole('button', { name: 'Save for offline reading' }).click();
  await expect(panel.getByText(/Available offline: 3 chapters, \d+ KB\./)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Download EPUB' })).toHaveAttribute(
    'href',
    `/api/v1/library/stories/${storyId}/epub`,
  );
  await panel.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(reader, 'offline-reading-story-page', testInfo);

  // Offline: the reader reloads from the worker's shell and the saved chapters.
  await reader.goto(`/library/${storyId}/chapters/${ids[0]}`);
  await expect(reader.getByText(TEXTS[0]!)).toBeVisible();
  await reader.context().setOffline(true);
  await reader.reload();
  await expect(reader.getByText(TEXTS[0]!)).toBeVisible({ timeout: 20_000 });
  await expect(reader.getByText('You are offline, reading your saved copy.', { exact: false })).toBeVisible();
  await reader.getByRole('link', { name: /Next chapter/ }).click();
  await expect(reader.getByText(TEXTS[1]!)).toBeVisible();
  await screenshotsAtBothWidths(reader, 'offline-reading-reader-offline', testInfo);
  // The report made offline waits in the queue.
  await expect
    .poll(() => reader.evaluate(() => localStorage.getItem('inkforge.offline.progress') ?? ''), {
      timeout: 15_000,
    })
    .toContain(ids[1]!);

  // Back online: the queue is sent and the server has the place in chapter 2.
  await reader.context().setOffline(false);
  await expect
    .poll(
      async () => {
        const res = await reader.request.get(`/api/v1/library/stories/${storyId}`);
        const body = (await res.json()) as { viewer: { progress: { currentChapterId: string } | null } };
        return body.viewer.progress?.currentChapterId ?? null;
      },
      { timeout: 20_000 },
    )
    .toBe(ids[1]);
  await expect
    .poll(() => reader.evaluate(() => localStorage.getItem('inkforge.offline.progress') ?? '{}'))
    .toBe('{}');

  // The reader's account lists the story with its size and a remove button.
  await reader.goto('/reader-account');
  const offlineList = reader.getByRole('region', { name: 'Offline stories' });
  await expect(offlineList.getByRole('link', { name: title })).toBeVisible();
  await expect(offlineList.getByText(/3 chapters · \d+ KB/)).toBeVisible();
  await offlineList.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(reader, 'offline-reading-account-list', testInfo);
  await offlineList.getByRole('button', { name: `Remove ${title} from this device` }).click();
  await expect(offlineList.getByText('No stories saved on this device.', { exact: false })).toBeVisible();

  // The owner closes the story to downloads in its settings: the reader is told, the API refuses.
  await author.goto(`/stories/${storyId}/edit`);
  const allow = author.getByRole('switch', { name: 'Allow readers to download this story' });
  await expect(allow).toBeChecked();
  await allow.click();
  await expect(allow).not.toBeChecked();
  await author.getByRole('region', { name: 'Reader downloads' }).scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(author, 'offline-reading-story-settings', testInfo);
  await reader.goto(`/library/${storyId}`);
  await expect(panel.getByText('The author keeps this story online only.')).toBeVisible();
  const closed = await reader.request.get(`/api/v1/library/stories/${storyId}/epub`);
  expect(closed.status()).toBe(403);
  expect(((await closed.json()) as { error: { code: string } }).error.code).toBe('DOWNLOADS_OFF');
  await allow.click();
  await expect(allow).toBeChecked();

  // Signing out clears the saved stories, the shell and the worker.
  await reader.reload();
  await panel.getByRole('button', { name: 'Save for offline reading' }).click();
  await expect(panel.getByText(/Available offline: 3 chapters/)).toBeVisible();
  await reader.getByRole('button', { name: 'Logout' }).click();
  await expect(reader).toHaveURL(/\/about$/);
  await expect
    .poll(() =>
      reader.evaluate(async () => ({
        caches: await caches.keys(),
        workers: (await navigator.serviceWorker.getRegistrations()).length,
        saved: localStorage.getItem('inkforge.offline.stories'),
      })),
    )
    .toEqual({ caches: [], workers: 0, saved: null });

  // An Audience Member: the upgrade instead, and the server refuses the EPUB.
  const audience = await freshPage(browser, 'offaudience');
  await subscribeByApi(audience, 'Audience Member');
  await audience.goto(`/library/${storyId}`);
  const locked = audience.getByRole('region', { name: 'Read offline' });
  await expect(
    locked.getByText('come with Story Connoisseur and Patron of the Arts', { exact: false }),
  ).toBeVisible();
  await expect(locked.getByRole('link', { name: 'Upgrade to read offline' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expect(locked.getByRole('button', { name: 'Save for offline reading' })).toHaveCount(0);
  const refused = await audience.request.get(`/api/v1/library/stories/${storyId}/epub`);
  expect(refused.status()).toBe(403);
  await locked.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(audience, 'offline-reading-audience-upgrade', testInfo);
});
