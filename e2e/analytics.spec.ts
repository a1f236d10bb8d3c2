import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInDemoPage } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Story analytics as new users meet them (issue 27 acceptance): bram (Worldsmith) opens analytics
// and sees views, reads per chapter and the drop-off chart for a demo story, switches to the
// table view and downloads the CSV; celeste (Chronicler) sees the locked preview with the plan
// names and the way to /subscription. axe finds nothing on either screen.

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('bram reads a demo story’s views, reads per chapter and drop-off, as a chart and a table, and downloads the CSV', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await signedInDemoPage(browser, 'bram');
  await page.goto('/analytics?days=365');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const views = page.getByTestId('analytics-totals').getByText('Views', { exact: true }).locator('..');
  await expect(views.locator('dd')).not.toHaveText('0');
  await expect(panel(page, 'Views and readers').getByRole('img')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtBothWidths(page, 'analytics-overview', testInfo);

  // One demo story of bram's, from the list of his stories.
  const stories = panel(page, 'Your stories');
  const first = stories.getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: `Analytics: ${title}` })).toBeVisible();
  await expect(page.getByTestId('analytics-totals').getByText('Views', { exact: true })).toBeVisible();
  const reads = panel(page, 'Reads per chapter');
  const dropOff = panel(page, 'Drop-off across chapters');
  await expect(reads.getByRole('img')).toBeVisible();
  await expect(dropOff.getByRole('img')).toBeVisible();
  await expect(dropOff.locator('canvas')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshotsAtBothWidths(page, 'analytics-story', testInfo);

  // The drop-off as a table: the first chapter keeps every reader (100 percent).
  await dropOff.getByRole('button', { name: 'Table' }).click();
  const table = dropOff.getByRole('table', { name: 'Drop-off across chapters' });
  await expect(table.getByRole('columnheader', { name: 'Readers kept (%)' })).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText('100');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dropOff.getByRole('button', { name: 'Download CSV: Drop-off across chapters' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('story-drop-off.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe('Chapter,Readers kept (%)');
  expect(csv[1]).toMatch(/,100$/);

  // Reads per chapter as a table too: the chapters in order with their readers.
  await reads.getByRole('button', { name: 'Table' }).click();
  const readRows = reads.getByRole('table').getByRole('row');
  expect(await readRows.count()).toBeGreaterThan(2);
  await page.context().close();
});

test('celeste (Chronicler) sees the locked preview with the plans that include analytics', async ({
  browser,
}, testInfo) => {
  const page = await signedInDemoPage(browser, 'celeste');
  await page.goto('/analytics');
  const locked = page.getByTestId('analytics-locked');
  await expect(
    locked.getByRole('heading', { name: 'Analytics are part of the Worldsmith and Master Weaver plans' }),
  ).toBeVisible();
  await expect(locked).toContainText('Your Chronicler plan does not include them.');
  await expect(locked.getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expect(page.locator('canvas')).toHaveCount(0);
  // The server refuses the numbers too.
  expect((await page.request.get('/api/v1/me/analytics')).status()).toBe(403);
  await expectNoAxeViolations(page);
  await screenshotsAtBothWidths(page, 'analytics-locked', testInfo);
  await page.context().close();
});
