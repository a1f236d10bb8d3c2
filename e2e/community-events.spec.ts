import { expect, test, type Page } from '@playwright/test';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';

/**
 * Events and leaderboards of the Community Hub in a real browser (issue 12): a Chronicler creates
 * a Writing Sprint; a Story Connoisseur joins, writes 300 words in a chapter of their own and the
 * sprint's progress bar shows them; a Free creator sees no Create Event button and a direct
 * create is refused with 403; the leaderboard shows the crown, trophy and medal. With
 * SCREENSHOT_DIR set, every tab and an event page are also saved at 1280 and 390 px.
 */
const shot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};

/** A datetime-local value `hours` from now, in the browser's (and this machine's) zone. */
const localInput = (hours: number) => {
  const d = new Date(Date.now() + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

test('a Chronicler creates a Writing Sprint; a Story Connoisseur joins, writes 300 words and the progress bar shows them', async ({
  browser,
}) => {
  const title = `Lantern Sprint ${Date.now().toString(36)}`;
  const creator = await signedInDemoPage(browser, 'celeste');
  await creator.goto('/community?tab=events');
  await creator.getByRole('link', { name: 'Create Event' }).first().click();
  await expect(creator.getByRole('heading', { level: 1, name: 'Create an Event' })).toBeVisible();
  await creator.getByRole('button', { name: 'Create Event' }).click();
  await expect(creator.getByText('Title is required')).toBeVisible();
  await creator.getByLabel('Title').fill(title);
  await creator.getByLabel('Description').fill('Forty-eight hours of lantern-lit writing.');
  await creator.getByLabel('Type').selectOption('Writing Sprint');
  await creator.getByLabel('Start').fill(localInput(-1));
  await creator.getByLabel('End').fill(localInput(48));
  await creator.getByLabel('Maximum participants').fill('10');
  await creator.getByLabel('Word goal').fill('1000');
  await creator.getByRole('button', { name: 'Create Event' }).click();
  await expect(creator).toHaveURL(/\/community\/events\/[0-9a-f-]{36}$/);
  await expect(creator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(creator.getByText('No deadline')).toBeVisible();
  await expect(creator.getByText('No prize')).toBeVisible();
  const eventUrl = new URL(creator.url()).pathname;

  const reader = await signedInDemoPage(browser, 'quinn');
  await reader.goto(eventUrl);
  await reader.getByRole('button', { name: 'Join Event' }).click();
  await expect(reader.getByRole('status').filter({ hasText: /: Registered$/ })).toBeVisible();

  // quinn writes 300 words in a chapter of a story of their own, in the writing room.
  const post = async (url: string, data: object) => {
    const res = await reader.request.post(url, { data, headers: demoOrigin() });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  };
  const story = await post('/api/v1/stories', { title: 'Sprint Pages', genre: 'Fantasy' });
  await post(`/api/v1/stories/${story.id}/chapters`, { title: 'Lantern Light' });
  await reader.goto(`/stories/${story.id}/session`);
  await reader.getByRole('textbox', { name: 'Text of Lantern Light' }).click();
  await reader.keyboard.insertText(Array.from({ length: 300 }, (_, i) => `word${i}`).join(' '));
  await expect(
    reader
      .getByRole('navigation', { name: 'Chapters' })
      .getByRole('link', { name: /Lantern Light .*\b300 words/ }),
  ).toBeVisible({ timeout: 30_000 });

  await creator.goto(eventUrl);
  await expect(creator.getByRole('progressbar', { name: 'quinn: 300 of 1,000 words' })).toBeVisible();
  await expect(creator.getByText('300 / 1,000 words')).toBeVisible();
  await shot(creator, 'event-sprint-1280');
  await creator.context().close();
  await reader.context().close();
});

test('a Free creator sees no Create Event button and a direct create is refused with 403', async ({
  browser,
}) => {
  const free = await signedInDemoPage(browser, 'dorian');
  await free.goto('/community?tab=events');
  await expect(free.getByRole('list', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
  await expect(free.getByRole('link', { name: 'Create Event' })).toHaveCount(0);
  const res = await free.request.post('/api/v1/events', {
    data: {
      title: 'Sneaky',
      type: 'Meetup',
      startDate: new Date(Date.now() + 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 7_200_000).toISOString(),
    },
    headers: demoOrigin(),
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.message).toContain('Creating events is part of the Chronicler');
  await free.context().close();
});

test('the leaderboard shows a crown, a trophy and a medal for places 1 to 3', async ({ browser }) => {
  const page = await signedInDemoPage(browser, 'quinn');
  await page.goto('/community?tab=leaderboards');
  await expect(page.getByRole('heading', { name: 'Top Storytellers This Month' })).toBeVisible();
  const board = page.getByRole('list', { name: 'Top Storytellers This Month' });
  await expect(board.getByRole('img', { name: 'Crown: first place' })).toBeVisible();
  await expect(board.getByRole('img', { name: 'Trophy: second place' })).toBeVisible();
  await expect(board.getByRole('img', { name: 'Medal: third place' })).toBeVisible();
  await page.getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboards' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Crown: first place' })).toBeVisible();
  await page.context().close();
});

test('screens at 1280 and 390 px', async ({ browser }) => {
  for (const width of [1280, 390]) {
    const page = await signedInDemoPage(browser, 'celeste', width);
    await page.goto('/community');
    await expect(page.getByRole('list', { name: 'Stories' }).getByRole('listitem').first()).toBeVisible();
    await shot(page, `community-discover-${width}`);
    await page.getByRole('tab', { name: 'Find Groups' }).click();
    await expect(page).toHaveURL(/tab=groups/);
    await expect(page.getByRole('list', { name: 'Groups' }).getByRole('listitem').first()).toBeVisible();
    await shot(page, `community-groups-${width}`);
    await page.getByRole('tab', { name: 'Templates' }).click();
    await expect(page.getByRole('list', { name: 'Templates' }).getByRole('listitem').first()).toBeVisible();
    await shot(page, `community-templates-${width}`);
    await page.getByRole('tab', { name: 'Leaderboards' }).click();
    await expect(page.getByRole('img', { name: 'Crown: first place' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await shot(page, `community-leaderboards-${width}`);
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
    await shot(page, `community-events-${width}`);
    await page.getByRole('list', { name: 'Events' }).getByRole('link').first().click();
    await expect(page.getByRole('region', { name: /Participants/ })).toBeVisible();
    await shot(page, `event-page-${width}`);
    await page.goto('/community/events?scope=all&type=Writing+Sprint');
    await page.getByRole('list', { name: 'Events' }).getByRole('link').first().click();
    await expect(page.getByRole('list', { name: 'Sprint ranking' })).toBeVisible();
    await shot(page, `event-sprint-demo-${width}`);
    await page.goto('/community/events?scope=all&type=Challenge');
    await page
      .getByRole('list', { name: 'Events' })
      .getByRole('link', { name: 'Autumn Novel Kick-off' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Autumn Novel Kick-off' })).toBeVisible();
    // The demo's past challenge has entries and two winners.
    await expect(page.getByText('Winner', { exact: true })).toHaveCount(2);
    await shot(page, `event-contest-past-${width}`);
    await page.goto('/community/events/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Event' })).toBeVisible();
    await shot(page, `event-create-${width}`);
    await page.goto('/community/leaderboard');
    await expect(page.getByRole('img', { name: 'Crown: first place' })).toBeVisible();
    await shot(page, `leaderboard-page-${width}`);
    await page.context().close();
  }
});
