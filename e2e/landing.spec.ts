import { expect, test } from '@playwright/test';

test('the landing page loads', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
