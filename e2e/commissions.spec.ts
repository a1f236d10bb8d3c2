import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi, type TestAccount } from './fixtures/accounts';
import { pageApi } from './fixtures/live-room';
import { subscribeByApi } from './fixtures/plans';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

/** The commission notifications a user has, newest first, as the text the inbox shows. */
async function commissionInbox(page: Page): Promise<string[]> {
  const inbox = (await pageApi(page, 'get', '/api/v1/notifications?limit=50')) as {
    items: { kind: string; text: string }[];
  };
  return inbox.items.filter((n) => n.kind === 'commission').map((n) => n.text);
}

/** The patron fills the request form on the creator's author page and sends it. */
async function sendRequest(page: Page, creator: TestAccount, brief: string, dollars: string) {
  await page.goto(`/authors/${creator.username}`);
  const form = page.getByRole('form', { name: `Request a commission from ${creator.username}` });
  await form.getByLabel('What would you like?').fill(brief);
  await form.getByLabel('Length (words)').fill('3000');
  await form.getByLabel('Offered price (USD)').fill(dollars);
  await form.getByRole('button', { name: 'Send request' }).click();
  return form;
}

/** The patron asks for a commission and follows the link to it. */
async function requestCommission(page: Page, creator: TestAccount, brief: string, dollars: string) {
  await sendRequest(page, creator, brief, dollars);
  await page.getByTestId('commission-requested').getByRole('link', { name: 'Follow it here' }).click();
  await expect(page.getByRole('heading', { name: `Commission by ${creator.username}` })).toBeVisible();
  return page.url();
}

test('a commission goes from request to counter-offer, payment, delivery and acceptance; a second one is cancelled and refunded', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  // The creator opens commissions in Settings, with one story to deliver later.
  const creatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const writer = await creatorContext.newPage();
  const creator = await createConfirmedAccount(writer, 'commissioned');
  await signInByApi(writer, creator);
  await pageApi(writer, 'post', '/api/v1/stories', {
    title: 'The Lighthouse Keeper',
    genre: 'Fantasy',
    privacyLevel: 'Private',
  });
  await writer.goto('/settings/commissions');
  const settings = writer.getByRole('form', { name: 'Commission settings' });
  await settings.getByLabel('Open for commissions').check();
  await settings.getByLabel('Lowest price (USD)').fill('20.00');
  await settings.getByLabel('Highest price (USD)').fill('200.00');
  await settings.getByLabel('Turnaround (days)').fill('7');
  await settings.getByLabel('At most open at once').fill('3');
  await settings.getByLabel('Terms').fill('Short fantasy stories; no fan fiction.');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Saved.')).toBeVisible();
  await screenshotsAtBothWidths(writer, 'commission-settings', testInfo);

  // A new reader on a free plan sees the terms but must upgrade first.
  const patron = await createConfirmedAccount(page, 'patron');
  await signInByApi(page, patron);
  await page.goto(`/authors/${creator.username}`);
  await expect(page.getByText('Commissions are part of the Patron of the Arts plan.')).toBeVisible();
  await subscribeByApi(page, 'Patron of the Arts');

  // Request at $50; the price outside the range is refused in the form first.
  const form = await sendRequest(page, creator, 'A keeper who talks to the sea.', '500');
  await expect(form.getByText('This creator takes commissions between $20 and $200.')).toBeVisible();
  await screenshotsAtBothWidths(page, 'commission-request', testInfo);
  const commissionUrl = await requestCommission(page, creator, 'A keeper who talks to the sea.', '50.00');
  await expect(page.getByTestId('commission-price')).toHaveText('$50.00');

  // The creator is told, opens it from the list and counters at $60.
  expect(await commissionInbox(writer)).toEqual([`${patron.username} asked you for a commission`]);
  await writer.goto('/commissions');
  await screenshotsAtBothWidths(writer, 'commissions-list', testInfo);
  await writer.getByRole('link', { name: `From ${patron.username}` }).click();
  await expect(writer.getByRole('heading', { name: `Commission for ${patron.username}` })).toBeVisible();
  const counter = writer.getByRole('form', { name: 'Counter-offer' });
  await counter.getByLabel('Counter price (USD)').fill('60.00');
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(writer.getByRole('definition').filter({ hasText: /^\$60\.00 by / })).toBeVisible();

  // The patron accepts the counter-offer and pays: the money is held.
  await page.goto(commissionUrl);
  await expect(page.getByRole('definition').filter({ hasText: /^\$60\.00 by / })).toBeVisible();
  await page.getByRole('button', { name: 'Accept the counter-offer' }).click();
  await page.getByRole('button', { name: 'Pay $60.00' }).click();
  await expect(page.getByTestId('commission-money')).toHaveText('Paid: held until the delivery is accepted');
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

  // The creator delivers the story, shared privately with the patron.
  await writer.goto(commissionUrl);
  await writer
    .getByLabel('Story to deliver (shared with the patron only)')
    .selectOption({ label: 'The Lighthouse Keeper' });
  await writer.getByRole('button', { name: 'Deliver' }).click();
  await expect(writer.getByRole('button', { name: 'Deliver' })).toHaveCount(0);
  await writer.goto('/earnings');
  await expect(
    writer.getByText('$60.00 paid and held until the patron accepts your delivery.'),
  ).toBeVisible();

  // The patron reads the delivery and accepts it: the money goes to the creator, once.
  await page.goto(commissionUrl);
  await expect(page.getByText('The Lighthouse Keeper').first()).toBeVisible();
  await page.getByRole('button', { name: 'Accept the delivery' }).click();
  await expect(page.getByTestId('commission-money')).toHaveText('Released to the creator');
  const history = page.getByTestId('commission-history').getByRole('listitem');
  await expect(history).toHaveCount(6);
  await screenshotsAtBothWidths(page, 'commission-complete', testInfo);

  await writer.goto('/earnings');
  await expect(writer.getByTestId('commission-earnings-total')).toContainText('$60.00');
  await screenshotsAtBothWidths(writer, 'commission-earnings', testInfo);

  // Each side was told of every step the other took.
  expect(await commissionInbox(writer)).toEqual([
    `${patron.username} accepted the delivery: the commission is complete`,
    `${patron.username} paid for the commission: the money is held until delivery`,
    `${patron.username} accepted the commission`,
    `${patron.username} asked you for a commission`,
  ]);
  expect(await commissionInbox(page)).toEqual([
    `${creator.username} delivered your commission`,
    `${creator.username} made a counter-offer on your commission request`,
  ]);

  // A second commission: accepted, paid, then cancelled before delivery: the patron is refunded.
  const secondUrl = await requestCommission(page, creator, 'A second tale of the tides.', '40.00');
  await writer.goto(secondUrl);
  await writer.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(writer.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await page.goto(secondUrl);
  await page.getByRole('button', { name: 'Pay $40.00' }).click();
  await expect(page.getByTestId('commission-money')).toHaveText('Paid: held until the delivery is accepted');
  await page.getByRole('button', { name: 'Cancel the commission' }).click();
  await expect(page.getByTestId('commission-money')).toHaveText('Refunded to the patron');
  await expect(page.getByRole('button', { name: 'Cancel the commission' })).toHaveCount(0);

  // The creator's released total is still the first commission's $60 and nothing is held.
  await writer.goto('/earnings');
  await expect(writer.getByTestId('commission-earnings-total')).toContainText('$60.00');
  await expect(writer.getByText(/paid and held until/)).toHaveCount(0);
  await creatorContext.close();
});
