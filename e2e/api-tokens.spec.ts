import { expect, test } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';

// 'API tokens' (/settings/tokens): create a token, see its secret once, use it from a script
// with no cookie, revoke it.

test('a user creates an API token, a script lists stories with it, and revoking it stops it', async ({
  page,
  playwright,
}) => {
  const account = await createConfirmedAccount(page, 'tokens');
  await signInByApi(page, account);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'API tokens' }).click();
  await expect(page).toHaveURL(/\/settings\/tokens$/);
  await expect(page.getByText('No API tokens yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Give the token a name')).toBeVisible();
  await page.getByLabel('Name').fill('nightly backup');
  await page.getByLabel('Access').selectOption('read');
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = (await page.getByTestId('new-token-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^ink_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('nightly backup', { exact: true })).toBeVisible();
  await expect(page.getByText('Read only', { exact: true })).toBeVisible();

  // A script: its own request context, no cookies at all.
  const script = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const listed = await script.get('/api/v1/stories', { headers: { authorization: `Bearer ${secret}` } });
  expect(listed.status()).toBe(200);
  const write = await script.post('/api/v1/stories', {
    headers: { authorization: `Bearer ${secret}` },
    data: { title: 'Not with a read token', genre: 'Fantasy' },
  });
  expect(write.status()).toBe(403);

  // The secret is shown once: after 'Done' and a reload it is gone.
  await page.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByText(/Last used/)).toBeVisible();

  await page.getByRole('button', { name: 'Delete token' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete token' }).click();
  await expect(page.getByText('No API tokens yet')).toBeVisible();
  expect(
    (await script.get('/api/v1/stories', { headers: { authorization: `Bearer ${secret}` } })).status(),
  ).toBe(401);
  await script.dispose();
});
