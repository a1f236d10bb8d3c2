import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { fillLogin, loginCard, TEXT } from './fixtures/auth-screens';

// 'Your data' (/settings/data): download everything, delete the account; and the reader
// account screen (/reader-account) of a demo Story Connoisseur.

const origin = () => ({ origin: String(test.info().project.use.baseURL) });
const DEMO_PASSWORD = 'inkforge-demo';
const READER = 'quinn'; // Story Connoisseur in the demo community

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Full-page screenshots at 1280 and 390 pixels wide, attached to the report. */
async function screenshots(page: Page, name: string, testInfo: TestInfo) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function postJson<T>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(url, { data, headers: origin() });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

test('a new user downloads their data, then deletes their account by typing their username and password', async ({
  page,
}, testInfo) => {
  const account = await createConfirmedAccount(page, 'leaver');
  await signInByApi(page, account);
  const story = await postJson<{ id: string }>(page, '/api/v1/stories', {
    title: 'The Glass Orchard',
    genre: 'Fantasy',
  });
  const chapter = await postJson<{ id: string }>(page, `/api/v1/stories/${story.id}/chapters`, {
    title: 'Seeds',
  });
  const doc = {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'The orchard grew glass apples.' }] }],
  };
  const patched = await page.request.patch(`/api/v1/stories/${story.id}/chapters/${chapter.id}`, {
    data: { content: doc },
    headers: origin(),
  });
  expect(patched.status(), await patched.text()).toBe(200);

  await page.goto('/settings/data');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();

  // A failed export says so.
  await page.route('**/api/v1/me/export', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'UNAVAILABLE', message: 'The server is busy. Try again soon.' } },
    }),
  );
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The server is busy. Try again soon.' }),
  ).toBeVisible();
  await page.unroute('**/api/v1/me/export');

  // Download: 'Preparing…' while the archive is built, then a zip holding the story as Markdown.
  await page.route('**/api/v1/me/export', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByRole('button', { name: 'Preparing…' })).toBeDisabled();
  const download = await downloading;
  await page.unroute('**/api/v1/me/export');
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^inkforge-${account.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`),
  );
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const markdown = strFromU8(files['stories/001-the-glass-orchard.md']!);
  expect(markdown).toContain('# The Glass Orchard');
  expect(markdown).toContain('## Chapter 1: Seeds');
  expect(markdown).toContain('The orchard grew glass apples.');
  await expect(page.getByText(/Your download has started/)).toBeVisible();

  // Delete: the button waits for the exact username and a password.
  const danger = page.getByRole('region', { name: 'Delete account' });
  const deleteButton = danger.getByRole('button', { name: 'Delete account' });
  await expect(deleteButton).toBeDisabled();
  const field = danger.getByLabel(`Type your username (${account.username}) to confirm`);
  await field.fill(account.username.toUpperCase());
  await expect(deleteButton).toBeDisabled();
  await expect(danger.getByText('The username you typed does not match your account')).toBeVisible();
  await field.fill(account.username);
  await expect(deleteButton).toBeDisabled();
  const password = danger.getByLabel('Your current password', { exact: true });
  await password.fill(`${account.password}-wrong`);
  await expect(deleteButton).toBeEnabled();

  // A wrong password: the dialog closes, the field says so and has the focus; nothing is deleted.
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account for good?' });
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(danger.getByText('Your current password is not correct')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  expect((await page.request.get('/api/v1/me')).status()).toBe(200);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'your-data', testInfo);

  await password.fill(account.password);
  await expect(danger.getByText('Your current password is not correct')).toBeHidden();
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();

  // Signed out, on /about, told what happened.
  await expect(page).toHaveURL((url) => url.pathname === '/about');
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
  expect((await page.request.get(`/api/v1/stories/${story.id}`)).status()).toBe(401);

  // Signing in again fails.
  await page.goto('/login');
  await fillLogin(page, account.email, account.password);
  await expect(loginCard(page).getByRole('alert')).toContainText(TEXT.loginFailed);
});

test('a Story Connoisseur sees their statistics, 7-day chart, history, bookmarks, reviews and plans', async ({
  page,
}, testInfo) => {
  const signIn = await page.request.post('/api/v1/auth/sign-in/email', {
    data: { email: `${READER}@demo.inkforge.local`, password: DEMO_PASSWORD },
    headers: origin(),
  });
  test.skip(signIn.status() === 401, 'this server has no demo data');
  expect(signIn.status(), await signIn.text()).toBe(200);

  // Make sure there is a bookmark to see: the most recently read story.
  const history = (await (await page.request.get('/api/v1/me/reading?include=all&limit=1')).json()) as {
    items: { story: { id: string; title: string } }[];
  };
  const lastRead = history.items[0]!.story;
  const bookmark = await page.request.put(`/api/v1/library/stories/${lastRead.id}/bookmark`, {
    headers: origin(),
  });
  expect(bookmark.status(), await bookmark.text()).toBe(200);

  await page.goto('/reader-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Reader Account' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Reading statistics' });
  for (const label of ['Stories read', 'Hours read', 'Reading streak', 'Bookmarked']) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }

  // The chart: 7 days, each read out with its minutes, matching the API.
  const activity = (await (await page.request.get('/api/v1/me/reading-activity')).json()) as {
    days: { date: string; readingMinutes: number }[];
  };
  const chart = page.getByTestId('reading-chart');
  await expect(chart.getByRole('listitem')).toHaveCount(7);
  const today = activity.days.at(-1)!;
  const todayName = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${today.date}T00:00:00Z`));
  await expect(
    chart.getByText(`${todayName}: ${today.readingMinutes} minute${today.readingMinutes === 1 ? '' : 's'}`),
  ).toBeAttached();

  const historyPanel = page.getByRole('region', { name: 'Reading history' });
  await expect(historyPanel.getByRole('link').first()).toContainText(lastRead.title);
  const bookmarks = page.getByRole('region', { name: 'Bookmarks' });
  await expect(bookmarks.getByRole('link', { name: new RegExp(lastRead.title) }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'My reviews' })).toBeVisible();

  const plans = page.getByRole('region', { name: 'Subscription' });
  await expect(plans.getByText('Story Connoisseur', { exact: true }).first()).toBeVisible();
  await expect(plans.locator('[aria-current="true"]')).toContainText('Story Connoisseur');
  await expect(plans.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');

  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'reader-account', testInfo);
});
