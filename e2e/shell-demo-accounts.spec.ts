import { expect, test, type Page } from '@playwright/test';

// The app shell for the demo accounts (seeded with the demo data: every one signs in with
// 'inkforge-demo'); the rest of the shell is shell.spec.ts.

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

/** Signs in a demo account; false when this server has no demo data (the test then skips). */
async function signInDemo(page: Page, username: string): Promise<boolean> {
  const res = await page.request.post('/api/v1/auth/sign-in/email', {
    data: { email: `${username}@demo.inkforge.local`, password: 'inkforge-demo', rememberMe: false },
  });
  if (res.status() === 401) return false;
  expect(res.status(), await res.text()).toBe(200);
  return true;
}

const navNames = async (page: Page) =>
  (await mainNav(page).getByRole('link').allInnerTexts()).map((n) => n.trim());

test.describe('demo accounts', () => {
  test('an admin sees the Admin badge and switches between creator and reader views', async ({ page }) => {
    test.skip(!(await signInDemo(page, 'admin')), 'no demo data on this server');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, admin' })).toBeVisible();
    await expect(header(page).getByText('Master Weaver', { exact: true })).toBeVisible();
    await expect(header(page).getByText('Admin', { exact: true })).toBeVisible();

    const toggle = header(page).getByRole('group', { name: 'View mode' });
    await expect(toggle.getByRole('button', { name: 'Creator' })).toHaveAttribute('aria-pressed', 'true');
    expect(await navNames(page)).toEqual([
      'Dashboard',
      'Stories',
      'Characters',
      'Worlds',
      'Community',
      'Marketplace',
      'Profile',
    ]);

    await toggle.getByRole('button', { name: 'Reader' }).click();
    await expect(toggle.getByRole('button', { name: 'Reader' })).toHaveAttribute('aria-pressed', 'true');
    expect(await navNames(page)).toEqual([
      'Dashboard',
      'Stories',
      'Community',
      'Marketplace',
      'Reader Account',
    ]);
    await expect(header(page).getByRole('link', { name: 'admin', exact: true })).toHaveAttribute(
      'href',
      '/reader-account',
    );

    // The admin's choice is remembered in this browser.
    await page.reload();
    await expect(
      header(page).getByRole('group', { name: 'View mode' }).getByRole('button', { name: 'Reader' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await header(page).getByRole('button', { name: 'Creator' }).click();
    expect(await navNames(page)).toContain('Characters');
  });

  test('a reader-tier account gets the reader view and no toggle', async ({ page }) => {
    test.skip(!(await signInDemo(page, 'piet')), 'no demo data on this server');
    await page.goto('/');
    await expect(header(page).getByText('Audience Member', { exact: true })).toBeVisible();
    await expect(header(page).getByRole('group', { name: 'View mode' })).toHaveCount(0);
    await expect(header(page).getByText('Admin', { exact: true })).toHaveCount(0);
    expect(await navNames(page)).toEqual([
      'Dashboard',
      'Stories',
      'Community',
      'Marketplace',
      'Reader Account',
    ]);
    await expect(header(page).getByRole('link', { name: 'piet', exact: true })).toHaveAttribute(
      'href',
      '/reader-account',
    );
  });
});
