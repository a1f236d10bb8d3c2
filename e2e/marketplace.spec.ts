import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createConfirmedAccount, signInByApi, type TestAccount } from './fixtures/accounts';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// The marketplace as new users meet it (issue 11 acceptance): a Chronicler uploads a Story
// Structure template with a cover at $4.99; another Chronicler finds it by search, buys it
// through the local provider and uses it, and the new story opens with its chapter beats; a Free
// creator sees 'Upgrade Required' with its hint and the server refuses the same purchase (403);
// a reader downloads a free template; each user raises `downloads` by one however often they click.

const origin = demoOrigin;

/** A signed-in page of a fresh, confirmed account in its own browser context. */
async function newUserPage(browser: Browser, prefix: string): Promise<{ page: Page; account: TestAccount }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const account = await createConfirmedAccount(page, prefix);
  await signInByApi(page, account);
  return { page, account };
}

/** Moves the signed-in user to a creator plan through the local payment provider. */
async function subscribe(page: Page, plan: string): Promise<void> {
  const quote = await page.request.post('/api/v1/billing/checkout', {
    data: { plan, interval: 'monthly' },
    headers: origin(),
  });
  expect(quote.ok(), await quote.text()).toBe(true);
  const { id } = (await quote.json()) as { id: string };
  const done = await page.request.post(`/api/v1/billing/checkout/${id}/confirm`, { headers: origin() });
  expect(done.ok(), await done.text()).toBe(true);
}

/** The template's stored download count, as the API reports it. */
async function downloadsOf(page: Page, id: string): Promise<number> {
  const res = await page.request.get(`/api/v1/marketplace/templates/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { downloads: number }).downloads;
}

/** No serious or critical accessibility problems on the page as it stands. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('a Chronicler sells a Story Structure template that another Chronicler finds, buys and uses; a Free creator may not buy', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const name = `Beat Sheet ${Date.now().toString(36)}`;

  // The seller: a Chronicler uploading through the form, with a cover.
  const { page: seller } = await newUserPage(browser, 'mktsell');
  await subscribe(seller, 'Chronicler');
  await seller.goto('/marketplace');
  await seller.getByRole('link', { name: 'Upload Template' }).click();
  await expect(seller).toHaveURL(/\/marketplace\/upload$/);
  await seller.getByLabel('Name', { exact: true }).fill(name);
  await seller.getByLabel('Category').selectOption('Fantasy');
  await seller.getByLabel('Description').fill('Two acts of beats for a quest that goes wrong.');
  const cover = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a63d17' } })
    .png()
    .toBuffer();
  await seller
    .locator('input[type="file"][aria-label="Cover image"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await expect(seller.getByRole('button', { name: 'Replace image' })).toBeVisible({ timeout: 30_000 });
  await seller.getByLabel('Title of beat 1 in Act 1').fill('The Call');
  await seller.getByLabel('Notes of beat 1 in Act 1').fill('A stranger brings a map.');
  await seller.getByRole('button', { name: 'Add beat' }).click();
  await seller.getByLabel('Title of beat 2 in Act 1').fill('The Return');

  await screenshotsAtBothWidths(seller, 'marketplace-upload-form', testInfo);
  await expectAccessible(seller);

  // A price of 0.50 is refused with the rule.
  await seller.getByLabel('Price (USD)').fill('0.50');
  await seller.getByRole('button', { name: 'Preview' }).click();
  await expect(seller.getByText('Price must be 0 (free) or between $0.99 and $999.99')).toBeVisible();
  await seller.getByLabel('Price (USD)').fill('4.99');
  await seller.getByRole('button', { name: 'Preview' }).click();
  const preview = seller.getByRole('group', { name: 'Card preview' });
  await expect(preview.getByText('Premium')).toBeVisible();
  await expect(preview.getByTestId('template-price')).toHaveText('$4.99');
  await expect(seller.getByTestId('template-content')).toContainText('The Return');
  await seller.getByRole('button', { name: 'Publish template' }).click();
  await expect(seller).toHaveURL(/\/marketplace\/templates\/[0-9a-f-]{36}$/);
  const templateId = seller.url().split('/').pop()!;
  await expect(seller.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(seller.getByTestId('template-price')).toHaveText('$4.99');
  await expect(seller.locator('img[src*="template-images"]').first()).toBeVisible();
  await expect(seller.getByRole('heading', { name: 'Manage your template' })).toBeVisible();

  // The buyer: another Chronicler finds it by search and buys it through the local provider.
  const { page: buyer } = await newUserPage(browser, 'mktbuy');
  await subscribe(buyer, 'Chronicler');
  await buyer.goto('/marketplace');
  await buyer.getByRole('searchbox', { name: 'Search templates' }).fill(name.toLowerCase());
  await expect(buyer.getByTestId('result-count')).toHaveText('1 item found');
  await expect(buyer).toHaveURL(
    new RegExp(`q=${encodeURIComponent(name.toLowerCase()).replace(/%20/g, '\\+')}`),
  );
  await card(buyer, name)
    .getByRole('link', { name: `Buy Now ${name}` })
    .click();
  const dialog = buyer.getByRole('alertdialog', { name: `Buy ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay $4.99' }).click();
  await expect(buyer.getByText('Purchase complete. The template is yours.')).toBeVisible();
  await expect(buyer.getByTestId('template-content')).toContainText('A stranger brings a map.');
  await screenshotsAtBothWidths(buyer, 'marketplace-template-page', testInfo);
  await expectAccessible(buyer);

  // A buyer may review it, once.
  await buyer.getByRole('button', { name: '4 stars' }).click();
  await buyer.getByLabel('Your review').fill('Clear beats, easy to follow.');
  await buyer.getByRole('button', { name: 'Post review' }).click();
  await expect(buyer.getByText('Clear beats, easy to follow.')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Post review' })).toHaveCount(0);
  await expect(buyer.getByTestId('template-rating')).toContainText('1 review');

  // Using it makes a story with a draft chapter per beat, and opens it.
  await buyer.getByRole('button', { name: 'Use this template' }).click();
  await expect(buyer).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
  await expect(buyer.getByText('The Call').first()).toBeVisible();
  await expect(buyer.getByText('The Return').first()).toBeVisible();
  // 'Publish as template' from one's own story fills the upload form with its chapters as beats.
  await buyer.getByRole('link', { name: 'Publish as template' }).click();
  await expect(buyer).toHaveURL(/\/marketplace\/upload\?from=story(:|%3A)[0-9a-f-]{36}$/);
  await expect(buyer.getByLabel('Title of beat 1 in Act 1')).toHaveValue('The Call');
  // Buying counted once; using it again does not count again.
  expect(await downloadsOf(buyer, templateId)).toBe(1);
  await buyer.goto(`/marketplace/templates/${templateId}`);
  await buyer.getByRole('button', { name: 'Use this template' }).click();
  await expect(buyer).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
  expect(await downloadsOf(buyer, templateId)).toBe(1);

  // A Free creator: 'Upgrade Required' with the hint, and the direct request is refused.
  const { page: free } = await newUserPage(browser, 'mktfree');
  await free.goto(`/marketplace?q=${encodeURIComponent(name)}`);
  const locked = card(free, name).getByRole('button', { name: 'Upgrade Required' });
  await expect(locked).toBeDisabled();
  await expect(card(free, name).getByText('Requires paid subscription to purchase')).toBeVisible();
  const refused = await free.request.post(`/api/v1/marketplace/templates/${templateId}/purchase`, {
    data: {},
    headers: origin(),
  });
  expect(refused.status()).toBe(403);
  expect(await downloadsOf(free, templateId)).toBe(1);
  const mine = await free.request.get('/api/v1/me/templates');
  expect(JSON.stringify(await mine.json())).not.toContain(templateId);

  // The seller sees the sale and its earnings.
  await seller.reload();
  await expect(seller.getByTestId('template-sales')).toHaveText('1');
  await expect(seller.getByTestId('template-earnings')).toHaveText('$4.99');
  await expect(seller.getByText('Payouts are not part of Inkforge yet')).toBeVisible();
  await expect(seller.getByText('This template has buyers, so it cannot be deleted.')).toBeVisible();

  // A new version with a changelog; then unpublished: the buyer keeps it, a stranger gets 404.
  await seller.getByRole('link', { name: 'New version' }).click();
  await seller.getByLabel('Title of beat 2 in Act 1').fill('The Return Home');
  await seller.getByLabel('Changelog').fill('Renamed the last beat.');
  await seller.getByRole('button', { name: 'Publish new version' }).click();
  await expect(seller.getByText('Version 2 is published.')).toBeVisible();
  await seller.getByRole('link', { name: 'Back to the template' }).click();
  await expect(seller.getByText('Renamed the last beat.')).toBeVisible();
  await seller.getByRole('button', { name: 'Unpublish' }).click();
  await expect(seller.getByText('Unpublished', { exact: true })).toBeVisible();
  await buyer.goto(`/marketplace/templates/${templateId}`);
  await expect(buyer.getByTestId('template-content')).toContainText('The Return Home');
  await free.goto(`/marketplace/templates/${templateId}`);
  await expect(free.getByRole('heading', { name: 'Template not found' })).toBeVisible();

  await Promise.all([seller, buyer, free].map((p) => p.context().close()));
});

test('a reader downloads a free template, and downloads count once however often they click', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page: creator } = await newUserPage(browser, 'mktfreeup');
  const name = `Free Places ${Date.now().toString(36)}`;
  const created = await creator.request.post('/api/v1/marketplace/templates', {
    headers: origin(),
    data: {
      name,
      type: 'World Asset',
      category: 'Fantasy',
      description: 'A harbour town and its smugglers.',
      price: 0,
      licence: 'personal',
      content: {
        sections: {
          geography: 'A cold harbour.',
          cultures: 'Fishers and smugglers.',
          history: '',
          rulesSystem: '',
        },
        places: [{ name: 'The Salt Quay', description: 'Where the smugglers land.' }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const reader = await signedInDemoPage(browser, 'ophelia');
  await reader.goto(`/marketplace?q=${encodeURIComponent(name)}&price=free`);
  const free = card(reader, name);
  await expect(free.getByText('Free', { exact: true }).first()).toBeVisible();
  await free.getByRole('button', { name: `Download ${name}` }).click();
  await expect.poll(() => downloadsOf(reader, id)).toBe(1);
  // Clicking again (card and page) never counts twice.
  await reader.goto(`/marketplace/templates/${id}`);
  await expect(reader.getByTestId('template-content')).toContainText('The Salt Quay');
  await reader.goto(`/marketplace?q=${encodeURIComponent(name)}`);
  await card(reader, name)
    .getByRole('button', { name: `Download ${name}` })
    .click();
  await card(reader, name)
    .getByRole('button', { name: `Download ${name}` })
    .click();
  await expect.poll(() => downloadsOf(reader, id)).toBe(1);
  await expect(card(reader, name).getByTestId('template-downloads')).toContainText('1');

  await Promise.all([creator, reader].map((p) => p.context().close()));
});

test('tabs, chips, search and sort live in the address and Back restores them', async ({
  page,
}, testInfo) => {
  for (const tab of ['templates', 'completed', 'ongoing']) {
    await page.goto(`/marketplace?tab=${tab}`);
    await expect(page.getByTestId('result-count')).toBeVisible();
    await screenshotsAtBothWidths(page, `marketplace-${tab}`, testInfo);
    await expectAccessible(page);
  }
  await page.goto('/marketplace');
  await expect(page.getByTestId('result-count')).toHaveText(/\d+ items found/);
  await page.getByRole('button', { name: 'World Asset' }).click();
  await expect(page).toHaveURL(/category=World\+Asset/);
  await page.getByLabel('Sort').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await page.getByRole('tab', { name: 'Completed Books' }).click();
  await expect(page).toHaveURL(/tab=completed/);
  await expect(page).not.toHaveURL(/category=/);
  await expect(page.getByTestId('result-count')).toHaveText(/\d+ stories found/);
  await expect(page.getByRole('button', { name: 'All Genres' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('option', { name: 'Price Low to High' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Ongoing Stories' }).click();
  await expect(page.getByTestId('story-card').first().getByText('Ongoing')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Completed Books' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'World Asset' })).toHaveAttribute('aria-pressed', 'true');
  // Guests get no Upload Template link.
  await expect(page.getByRole('link', { name: 'Upload Template' })).toHaveCount(0);
});
