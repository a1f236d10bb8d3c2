import { expect, test, type Page } from '@playwright/test';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';

/**
 * Groups of the Community Hub in a real browser (issue 12): a Chronicler creates a group, a Story
 * Connoisseur joins it and starts a thread, the creator replies; a Free creator sees no Create
 * Group button and the same request sent directly is refused with 403. With SCREENSHOT_DIR set,
 * the groups list and the group page are also saved at 1280 and 390 px.
 */
const shot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};

test('a Chronicler creates a group, a Story Connoisseur joins and starts a thread, the creator replies', async ({
  browser,
}) => {
  const groupName = `Lantern Circle ${Date.now().toString(36)}`;

  // celeste (Chronicler) creates a Public group.
  const creator = await signedInDemoPage(browser, 'celeste');
  await creator.goto('/community/groups');
  await creator.getByRole('link', { name: 'Create Group' }).first().click();
  await expect(creator.getByRole('heading', { level: 1, name: 'Create a Group' })).toBeVisible();
  await creator.getByRole('button', { name: 'Create Group' }).click();
  await expect(creator.getByText('Name is required')).toBeVisible();
  await creator.getByLabel('Name').fill(groupName);
  await creator.getByLabel('Category').selectOption('Fantasy');
  await creator.getByLabel('Description').fill('We write by lantern light and trade chapters every Sunday.');
  await creator.getByRole('button', { name: 'Create Group' }).click();
  await expect(creator).toHaveURL(/\/community\/groups\/[0-9a-f-]{36}$/);
  await expect(creator.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(creator.getByText('1 member', { exact: true })).toBeVisible();
  await expect(creator.getByRole('link', { name: 'Edit group' })).toBeVisible();
  const groupUrl = new URL(creator.url()).pathname;

  // quinn (Story Connoisseur) joins and starts a thread.
  const reader = await signedInDemoPage(browser, 'quinn');
  await reader.goto(groupUrl);
  await reader.getByRole('button', { name: `Join Group ${groupName}` }).click();
  await expect(reader.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await expect(reader.getByText('2 members', { exact: true })).toBeVisible();
  await reader.getByRole('tab', { name: 'Board' }).click();
  await expect(reader).toHaveURL(/tab=board/);
  await expect(reader.getByText('No threads yet')).toBeVisible();
  await reader.getByRole('button', { name: 'Start a thread' }).click();
  await reader.getByLabel('Title').fill('First prompts of the season');
  await reader.getByLabel('Message').fill('Post a three-line opening about a lantern that will not go out.');
  await reader.getByRole('button', { name: 'Post thread' }).click();
  await reader.getByRole('link', { name: /First prompts of the season/ }).click();
  await expect(reader.getByRole('heading', { level: 1, name: 'First prompts of the season' })).toBeVisible();
  const threadUrl = new URL(reader.url()).pathname;

  // The creator replies; the reader sees it.
  await creator.goto(threadUrl);
  await creator
    .getByLabel('Your reply')
    .fill('The wick was cut from a bell rope. Nobody remembers the bell.');
  await creator.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(creator.getByText('The wick was cut from a bell rope.')).toBeVisible();
  await reader.reload();
  await expect(reader.getByText('The wick was cut from a bell rope.')).toBeVisible();
  const notes = await reader.request.get('/api/v1/notifications');
  expect(JSON.stringify(await notes.json())).toContain(
    `celeste replied to First prompts of the season in ${groupName}`,
  );

  await creator.goto(`${groupUrl}?tab=members`);
  await expect(creator.getByRole('combobox', { name: 'Role of quinn' })).toHaveValue('Member');
  await shot(creator, 'group-page-members-1280');
  await creator.context().close();
  await reader.context().close();
});

test('a Free creator sees no Create Group button and a direct create is refused with 403', async ({
  browser,
}) => {
  const free = await signedInDemoPage(browser, 'dorian');
  await free.goto('/community/groups');
  await expect(free.getByRole('heading', { level: 1, name: 'All Groups' })).toBeVisible();
  await expect(free.getByRole('list', { name: 'Groups' }).getByRole('listitem').first()).toBeVisible();
  await expect(free.getByRole('link', { name: 'Create Group' })).toHaveCount(0);
  await free.goto('/community?tab=groups');
  await expect(free.getByRole('list', { name: 'Groups' }).getByRole('listitem').first()).toBeVisible();
  await expect(free.getByRole('link', { name: 'Create Group' })).toHaveCount(0);
  const res = await free.request.post('/api/v1/groups', {
    data: { name: 'Sneaky', category: 'Fantasy' },
    headers: demoOrigin(),
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.message).toContain('Creating groups is part of the Chronicler');
  await free.context().close();
});

test('screens at 1280 and 390 px', async ({ browser }) => {
  for (const width of [1280, 390]) {
    const page = await signedInDemoPage(browser, 'celeste', width);
    await page.goto('/community?tab=groups');
    await expect(page.getByRole('list', { name: 'Groups' }).getByRole('listitem').first()).toBeVisible();
    await shot(page, `groups-tab-${width}`);
    await page.getByRole('list', { name: 'Groups' }).getByRole('link').first().click();
    await expect(page.getByRole('tab', { name: 'About' })).toBeVisible();
    await shot(page, `group-page-${width}`);
    await page.getByRole('tab', { name: 'Board' }).click();
    await expect(page.getByRole('list', { name: 'Threads' })).toBeVisible();
    await shot(page, `group-board-${width}`);
    await page.goto('/community/groups/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a Group' })).toBeVisible();
    await shot(page, `group-create-${width}`);
    await page.context().close();
  }
});

test("a shared 'Group Only' world's lore opens for members only", async ({ browser }) => {
  const page = await signedInDemoPage(browser, 'greta');
  // A demo group with a shared world that greta is not in yet.
  const groups = (await (await page.request.get('/api/v1/groups?limit=50')).json()) as {
    items: { id: string; name: string; viewer: { role: string | null } }[];
  };
  let target: { id: string; name: string; world: string } | null = null;
  for (const g of groups.items.filter((item) => !item.viewer.role)) {
    const worlds = (await (await page.request.get(`/api/v1/groups/${g.id}/worlds`)).json()) as {
      items: { id: string; name: string }[];
    };
    if (worlds.items[0]) {
      target = { id: g.id, name: g.name, world: worlds.items[0].name };
      break;
    }
  }
  test.skip(target === null, 'no demo group with a shared world outside greta’s groups');
  const { id, name, world } = target!;
  await page.goto(`/community/groups/${id}?tab=worlds`);
  await expect(page.getByRole('heading', { name: world })).toBeVisible();
  await expect(page.getByText('Members read its lore.')).toBeVisible();
  await page.getByRole('button', { name: `Join Group ${name}` }).click();
  await page.getByText(`Read the lore of ${world}`).click();
  await expect(page.getByRole('definition').first()).toBeVisible();
  await shot(page, 'group-worlds-1280');
  await page.context().close();
});
