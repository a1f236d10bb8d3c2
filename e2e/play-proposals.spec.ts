import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { demoOrigin } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

/**
 * A new game master plays a short scene in a story set in their world, ends the session, and
 * the names the log mentioned are proposed with their evidence; accepting a place writes it
 * into the world, where it shows on the world's page.
 */
test.describe.configure({ timeout: 120_000 });

async function api(page: Page, method: 'post' | 'patch', url: string, data: object) {
  const res = await page.request[method](url, { data, headers: demoOrigin() });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test('ending a session proposes the names of its log, and an accepted place appears in the world', async ({
  page,
}, testInfo) => {
  const account = await createConfirmedAccount(page, 'gm');
  await signInByApi(page, account);
  const world = await api(page, 'post', '/api/v1/worlds', { name: 'The Vell', genre: 'Fantasy' });
  const story = await api(page, 'post', '/api/v1/stories', {
    title: 'Rain over Greyhold',
    genre: 'Fantasy',
    privacyLevel: 'Private',
    worldId: world.id,
  });
  const session = await api(page, 'post', `/api/v1/stories/${story.id}/play-sessions`, {
    title: 'The siege',
  });
  await api(page, 'patch', `/api/v1/play-sessions/${session.id}`, { status: 'Live' });
  const entries = `/api/v1/play-sessions/${session.id}/entries`;
  await api(page, 'post', entries, {
    kind: 'Narration',
    text: 'Rain falls on Greyhold Keep as the riders who serve the Silver Hand arrive.',
  });
  await api(page, 'post', entries, {
    kind: 'Narration',
    text: 'At the gate, Lady Isolde Maren waits with the Moonstone Key in her hand.',
  });

  await page.goto(`/stories/${story.id}/play/${session.id}`);
  const names = page.getByRole('region', { name: 'Names from the log' });
  await expect(names).toContainText('No names yet');
  const composer = page.getByRole('form', { name: 'Post to the table' });
  await composer.getByLabel('Message').fill('The Silver Hand lowers its banners before Greyhold Keep.');
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('article').last()).toContainText('lowers its banners');

  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByTestId('session-status')).toHaveText('Ended');
  const keep = names.getByRole('listitem', { name: 'Greyhold Keep' });
  await expect(keep).toBeVisible({ timeout: 20_000 });
  await expect(keep).toContainText('Place');
  await expect(keep).toContainText('2 mentions');
  await expect(names.getByRole('listitem', { name: 'Silver Hand' })).toContainText('Faction');
  await expect(names.getByRole('listitem', { name: 'Moonstone Key' })).toContainText('Item');
  await expect(names.getByRole('listitem', { name: 'Lady Isolde Maren' })).toContainText('Person');
  await keep.getByText('Evidence: 2 lines').click();
  await expect(keep).toContainText('Rain falls on Greyhold Keep');

  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations).toEqual([]);
  await screenshotsAtBothWidths(page, 'play-proposals', testInfo);

  await names.getByRole('button', { name: 'Accept Greyhold Keep' }).click();
  await expect(keep).toContainText('Added as Greyhold Keep');
  await names.getByRole('button', { name: 'Dismiss Silver Hand' }).click();
  await expect(names.getByRole('listitem', { name: 'Silver Hand' })).toHaveCount(0);
  await screenshotsAtBothWidths(page, 'play-proposals-accepted', testInfo);

  await keep.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/worlds/${world.id}/edit$`));
  await expect(page.getByLabel('Geography')).toHaveValue(
    '- Greyhold Keep: Rain falls on Greyhold Keep as the riders who serve the Silver Hand arrive.',
  );
});
