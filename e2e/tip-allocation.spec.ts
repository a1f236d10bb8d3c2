import { expect, test, type Browser } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { demoOrigin } from './fixtures/demo';
import { pageApi } from './fixtures/live-room';
import { subscribeByApi } from './fixtures/plans';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

/** A fresh creator, signed in in a context of their own, with one published story. */
async function freshCreator(browser: Browser, prefix: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const account = await createConfirmedAccount(page, prefix);
  await signInByApi(page, account);
  const story = await pageApi(page, 'post', '/api/v1/stories', {
    title: `${prefix} saga`,
    genre: 'Fantasy',
    privacyLevel: 'Public',
  });
  await pageApi(page, 'post', `/api/v1/stories/${story.id}/publish`);
  return { page, account };
}

/** The first minutes of next month (UTC): the month-end job closes this month then. */
function nextMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 5)).toISOString();
}

test('a new patron splits the allocation 60/40, the month end records two tips once, the creators see them', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const one = await freshCreator(browser, 'alloc_one');
  const two = await freshCreator(browser, 'alloc_two');

  // A fresh reader becomes a Patron of the Arts (a paid month through the local provider).
  const patron = await createConfirmedAccount(page, 'patron');
  await signInByApi(page, patron);
  await subscribeByApi(page, 'Patron of the Arts');

  await page.goto('/tips/allocation');
  await expect(page.getByRole('heading', { name: 'Monthly tip allocation' })).toBeVisible();
  await expect(page.getByTestId('allocation-amount')).toContainText('$5.00');
  await page.getByRole('radio', { name: /By percentage/ }).check();
  const add = page.getByRole('button', { name: 'Add a creator' });
  await add.click();
  await add.click();
  await page.getByLabel('Creator 1', { exact: true }).fill(one.account.username);
  await page.getByLabel('Percent for creator 1').fill('60');
  await page.getByLabel('Creator 2', { exact: true }).fill(two.account.username);
  await page.getByLabel('Percent for creator 2').fill('40');
  await expect(page.getByTestId('allocation-sum')).toHaveText('100% of 100%');
  await page.getByRole('button', { name: 'Save split' }).click();
  await expect(page.getByTestId('allocation-saved')).toBeVisible();

  // The preview: each creator's cents, adding up to the allocation exactly.
  const preview = page.getByTestId('allocation-preview');
  await expect(
    preview.getByRole('row', { name: new RegExp(`${one.account.username}.*\\$3\\.00`) }),
  ).toBeVisible();
  await expect(
    preview.getByRole('row', { name: new RegExp(`${two.account.username}.*\\$2\\.00`) }),
  ).toBeVisible();
  await expect(page.getByTestId('allocation-total')).toHaveText('$5.00 of $5.00');
  // The saved split comes back on a new visit.
  await page.reload();
  await expect(page.getByLabel('Creator 2', { exact: true })).toHaveValue(two.account.username);
  await screenshotsAtBothWidths(page, 'tip-allocation', testInfo);

  // The month ends: the job runs with its clock moved to next month, twice.
  const at = nextMonth();
  const runs: number[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await page.request.post('/dev/jobs/tip-allocation', { data: { at }, headers: demoOrigin() });
    expect(res.ok(), await res.text()).toBe(true);
    runs.push(((await res.json()) as { closed: number }).closed);
  }
  expect(runs[0]).toBeGreaterThanOrEqual(1);
  expect(runs[1]).toBe(0);

  // Exactly two tips: one to each creator, from this patron, as their allocation.
  for (const [creator, cents] of [
    [one, 300],
    [two, 200],
  ] as const) {
    const earnings = await pageApi(creator.page, 'get', '/api/v1/me/tips/earnings');
    expect(earnings.recent).toEqual([
      expect.objectContaining({ from: patron.username, amountCents: cents, source: 'allocation' }),
    ]);
  }
  await page.reload();
  await expect(page.getByText(/\$5\.00 · 2 tips/)).toBeVisible();

  // The creator sees them on the earnings page, per month and as 'Monthly allocation'.
  await one.page.goto('/earnings');
  await expect(one.page.getByTestId('tips-total')).toContainText('$3.00');
  await expect(one.page.getByRole('row', { name: /Monthly allocation\s+1\s+\$3\.00/ })).toBeVisible();
  await expect(one.page.getByText('(monthly allocation)')).toBeVisible();
  await screenshotsAtBothWidths(one.page, 'tip-allocation-earnings', testInfo);
  await one.page.context().close();
  await two.page.context().close();
});
