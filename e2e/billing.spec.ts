import { expect, test, type Page } from '@playwright/test';
import { newAccount } from './fixtures/accounts';
import { MAILS, followMailLink } from './fixtures/outbox';
import { atPath, fillLogin, registerCard, seriousViolations } from './fixtures/auth-screens';
import { signedInDemoPage } from './fixtures/demo';

/** A tier card on /subscription: an article named by the tier's heading. */
const card = (page: Page, tier: string) => page.getByRole('article', { name: tier, exact: true });
/** The tier label in the site header shows `tier`. */
const expectHeaderTier = (page: Page, tier: string) =>
  expect(page.getByRole('banner').getByText(tier, { exact: true })).toBeVisible();
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
/** The first dollar amount in a sentence ('Account balance: $76.13. It pays…' -> 76.13). */
const amountIn = (text: string | null) =>
  Number((/\$([\d,]+\.\d{2})/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, ''));

test.describe('subscription page', () => {
  test('prices, badges, highlight and the yearly saving of every plan', async ({ page }) => {
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and Pricing' })).toBeVisible();
    // The pricing section's own header and trial call to action are off on this page.
    await expect(page.getByRole('heading', { name: 'Plans and pricing', exact: true })).toHaveCount(0);

    const expectCard = async (
      tier: string,
      price: string,
      saving: string | null,
      badge: string | null,
      highlighted: boolean,
    ) => {
      const c = card(page, tier);
      await expect(c.getByTestId('plan-price')).toHaveText(price);
      if (saving) await expect(c.getByTestId('plan-saving')).toHaveText(saving);
      else await expect(c.getByTestId('plan-saving')).toHaveText('');
      if (badge) await expect(c.getByText(badge, { exact: true })).toBeVisible();
      if (highlighted) await expect(c).toHaveAttribute('data-highlighted', 'true');
      else await expect(c).not.toHaveAttribute('data-highlighted');
    };

    // Creator plans, monthly: four tiers, the 4-column grid.
    await expect(page.getByTestId('plan-grid')).toHaveAttribute('data-tier-count', '4');
    await expectCard('Free', 'Free', null, null, false);
    await expectCard('Chronicler', '$9.99', null, 'Most Popular', true);
    await expectCard('Worldsmith', '$19.99', null, null, false);
    await expectCard('Master Weaver', '$39.99', null, 'Enterprise', false);

    // Yearly: the 'Save 20%' toggle, and the address keeps the choice.
    await page
      .getByRole('group', { name: 'Billing period' })
      .getByRole('button', { name: /Yearly/ })
      .click();
    await expect(page).toHaveURL(/interval=yearly/);
    await expect(page.getByRole('button', { name: /Yearly/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /Yearly/ })).toContainText('Save 20%');
    await expectCard('Free', 'Free', null, null, false);
    await expectCard('Chronicler', '$99.99', 'Save $19.89 per year', 'Most Popular', true);
    await expectCard('Worldsmith', '$199.99', 'Save $39.89 per year', null, false);
    await expectCard('Master Weaver', '$399.99', 'Save $79.89 per year', 'Enterprise', false);

    // Reader plans: three tiers, the 3-column grid.
    await page
      .getByRole('group', { name: 'Plan type' })
      .getByRole('button', { name: 'Reader Plans' })
      .click();
    await expect(page).toHaveURL(/type=reader/);
    await expect(page.getByTestId('plan-grid')).toHaveAttribute('data-tier-count', '3');
    await expectCard('Audience Member', 'Free', null, null, false);
    await expectCard('Story Connoisseur', '$49.99', 'Save $9.89 per year', 'Most Popular', true);
    await expectCard('Patron of the Arts', '$99.99', 'Save $19.89 per year', 'Premium', false);

    // A link to the plans opens them as chosen.
    await page.goto('/subscription?type=reader&interval=monthly');
    await expectCard('Story Connoisseur', '$4.99', null, 'Most Popular', true);
    await expectCard('Patron of the Arts', '$9.99', null, 'Premium', false);

    // FAQ: SPEC's six disclosure widgets, then collaboration and support; the closing call to action.
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.locator('summary')).toHaveCount(8);
    await faq.getByText('Is there a money-back guarantee?').click();
    await expect(faq.getByText(/30-day money-back guarantee/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Explore Community' })).toHaveAttribute('href', '/community');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a member sees Current plan on their own card and Upgrade / Downgrade / Switch on the others', async ({
    browser,
  }) => {
    const page = await signedInDemoPage(browser, 'bram'); // Worldsmith, monthly or yearly (demo data)
    const { subscription } = (await (await page.request.get('/api/v1/billing')).json()) as {
      subscription: { interval: string };
    };
    const other = subscription.interval === 'yearly' ? 'monthly' : 'yearly';
    await page.goto(`/subscription?interval=${other}`);
    await expect(card(page, 'Worldsmith').getByRole('link', { name: `Switch to ${other}` })).toBeVisible();
    await page.goto(`/subscription?interval=${subscription.interval}`);
    await expect(card(page, 'Worldsmith').getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await expect(
      card(page, 'Master Weaver').getByRole('link', { name: 'Upgrade to Master Weaver' }),
    ).toBeVisible();
    await expect(
      card(page, 'Chronicler').getByRole('link', { name: 'Downgrade to Chronicler' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Reader Plans' }).click();
    await expect(
      card(page, 'Patron of the Arts').getByRole('link', { name: 'Switch to Patron of the Arts' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/profile');
    const profileCard = page.getByRole('region', { name: 'Subscription' });
    await expect(profileCard.getByRole('link', { name: 'Manage billing' })).toHaveAttribute(
      'href',
      '/settings/billing',
    );
    await expect(profileCard.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
    await page.context().close();
  });
});

test('a failed renewal shows the past-due banner with the end of the grace period on /settings/billing', async ({
  browser,
}) => {
  // No route may set a subscription past due (only a failed renewal at the provider does, covered
  // by billing.stripe.test.ts on the API); here the server's own answer is amended in the browser
  // with the banner the API sends, so the screen is checked as a member would see it.
  const page = await signedInDemoPage(browser, 'bram');
  const graceEndsAt = '2030-03-08T12:00:00.000Z';
  await page.route('**/api/v1/billing', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { subscription: { status: string } | null; banner: unknown };
    if (body.subscription) body.subscription.status = 'past_due';
    body.banner = {
      kind: 'past_due',
      message: 'Your last payment failed. Update your payment method to keep your plan.',
      graceEndsAt,
    };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/settings/billing');
  await expect(
    page.getByText('Your last payment failed. Update your payment method to keep your plan.'),
  ).toBeVisible();
  await expect(
    page.getByText(
      /Please update your payment before .*March 8, 2030.*, or your plan returns to the free tier\./,
    ),
  ).toBeVisible();
  // The local provider has no card to update, so there is no portal button.
  await expect(page.getByRole('button', { name: 'Update payment' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('a visitor picks Chronicler yearly, registers, confirms, signs in, pays, upgrades, cancels and is refunded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('plan');

  // Signed out on /subscription: Chronicler, yearly, Get Started.
  await page.goto('/subscription?interval=yearly');
  await card(page, 'Chronicler').getByRole('link', { name: 'Get Started with Chronicler' }).click();
  await expect(page).toHaveURL(/\/register\?plan=Chronicler&interval=yearly/);

  const form = registerCard(page);
  await form.getByLabel('Username', { exact: true }).fill(account.username);
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await followMailLink(page, account.email, MAILS.confirm);
  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  await fillLogin(page, account.email, account.password);

  // Signed in: straight to the checkout of the plan picked before registering.
  await expect(page).toHaveURL(/\/subscription\/checkout\?plan=Chronicler&interval=yearly/);
  await expect(page.getByTestId('local-provider-notice')).toContainText('This server takes no real payments');
  await expect(page.getByTestId('amount-due-now')).toHaveText('$99.99');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Chronicler!' })).toBeVisible();
  await expectHeaderTier(page, 'Chronicler');

  await page.getByRole('link', { name: 'Go to billing' }).click();
  await expect(page).toHaveURL(atPath('/settings/billing'));
  await expect(page.getByTestId('current-plan')).toHaveText('Chronicler');
  const invoices = page.getByTestId('invoice');
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first()).toContainText('$99.99');
  await expect(page.getByRole('progressbar', { name: /Private worlds/ })).toBeVisible();

  // The receipt opens and reads the same amount.
  await invoices
    .first()
    .getByRole('link', { name: /Receipt/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Receipt' })).toContainText('$99.99');
  await page.getByRole('link', { name: 'Back to billing' }).click();

  // Upgrade to Worldsmith: the server's prorated amount before confirming, charged once.
  await page.goto('/subscription?interval=yearly');
  await card(page, 'Worldsmith').getByRole('link', { name: 'Upgrade to Worldsmith' }).click();
  await expect(page.getByText(/Credit for the unused part of your Chronicler period/)).toBeVisible();
  const due = dollars(await page.getByTestId('amount-due-now').textContent());
  expect(due).toBeGreaterThan(0);
  expect(due).toBeLessThan(199.99);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await confirm.dblclick();
  await expect(page.getByRole('heading', { name: 'Welcome to Worldsmith!' })).toBeVisible();
  await expectHeaderTier(page, 'Worldsmith');
  await page.goto('/settings/billing');
  await expect(page.getByTestId('current-plan')).toHaveText('Worldsmith');
  await expect(invoices).toHaveCount(2);
  await expect(invoices.filter({ hasText: 'Worldsmith' })).toHaveCount(1);
  await expect(invoices.filter({ hasText: 'Worldsmith' })).toContainText(`$${due.toFixed(2)}`);

  // Cancel: asked once more; the tier stays until the period end.
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByTestId('plan-status')).toContainText('stays active until');
  await expect(page.getByTestId('current-plan')).toHaveText('Worldsmith');
  await expectHeaderTier(page, 'Worldsmith');
  expect(await seriousViolations(page)).toEqual([]);

  // The Chronicler payment's unused value went into Worldsmith as credit: nothing of it to refund
  // while Worldsmith stands.
  await expect(
    invoices.filter({ hasText: 'Chronicler' }).getByRole('button', { name: /Refund/ }),
  ).toHaveCount(0);

  // Refund within 30 days: the Worldsmith payment comes back whole, the account returns to Free,
  // and the Chronicler credit carried into Worldsmith stays as account balance.
  await invoices
    .filter({ hasText: 'Worldsmith' })
    .getByRole('button', { name: /Refund/ })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText('returns to the free tier');
  await expect(page.getByRole('alertdialog')).toContainText(
    `You get $${due.toFixed(2)} back, the whole payment.`,
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund and end plan' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expectHeaderTier(page, 'Free');
  const kept = amountIn(await page.getByTestId('account-balance').textContent());
  expect(kept).toBeGreaterThan(99);

  // Now the Chronicler payment returns exactly that balance, and the account stays Free.
  await invoices
    .filter({ hasText: 'Chronicler' })
    .getByRole('button', { name: /Refund/ })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText(`You get $${kept.toFixed(2)} back`);
  await expect(page.getByRole('alertdialog')).toContainText('Your Free plan continues; nothing ends.');
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: `Refund $${kept.toFixed(2)}` })
    .click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('account-balance')).toHaveText('Account balance: $0.00.');
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
});

test('screenshots of /subscription and /settings/billing at 1280 and 390 px', async ({ browser }) => {
  for (const width of [1280, 390]) {
    const page = await signedInDemoPage(browser, 'celeste', width);
    await page.goto('/subscription?interval=yearly');
    await expect(card(page, 'Worldsmith').getByRole('link', { name: 'Upgrade to Worldsmith' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`subscription-${width}.png`), fullPage: true });
    await page.goto('/settings/billing');
    await expect(page.getByTestId('current-plan')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`billing-${width}.png`), fullPage: true });
    await page.context().close();
  }
});

test('celeste (Chronicler yearly) upgrades to Worldsmith monthly keeping the whole unused year, then refunds the older invoice and keeps Worldsmith', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedInDemoPage(browser, 'celeste');
  const before = (await (await page.request.get('/api/v1/billing')).json()) as {
    subscription: { plan: string; interval: string; currentPeriodStart: string; currentPeriodEnd: string };
  };
  test.skip(
    before.subscription?.plan !== 'Chronicler' || before.subscription.interval !== 'yearly',
    'celeste is no longer on Chronicler yearly',
  );
  const { currentPeriodStart, currentPeriodEnd } = before.subscription;
  const unusedShare =
    (Date.parse(currentPeriodEnd) - Date.now()) /
    (Date.parse(currentPeriodEnd) - Date.parse(currentPeriodStart));

  await page.goto('/subscription?interval=monthly');
  await card(page, 'Worldsmith').getByRole('link', { name: 'Upgrade to Worldsmith' }).click();
  // Before confirming: the whole unused value as credit, nothing due, the rest to the balance, the rule in words.
  const credit = dollars(await page.getByTestId('unused-credit').textContent());
  expect(Math.abs(credit - 99.99 * unusedShare)).toBeLessThan(0.05);
  expect(credit).toBeGreaterThan(19.99);
  await expect(page.getByTestId('amount-due-now')).toHaveText('$0.00');
  const toBalance = dollars(await page.getByTestId('to-balance').textContent());
  expect(Math.round((toBalance + 19.99) * 100)).toBe(Math.round(credit * 100));
  await expect(page.getByTestId('credit-rule')).toContainText('Nothing you paid for is lost.');
  await expect(page.getByTestId('credit-rule')).toContainText(`added to your account balance`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Worldsmith!' })).toBeVisible();
  await expectHeaderTier(page, 'Worldsmith');

  await page.goto('/settings/billing');
  await expect(page.getByTestId('current-plan')).toHaveText('Worldsmith');
  await expect(page.getByTestId('account-balance')).toContainText(`$${toBalance.toFixed(2)}`);
  const invoices = page.getByTestId('invoice');
  // The month paid by credit: a $0.00 invoice with nothing to refund.
  const worldsmith = invoices.filter({ hasText: 'Worldsmith' });
  await expect(worldsmith).toContainText('$0.00');
  await expect(worldsmith.getByRole('button', { name: /Refund/ })).toHaveCount(0);

  // The older Chronicler invoice returns the unspent balance; Worldsmith, paid by that credit, stays.
  await invoices
    .filter({ hasText: 'Chronicler' })
    .first()
    .getByRole('button', { name: /Refund/ })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`You get $${toBalance.toFixed(2)} back`);
  await expect(dialog).toContainText('Your Worldsmith plan continues; nothing ends.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: `Refund $${toBalance.toFixed(2)}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('current-plan')).toHaveText('Worldsmith');
  await expect(page.getByTestId('account-balance')).toHaveText('Account balance: $0.00.');
  await expectHeaderTier(page, 'Worldsmith');
  await page.context().close();
});
