import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { atPath, seriousViolations } from './fixtures/auth-screens';

// What a newcomer sees first: the landing page at /, a real not-found page, and a browser console
// with no errors or warnings on the signed-out pages (a guest's session check is not a failure).

/** Collects console errors and warnings, and failed responses, from now on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

test('a visitor at / gets the landing page in the classic theme, with no errors logged', async ({ page }) => {
  test.slow();
  const problems = watchConsole(page);
  await page.goto('/terms');
  await page.evaluate(() => localStorage.setItem('inkforge-theme', 'horror'));
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Start Your Story' })).toHaveAttribute('href', '/register');
  await expect(main.getByRole('heading', { name: 'For the Creators' })).toBeVisible();
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'classic');
  expect(await seriousViolations(page)).toEqual([]);

  for (const path of ['/about', '/login', '/community']) {
    await page.goto(path);
    await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('a signed-in user at / still gets the dashboard', async ({ page }) => {
  const account = await createConfirmedAccount(page, 'home');
  await signInByApi(page, account);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${account.username}` }),
  ).toBeVisible();
});

test('an unknown path answers 404, shows a not-found page, logs nothing else, and passes axe', async ({
  page,
}) => {
  const problems = watchConsole(page);
  // The document itself is a 404 for crawlers (and Chromium logs that); nothing else may fail.
  const res = await page.goto('/this/page/never/existed');
  expect(res?.status()).toBe(404);
  const expected = [
    `404 ${res!.url()}`,
    'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ];
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/this/page/never/existed', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Inkforge');
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems.filter((problem) => !expected.includes(problem))).toEqual([]);
});
