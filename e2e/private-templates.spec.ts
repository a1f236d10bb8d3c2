import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Private (custom) templates, issue 27 acceptance: a Worldsmith (bram) saves one of his worlds as a
// private template from 'Publish as template', uses it to make a new world, and nobody else can
// see it; a new Free writer is shown which plans keep private templates.

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function firstOwnWorld(page: Page): Promise<{ id: string; name: string }> {
  const res = await page.request.get('/api/v1/worlds?limit=1');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).items[0];
}

test('bram keeps a world as a private template, uses it, and another user cannot see it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await signedInDemoPage(browser, 'bram');
  const world = await firstOwnWorld(page);
  await page.goto(`/worlds/${world.id}/edit`);
  await page.getByRole('link', { name: 'Publish as template' }).click();
  const keep = page.getByRole('region', { name: 'Keep it to yourself' });
  await expect(keep).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtBothWidths(page, 'private-template-offer', testInfo);
  await keep.getByRole('button', { name: 'Save as private template' }).click();

  await expect(page).toHaveURL(/\/marketplace\/templates\/[0-9a-f-]+$/);
  const templateUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Private template', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Private template: only you can see and use it.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtBothWidths(page, 'private-template-page', testInfo);

  await page.getByRole('button', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(/\/worlds\/[0-9a-f-]+/);
  await expect(page.getByText(world.name).first()).toBeVisible();

  // A new Free writer gets 'not found' for bram's private template, and the plan lock on their own.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await context.newPage();
  const account = await createConfirmedAccount(other, 'tpl');
  await signInByApi(other, account);
  await other.goto(templateUrl);
  await expect(other.getByRole('heading', { name: 'Template not found' })).toBeVisible();
  const made = await other.request.post('/api/v1/worlds', {
    data: { name: 'Fenreach', genre: 'Fantasy', privacyLevel: 'Private' },
    headers: demoOrigin(),
  });
  expect(made.status(), await made.text()).toBe(201);
  await other.goto(`/marketplace/upload?from=world:${(await made.json()).id}`);
  const locked = other.getByRole('region', { name: 'Keep it to yourself' });
  await expect(locked.getByTestId('plan-lock')).toContainText(
    'Private templates is part of the Worldsmith and Master Weaver plans, not your Free plan.',
  );
  await expect(locked.getByRole('button', { name: 'Save as private template' })).toHaveCount(0);
});
