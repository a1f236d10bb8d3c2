import { expect, test } from '@playwright/test';
import { loginCard, seriousViolations } from './fixtures/auth-screens';

// Keyboard and screen reader behaviour for a visitor (the signed-in half is keyboard-a11y.spec.ts):
// focus goes back where it came from, a new screen takes focus and is announced, an incomplete
// form says what is missing.

test.describe('signed out', () => {
  test('a route change moves focus to the new h1 and announces it', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first load leaves focus alone.
    await expect(page.locator('body')).toBeFocused();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Privacy Policy' });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText('Privacy Policy');

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(heading).not.toBeFocused();

    // Keyboard only: follow a link with Enter.
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' });
    await terms.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText('Terms of Service');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Enter on an incomplete sign-in form names each missing field and focuses the first', async ({
    page,
  }) => {
    await page.goto('/login');
    const card = loginCard(page);
    const email = card.getByLabel('Email', { exact: true });
    const password = card.getByLabel('Password', { exact: true });
    const submit = card.getByRole('button', { name: 'Sign in', exact: true });
    await expect(submit).toBeDisabled();

    await email.focus();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(card.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(email).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await email.fill('someone@example.com');
    await expect(card.getByText('Email is required')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription('Password is required');
    await password.fill('x');
    await expect(card.getByText('Password is required')).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Escape closes the mobile menu and puts focus back on its button', async ({ page }) => {
      await page.goto('/terms');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      // Focus went into the menu.
      await expect(page.locator('#mobile-menu a').first()).toBeFocused();
      await page.keyboard.press('Escape');
      const closed = page.getByRole('button', { name: 'Open menu' });
      await expect(closed).toHaveAttribute('aria-expanded', 'false');
      await expect(closed).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
