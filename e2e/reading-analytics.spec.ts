import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInDemoPage } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// The reading analytics dashboard as new users meet it (issue 26 item 4): ophelia (Patron of the
// Arts) opens it from her dashboard and sees the demo year: the calendar, streaks, words per
// month, reading by hour, genres, tags and authors, each chart with its table; quinn
// (Story Connoisseur) sees it locked with the plan's name. axe finds nothing.

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const CHARTS = [
  'Words read per month',
  'Reading by hour of day',
  'Genres read',
  'Tags read',
  'Authors read most',
];

test('ophelia reads her year: the calendar, streaks and every chart with its table', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const page = await signedInDemoPage(browser, 'ophelia');
  await page.goto('/');
  await page.getByRole('link', { name: /Your year of reading/ }).click();
  await expect(page).toHaveURL(/\/reading\/analytics$/);
  const year = new Date().getUTCFullYear();
  await expect(page.getByRole('heading', { level: 1, name: `Your reading in ${year}` })).toBeVisible();

  const tile = (label: string) =>
    page.getByTestId('analytics-totals').getByText(label, { exact: true }).locator('..').locator('dd');
  await expect(tile('Words read')).not.toHaveText('0');
  await expect(tile('Current streak')).toHaveText(/^(1[2-9]|[2-9]\d|\d{3}) days$/);
  await expect(tile('Longest streak')).toHaveText(/^\d+ days$/);
  await expect(tile('Stories finished')).toHaveText(/^\d+% \(\d+ of \d+\)$/);

  // The calendar: this year's days shaded, and the table of every day with reading.
  const calendar = panel(page, 'Reading calendar');
  await expect(
    calendar.getByRole('img', { name: /Reading calendar of \d{4}: \d+ days with reading/ }),
  ).toBeVisible();
  expect(await calendar.locator('[data-minutes]:not([data-minutes="0"])').count()).toBeGreaterThan(20);
  await calendar.getByText('Table: every day with reading').click();
  const days = calendar.getByRole('table', { name: `Reading calendar of ${year}` });
  expect(await days.getByRole('row').count()).toBeGreaterThan(20);

  for (const name of CHARTS) {
    const card = panel(page, name);
    await expect(card.locator('canvas').first(), name).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await screenshotsAtBothWidths(page, 'reading-analytics', testInfo);

  // Each chart as a table.
  for (const name of CHARTS) {
    const card = panel(page, name);
    await card.getByRole('button', { name: 'Table' }).click();
    const table = card.getByRole('table', { name });
    await expect(table, name).toBeVisible();
    expect(await table.getByRole('row').count(), name).toBeGreaterThan(1);
  }
  const hours = panel(page, 'Reading by hour of day').getByRole('table');
  await expect(hours.getByRole('row')).toHaveCount(25);
  await expect(hours.getByRole('row', { name: /^21:00/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Last year: the seed's year reaches back 365 days.
  await page.getByRole('link', { name: `Previous year, ${year - 1}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Your reading in ${year - 1}` })).toBeVisible();
  await expect(panel(page, 'Reading calendar').getByRole('img')).toBeVisible();
  await page.context().close();
});

test('a Story Connoisseur sees the dashboard locked with the Patron plan and the way to upgrade', async ({
  browser,
}, testInfo) => {
  const page = await signedInDemoPage(browser, 'quinn');
  await page.goto('/reading/analytics');
  const locked = page.getByTestId('reading-analytics-locked');
  await expect(
    locked.getByRole('heading', { name: 'Reading analytics are part of the Patron of the Arts plan' }),
  ).toBeVisible();
  await expect(locked.getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expect(page.locator('canvas')).toHaveCount(0);
  expect((await page.request.get('/api/v1/analytics/reader')).status()).toBe(403);
  await expectNoAxeViolations(page);
  await screenshotsAtBothWidths(page, 'reading-analytics-locked', testInfo);
  await page.context().close();
});
