import { expect, test, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { CreatorDashboard, ReaderDashboard } from '../src/common/schemas/dashboard';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';

// Follows, author pages, the notification bell and both dashboards, against the demo community
// the e2e server seeds (every demo account signs in with 'inkforge-demo').

const READER = 'piet'; // Audience Member with reading progress, bookmarks and daily activity
const AUTHOR = 'kira'; // Worldsmith with published stories
const CREATOR = 'aria'; // Master Weaver with stories, characters, worlds and reviews
const origin = demoOrigin;
const signedInPage = signedInDemoPage;
const number = (n: number) => new Intl.NumberFormat('en-US').format(n);

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Full-page screenshots at 1280 and 390 pixels wide, attached to the report. */
async function screenshots(
  page: Page,
  name: string,
  testInfo: TestInfo,
  ready: (page: Page) => Promise<void>,
) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await ready(page);
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path, contentType: 'image/png' });
  }
}

const stat = (page: Page, label: string) =>
  page.getByRole('main').getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');

test('a reader follows an author from the author page, and the author sees it in the bell', async ({
  browser,
}, testInfo) => {
  const reader = await signedInPage(browser, READER);
  // Start from "not following", whatever an earlier run left behind.
  await reader.request.delete(`/api/v1/users/${AUTHOR}/follow`, { headers: origin() });

  await reader.goto(`/authors/${AUTHOR}`);
  const main = reader.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: AUTHOR })).toBeVisible();
  const followers = main.getByText(/^Followers?$/).locator('xpath=following-sibling::dd[1]');
  const before = Number((await followers.textContent())?.replace(/,/g, ''));
  await expect(main.getByRole('heading', { name: 'Published stories' })).toBeVisible();
  await expect(main.getByRole('link', { name: /views/ }).first()).toHaveAttribute('href', /^\/library\//);

  await main.getByRole('button', { name: `Follow ${AUTHOR}` }).click();
  await expect(main.getByRole('button', { name: `Following ${AUTHOR}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(followers).toHaveText(number(before + 1));
  await expectNoSeriousA11yViolations(reader);
  await screenshots(reader, 'author-page', testInfo, async (page) => {
    await expect(page.getByRole('heading', { name: `Reviews of ${AUTHOR}` })).toBeVisible();
  });

  const author = await signedInPage(browser, AUTHOR);
  await author.goto('/');
  const bell = author.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const menu = author.getByRole('menu');
  const item = menu.getByRole('menuitem', { name: new RegExp(`^${READER} started following you`) });
  await expect(item).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Mark all read' }).click();
  await expect(author.getByRole('banner').getByRole('button', { name: 'Notifications' })).toBeVisible();
  // Choosing the notification leads to the follower's author page.
  await item.click();
  await expect(author).toHaveURL(new RegExp(`/authors/${READER}$`));
  await expect(author.getByRole('heading', { level: 1, name: READER })).toBeVisible();
});

test('the reader dashboard shows Continue Reading, streak, hours and bookmarks for a demo reader', async ({
  browser,
}, testInfo) => {
  const page = await signedInPage(browser, READER);
  const expected = (await (await page.request.get('/api/v1/dashboard/reader')).json()) as ReaderDashboard;
  expect(expected.continueReading.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${READER}` })).toBeVisible();
  await expect(page.getByText('Reader Dashboard')).toBeVisible();
  await expect(stat(page, 'Stories Read')).toContainText(number(expected.stats.storiesRead));
  await expect(stat(page, 'Hours Read')).toContainText(number(expected.stats.hoursRead));
  await expect(stat(page, 'Reading Streak')).toContainText(`${expected.stats.readingStreak} day`);
  await expect(stat(page, 'Bookmarked')).toContainText(number(expected.stats.bookmarked));

  const continueReading = page.getByRole('region', { name: 'Continue Reading' });
  const first = expected.continueReading[0]!;
  const link = continueReading.getByRole('link', { name: new RegExp(first.title) });
  await expect(link).toHaveAttribute('href', `/library/${first.storyId}`);
  await expect(
    continueReading.getByRole('progressbar', { name: `Progress in ${first.title}` }),
  ).toBeVisible();
  await expect(continueReading.getByText(/^Last read/).first()).toBeVisible();

  const discover = page.getByRole('region', { name: 'Discover Stories' });
  await expect(discover.getByRole('link', { name: /Marketplace/ })).toContainText('Premium');
  await discover.getByRole('combobox', { name: 'Genre' }).selectOption('Horror');
  await expect(
    discover
      .getByRole('list', { name: 'Discovered stories' })
      .getByText(/^Horror · by/)
      .first(),
  ).toBeVisible();
  // Recommended for You lists the three stories the recommendations API picks for this reader.
  const picks = (await (await page.request.get('/api/v1/me/recommendations?limit=3')).json()) as {
    items: { id: string }[];
  };
  expect(picks.items.length).toBeGreaterThan(0);
  await expect(
    page.getByRole('region', { name: 'Recommended for You' }).locator('a[href^="/library/"]'),
  ).toHaveCount(picks.items.length);

  // A card's refresh button appears on focus and refetches its number.
  const refresh = page.getByRole('button', { name: 'Refresh Bookmarked' });
  await refresh.focus();
  await expect(refresh).toHaveCSS('opacity', '1');
  await refresh.click();
  await expect(refresh).toBeDisabled();
  await expect(refresh).toBeEnabled();
  await expect(stat(page, 'Bookmarked')).toContainText(number(expected.stats.bookmarked));

  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'reader-dashboard', testInfo, async (p) => {
    await expect(p.getByRole('region', { name: 'Continue Reading' })).toBeVisible();
  });
});

test('the creator dashboard shows stats, active stories, progress and recent activity', async ({
  browser,
}, testInfo) => {
  const page = await signedInPage(browser, CREATOR);
  const expected = (await (await page.request.get('/api/v1/dashboard/creator')).json()) as CreatorDashboard;
  expect(expected.recentActivity.length).toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByText('Creator Dashboard')).toBeVisible();
  await expect(stat(page, 'Active Stories')).toContainText(number(expected.stats.activeStories));
  await expect(stat(page, 'Characters')).toContainText(number(expected.stats.characters));
  await expect(stat(page, 'Worlds')).toContainText(number(expected.stats.worlds));
  await expect(stat(page, 'XP This Month')).toContainText(number(expected.stats.xpThisMonth));

  const activeStories = page.getByRole('region', { name: 'My Active Stories' });
  await expect(activeStories.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/stories');
  await expect(page.getByRole('progressbar', { name: 'Progress to Master' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(expected.progressToMaster * 100)),
  );
  const quick = page.getByRole('region', { name: 'Quick Actions' });
  for (const [name, href] of [
    ['New Story', '/stories/create'],
    ['Create Character', '/characters/create'],
    ['Build World', '/worlds/create'],
    ['Upload Template', '/marketplace/upload'],
  ] as const) {
    await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  const activity = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
  await expect(activity).toHaveCount(expected.recentActivity.length);
  await expect(activity.first()).toContainText(expected.recentActivity[0]!.name);

  await page.getByRole('main').getByText('Characters', { exact: true }).hover();
  await page.getByRole('button', { name: 'Refresh Characters' }).click();
  await expect(stat(page, 'Characters')).toContainText(number(expected.stats.characters));

  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'creator-dashboard', testInfo, async (p) => {
    await expect(p.getByRole('region', { name: 'Recent Activity' })).toBeVisible();
  });
});

test('a comment notification leads to the comment itself on the story page', async ({ browser }) => {
  const reader = await signedInPage(browser, READER);
  const stories = (await (await reader.request.get(`/api/v1/authors/${AUTHOR}/stories`)).json()) as {
    items: { id: string; title: string }[];
  };
  const story = stories.items[0]!;
  const text = `Linked comment ${Date.now()}`;
  const posted = await reader.request.post(`/api/v1/library/stories/${story.id}/comments`, {
    data: { commentText: text },
    headers: origin(),
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const comment = (await posted.json()) as { id: string };

  const author = await signedInPage(browser, AUTHOR, 390);
  await author.goto('/');
  await author
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await author
    .getByRole('menu')
    .getByRole('menuitem', { name: new RegExp(`^${READER} commented on ${story.title}`) })
    .first()
    .click();
  await expect(author).toHaveURL(new RegExp(`/library/${story.id}#comment-${comment.id}$`));
  const linked = author.getByRole('article', { name: `Comment by ${READER}` }).filter({ hasText: text });
  await expect(linked).toBeFocused();
  await expect(linked).toBeInViewport();
});
