import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { demoOrigin } from './fixtures/demo';
import { subscribeByApi } from './fixtures/plans';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Exclusive templates, issue 27: a Master Weaver creator marks their template exclusive; a fresh
// Master Weaver uses it at no charge (nothing bought, nothing in My Templates); a fresh Free
// creator sees the plan's name and no Buy button, and a direct purchase through the API is 403.
// Every account is new, so no other spec's plan changes reach this one.

async function newUserPage(browser: Browser, prefix: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const account = await createConfirmedAccount(page, prefix);
  await signInByApi(page, account);
  return page;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a Master Weaver uses an exclusive template free; a Free creator sees the plan and cannot buy it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const name = `Crown Saga ${Date.now().toString(36)}`;

  // The creator, on Master Weaver, publishes a paid template and marks it exclusive on its page.
  const creator = await newUserPage(browser, 'exclmake');
  await subscribeByApi(creator, 'Master Weaver');
  const created = await creator.request.post('/api/v1/marketplace/templates', {
    headers: demoOrigin(),
    data: {
      name,
      type: 'Story Structure',
      category: 'Fantasy',
      description: 'Three acts for a throne won and lost.',
      price: 7.99,
      licence: 'personal',
      content: {
        acts: [{ title: 'Act I', notes: '', beats: [{ title: 'The crown falls', notes: 'It begins.' }] }],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await creator.goto(`/marketplace/templates/${id}`);
  const panel = creator.getByRole('region', { name: 'Exclusive template' });
  await panel.getByRole('button', { name: 'Mark exclusive' }).click();
  await expect(panel.getByRole('button', { name: 'Remove exclusive' })).toBeVisible({ timeout: 30_000 });
  await expect(creator.getByTestId('template-price')).toContainText('Master Weaver');
  await expectNoAxeViolations(creator);
  await screenshotsAtBothWidths(creator, 'exclusive-page-creator', testInfo);

  // A Free creator: the card names the plan, no Buy Now; the page shows the plan lock.
  const free = await newUserPage(browser, 'exclfree');
  await free.goto(`/marketplace?price=exclusive&q=${encodeURIComponent(name)}`);
  await expect(free.getByTestId('result-count')).toHaveText('1 item found', { timeout: 30_000 });
  const card = free.getByRole('article', { name });
  await expect(card.getByTestId('template-price')).toHaveText('Master Weaver');
  await expect(card.getByText('Exclusive', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /Buy Now/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Master Weaver only' })).toBeDisabled();
  await expectNoAxeViolations(free);
  await screenshotsAtBothWidths(free, 'exclusive-card-free', testInfo);

  await card.getByRole('link', { name }).click();
  await expect(free).toHaveURL(new RegExp(`/marketplace/templates/${id}$`));
  await expect(free.getByTestId('exclusive-lock')).toContainText('Exclusive to Master Weaver');
  await expect(free.getByRole('link', { name: 'See the Master Weaver plan' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  await expect(free.getByRole('button', { name: /Buy Now/ })).toHaveCount(0);
  await expect(free.getByRole('button', { name: 'Use this template' })).toHaveCount(0);
  await expectNoAxeViolations(free);
  await screenshotsAtBothWidths(free, 'exclusive-page-free', testInfo);

  const bought = await free.request.post(`/api/v1/marketplace/templates/${id}/purchase`, {
    headers: demoOrigin(),
  });
  expect(bought.status()).toBe(403);
  expect((await bought.json()).error.message).toContain('Master Weaver');
  const mineFree = await (await free.request.get('/api/v1/me/templates')).json();
  expect(mineFree.items).toEqual([]);

  // A fresh Master Weaver: 'Use free' on the card, then one click on the page makes the story.
  const weaver = await newUserPage(browser, 'exclmw');
  await subscribeByApi(weaver, 'Master Weaver');
  await weaver.goto(`/marketplace?price=exclusive&q=${encodeURIComponent(name)}`);
  await expect(weaver.getByTestId('result-count')).toHaveText('1 item found', { timeout: 30_000 });
  const weaverCard = weaver.getByRole('article', { name });
  await weaverCard.getByRole('link', { name: /Use free/ }).click();
  await expect(weaver).toHaveURL(new RegExp(`/marketplace/templates/${id}$`));
  await expect(weaver.getByText('Included in your Master Weaver plan at no charge.')).toBeVisible();
  await expect(weaver.getByRole('button', { name: /Buy Now/ })).toHaveCount(0);
  await expectNoAxeViolations(weaver);
  await screenshotsAtBothWidths(weaver, 'exclusive-page-master-weaver', testInfo);
  await weaver.getByRole('button', { name: 'Use this template' }).click();
  await expect(weaver).toHaveURL(/\/stories\/[0-9a-f-]+/);
  await expect(weaver.getByText(name).first()).toBeVisible();
  // Nothing was bought: no acquisition, no invoice for the template.
  const mine = await (await weaver.request.get('/api/v1/me/templates')).json();
  expect(mine.items).toEqual([]);
});
