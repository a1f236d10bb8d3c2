import { expect, test, type Page } from '@playwright/test';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';

/** Chapter history in the live room: save a version, read what changed, restore it for everyone. */
test.describe.configure({ timeout: 120_000 });

async function api(page: Page, method: 'get' | 'post', url: string, data?: object) {
  const res = await page.request[method](url, { data, headers: demoOrigin() });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

const editor = (page: Page) => page.getByRole('textbox', { name: /^Text of / });

test('a restored version brings its text back for everyone in the room', async ({ browser }) => {
  const owner = await signedInDemoPage(browser, 'aria');
  const collaborator = await signedInDemoPage(browser, 'bram');
  const bram = (await api(collaborator, 'get', '/api/v1/me')).user;
  const story = await api(owner, 'post', '/api/v1/stories', {
    title: `History harbour ${Date.now()}`,
    description: 'A chapter with a past.',
    genre: 'Fantasy',
    privacyLevel: 'Private',
  });
  await api(owner, 'post', `/api/v1/stories/${story.id}/collaborators`, { userId: bram.id });
  const chapter = await api(owner, 'post', `/api/v1/stories/${story.id}/chapters`, { title: 'The tide' });
  const room = `/stories/${story.id}/session?chapter=${chapter.id}`;
  await owner.goto(room);
  await collaborator.goto(room);
  for (const page of [owner, collaborator])
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  await editor(owner).click();
  await owner.keyboard.type('The tide came in at dawn.');
  await expect(editor(collaborator)).toContainText('at dawn.');

  const history = owner.getByRole('dialog', { name: /^History of/ });
  await owner.getByRole('button', { name: 'History' }).click();
  await history.getByRole('button', { name: 'Save version' }).click();
  const versions = history.getByRole('list', { name: 'Versions' });
  await expect(versions.getByRole('button', { name: /Saved by aria · 6 words/ })).toBeVisible();
  await history.getByRole('button', { name: 'Close history' }).click();

  await editor(collaborator).click();
  await collaborator.keyboard.press('End');
  await collaborator.keyboard.type(' The boats were gone.');
  await expect(editor(owner)).toContainText('The boats were gone.');

  await owner.getByRole('button', { name: 'History' }).click();
  await versions.getByRole('button', { name: /Saved by aria/ }).click();
  const text = history.getByLabel('Text of the version, with changes since');
  await expect(text.locator('ins')).toContainText('The boats were gone.');
  for (const width of [1280, 390]) {
    await owner.setViewportSize({ width, height: 900 });
    await owner.screenshot({ path: `test-results/live-history-${width}.png` });
  }
  await owner.setViewportSize({ width: 1280, height: 900 });
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await owner
    .getByRole('alertdialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(history).toBeHidden();

  for (const page of [owner, collaborator]) {
    await expect(editor(page)).not.toContainText('The boats were gone.');
    await expect(editor(page)).toContainText('The tide came in at dawn.');
  }
  await expect
    .poll(
      async () => (await api(owner, 'get', `/api/v1/stories/${story.id}/chapters/${chapter.id}`)).wordCount,
    )
    .toBe(6);
});
