import { expect, test } from '@playwright/test';
import { signedInDemoPage } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Branding (issue 27, item 4): aria (Master Weaver) sets her brand; an accent failing contrast in
// a theme is refused with the theme named; celeste (Chronicler) is told which plan has it.
test.describe.configure({ timeout: 120_000 });

test('aria sets an accent colour, one that fails contrast is refused with the reason', async ({
  browser,
}, testInfo) => {
  const aria = await signedInDemoPage(browser, 'aria');
  await aria.goto('/settings/brand');
  await expect(aria.getByRole('heading', { name: 'Your brand' })).toBeVisible();

  const accent = aria.getByLabel('Accent (#rrggbb)');
  await accent.fill('#777777');
  await aria.getByRole('button', { name: 'Save brand' }).click();
  await expect(
    aria.getByText(/text on it in the Classic theme has a contrast of 4\.\d\d:1/).first(),
  ).toBeVisible();

  await accent.fill('#7a1f5c');
  await aria.getByLabel('Footer line').fill('Stories from the salt marsh, every Friday.');
  await aria.getByLabel('Your website').fill('https://aria.example');
  await aria.getByLabel('Your website').press('Tab');
  await aria.getByRole('button', { name: 'Save brand' }).click();
  await expect(aria.getByText('Brand saved')).toBeVisible();
  await expect(aria.getByTestId('accent-preview')).toHaveCSS('background-color', 'rgb(122, 31, 92)');
  await screenshotsAtBothWidths(aria, 'brand-settings', testInfo);

  // Her public author page wears the brand: the accent band, the footer line and her links.
  await aria.goto('/authors/aria');
  await expect(aria.getByTestId('author-brand-top')).toHaveCSS('background-color', 'rgb(122, 31, 92)');
  const footer = aria.getByTestId('author-brand-footer');
  await expect(footer).toContainText('Stories from the salt marsh, every Friday.');
  await expect(footer.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://aria.example');
  await screenshotsAtBothWidths(aria, 'brand-author-page', testInfo);

  const celeste = await signedInDemoPage(browser, 'celeste');
  await celeste.goto('/settings/brand');
  await expect(
    celeste.getByText(/Custom branding is part of the Master Weaver plan, not your Chronicler plan/),
  ).toBeVisible();
});
