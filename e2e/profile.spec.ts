import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { ProfileSummary } from '../src/common/schemas/profile';
import { DEFAULT_PRIVACY_SETTINGS } from '../src/common/schemas/privacy';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';

// The profile screen and its privacy settings, against the demo community the e2e server seeds
// (every demo account signs in with 'inkforge-demo'). Accounts no other spec uses.

const CREATOR = 'bram'; // Worldsmith with stories, characters and worlds
const OWNER = 'elowen'; // Worldsmith with published stories; changes their privacy
const OTHER = 'quinn'; // a reader who visits OWNER
const origin = demoOrigin;
const signedInPage = signedInDemoPage;
const number = (n: number) => new Intl.NumberFormat('en-US').format(n);

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

async function screenshot(page: Page, name: string, testInfo: TestInfo) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a creator sees level, XP, achievements and usage, browses the tabs and keeps a theme', async ({
  browser,
}, testInfo) => {
  const page = await signedInPage(browser, CREATOR);
  const summary: ProfileSummary = await (await page.request.get('/api/v1/me/profile')).json();
  await page.goto('/profile');

  // Header and subscription card.
  await expect(page.getByRole('heading', { level: 1, name: CREATOR })).toBeVisible();
  await expect(page.getByText('Worldsmith', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(number(summary.experiencePoints), { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to Master' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(summary.progressToMaster * 100)),
  );
  await expect(page.getByTestId('private-world-usage')).toHaveText(`${summary.usage.privateWorlds} / 50`);
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');

  // Overview: the six achievements, earned as the server says.
  const achievements = panel(page).getByRole('listitem');
  await expect(achievements).toHaveCount(6);
  for (const a of summary.achievements) {
    await expect(panel(page).locator(`[data-earned="${a.earned}"]`, { hasText: a.name })).toBeVisible();
  }
  await expect(panel(page).getByText('Stories', { exact: true })).toBeVisible();
  await screenshot(page, 'profile-overview-1280', testInfo);

  // Each list tab: at most 5 items, its total behind View all, and the tab in the address.
  const lists = [
    { name: 'Stories', key: 'stories', to: '/stories' },
    { name: 'Characters', key: 'characters', to: '/characters' },
    { name: 'Worlds', key: 'worlds', to: '/worlds' },
  ] as const;
  for (const { name, key, to } of lists) {
    await tab(page, name).click();
    await expect(page).toHaveURL(new RegExp(`\\?tab=${key}$`));
    const { items, total } = summary[key];
    expect(total, `${CREATOR} should have ${key}`).toBeGreaterThan(0);
    await expect(panel(page).getByRole('listitem')).toHaveCount(Math.min(5, total));
    await expect(panel(page).getByRole('link', { name: /^View all/ })).toHaveAttribute('href', to);
    const first = items[0]!;
    await expect(
      panel(page)
        .getByText('title' in first ? first.title : first.name, { exact: true })
        .first(),
    ).toBeVisible();
    await screenshot(page, `profile-${key}-1280`, testInfo);
  }
  await tab(page, 'Stories').click();
  await expect(
    panel(page).getByRole('listitem').first().getByRole('link', { name: /^View/ }),
  ).toHaveAttribute('href', /^\/stories\/[0-9a-f-]+\/session$/);

  await tab(page, 'Reviews').click();
  await expect(page).toHaveURL(/\?tab=reviews$/);
  await screenshot(page, 'profile-reviews-1280', testInfo);

  // A reload keeps the tab.
  await tab(page, 'Settings').click();
  await page.reload();
  await expect(tab(page, 'Settings')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('link', { name: 'Manage Privacy' })).toHaveAttribute(
    'href',
    '/settings/privacy',
  );
  await expect(panel(page).getByRole('link', { name: 'Configure Notifications' })).toHaveAttribute(
    'href',
    '/notifications',
  );
  await expect(panel(page).getByRole('heading', { name: 'Aliases' })).toBeVisible();

  // Theme: picked in Settings, still there after a reload.
  await panel(page).getByText('Forge Gothic', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'forgeGothic');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'forgeGothic');
  await expect(panel(page).getByRole('radio', { name: /Forge Gothic/ })).toBeChecked();
  await screenshot(page, 'profile-settings-1280', testInfo);
  await panel(page).getByText('Classic', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'classic');

  // Phone width: every tab still fits.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ['Overview', 'Stories', 'Reviews', 'Settings']) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `profile-${name.toLowerCase()}-390`, testInfo);
  }
});

test('privacy set in Manage Privacy: a private page and closed comments for another user', async ({
  browser,
}, testInfo) => {
  const owner = await signedInPage(browser, OWNER);
  const other = await signedInPage(browser, OTHER);
  const stories = await (await owner.request.get(`/api/v1/authors/${OWNER}/stories?limit=1`)).json();
  const storyId: string = stories.items[0].id;
  try {
    // Settings tab → Manage Privacy → Only me.
    await owner.goto('/profile?tab=settings');
    await panel(owner).getByRole('link', { name: 'Manage Privacy' }).click();
    await expect(owner).toHaveURL(/\/settings\/privacy$/);
    const visibility = owner.getByRole('group', { name: 'Who can see my author page' });
    await visibility.getByRole('radio', { name: 'Only me' }).check();
    await owner.getByRole('button', { name: 'Save privacy settings' }).click();
    await expect(owner.getByText('Privacy settings saved.')).toBeVisible();
    await screenshot(owner, 'privacy-1280', testInfo);

    await other.goto(`/authors/${OWNER}`);
    await expect(other.getByRole('heading', { name: `${OWNER}'s page is private` })).toBeVisible();
    await expect(other.getByText("This author's profile is private")).toBeVisible();
    // The owner still sees their own page.
    await owner.goto(`/authors/${OWNER}`);
    await expect(owner.getByRole('heading', { level: 1, name: OWNER })).toBeVisible();

    // Nobody may comment: the other user sees why, with no comment box, and the API refuses too.
    await owner.goto('/settings/privacy');
    await owner
      .getByRole('group', { name: 'Who can comment on my stories' })
      .getByRole('radio', { name: 'Nobody' })
      .check();
    await owner.getByRole('button', { name: 'Save privacy settings' }).click();
    await expect(owner.getByText('Privacy settings saved.')).toBeVisible();

    await other.goto(`/library/${storyId}`);
    await expect(other.getByRole('note')).toHaveText('The author has turned off comments on their stories.');
    await expect(other.getByRole('textbox', { name: 'Add a comment' })).toHaveCount(0);
    const refused = await other.request.post(`/api/v1/library/stories/${storyId}/comments`, {
      data: { commentText: 'Let me in' },
      headers: origin(),
    });
    expect(refused.status()).toBe(403);
    await screenshot(other, 'comments-closed-1280', testInfo);
  } finally {
    await owner.request.put('/api/v1/me/privacy', { data: DEFAULT_PRIVACY_SETTINGS, headers: origin() });
  }
});
