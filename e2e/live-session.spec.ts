import { expect, test, type Page } from '@playwright/test';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';

/**
 * The live writing room: two writers in one chapter see each other's words and named carets,
 * a stranger is refused, offline typing merges back, and the session is recorded.
 */
test.describe.configure({ timeout: 120_000 });

async function api(page: Page, method: 'get' | 'post' | 'patch', url: string, data?: object) {
  const res = await page.request[method](url, { data, headers: demoOrigin() });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

const editor = (page: Page) => page.getByRole('textbox', { name: /^Text of / });

/** The chapter's text as a writer's screen holds it, without the other writers' caret labels. */
const proseOf = (page: Page) =>
  editor(page).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.live-caret').forEach((caret) => caret.remove());
    return copy.textContent;
  });

test('two writers co-write a chapter live, offline edits merge, the session is listed', async ({
  browser,
}) => {
  const owner = await signedInDemoPage(browser, 'aria');
  const collaborator = await signedInDemoPage(browser, 'bram');
  const stranger = await signedInDemoPage(browser, 'celeste');
  const bram = (await api(collaborator, 'get', '/api/v1/me')).user;
  const story = await api(owner, 'post', '/api/v1/stories', {
    title: `Live harbour ${Date.now()}`,
    description: 'Two writers, one chapter.',
    genre: 'Fantasy',
    privacyLevel: 'Private',
  });
  await api(owner, 'post', `/api/v1/stories/${story.id}/collaborators`, { userId: bram.id });
  const chapter = await api(owner, 'post', `/api/v1/stories/${story.id}/chapters`, { title: 'The harbour' });
  const room = `/stories/${story.id}/session?chapter=${chapter.id}`;

  await owner.goto(room);
  await collaborator.goto(room);
  for (const page of [owner, collaborator])
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  await editor(owner).click();
  await owner.keyboard.type('The gulls woke first. ');
  await expect(editor(collaborator)).toContainText('The gulls woke first.', { timeout: 1000 });
  await editor(collaborator).click();
  await collaborator.keyboard.press('End');
  await collaborator.keyboard.type('Then the bells.');
  await expect(editor(owner)).toContainText('Then the bells.', { timeout: 1000 });
  // Named carets and the presence bar.
  await expect(owner.locator('.live-caret', { hasText: 'bram' })).toBeVisible();
  await expect(collaborator.locator('.live-caret', { hasText: 'aria' })).toBeVisible();
  const writers = owner.getByRole('list', { name: 'Writers in the room' });
  await expect(writers.getByRole('button', { name: /bram/ })).toBeVisible();
  await expect(writers.getByRole('button', { name: /aria \(you\)/ })).toBeVisible();

  for (const width of [1280, 390]) {
    await owner.setViewportSize({ width, height: 900 });
    await owner.screenshot({ path: `test-results/live-room-${width}.png`, fullPage: true });
  }
  await owner.setViewportSize({ width: 1280, height: 900 });

  // A writer goes offline, keeps typing, comes back: both end with the merged text.
  await collaborator.context().setOffline(true);
  await expect(collaborator.getByRole('status').filter({ hasText: /Offline|Reconnecting/ })).toBeVisible();
  await collaborator.keyboard.type(' Offline words.');
  await owner.keyboard.press('End');
  await owner.keyboard.type(' Online words.');
  await collaborator.context().setOffline(false);
  for (const page of [owner, collaborator]) {
    await expect(editor(page)).toContainText('Offline words.', { timeout: 15_000 });
    await expect(editor(page)).toContainText('Online words.', { timeout: 15_000 });
  }
  expect(await proseOf(owner)).toBe(await proseOf(collaborator));

  // The stranger is refused.
  await stranger.goto(room);
  await expect(stranger.getByText('Story not found')).toBeVisible();

  // Both leave: the text is stored, and the story page lists the session with both writers.
  await owner.goto(`/stories/${story.id}`);
  await collaborator.goto('/');
  await expect
    .poll(
      async () => (await api(owner, 'get', `/api/v1/stories/${story.id}/chapters/${chapter.id}`)).wordCount,
      { timeout: 15_000 },
    )
    .toBe(11);
  const sessions = owner.getByRole('list', { name: 'Writing sessions' });
  await expect(sessions).toContainText('aria');
  await expect(sessions).toContainText('bram');

  // Published, the chapter reads in the reader with the text both wrote, to someone outside the story.
  await api(owner, 'patch', `/api/v1/stories/${story.id}/chapters/${chapter.id}`, { status: 'published' });
  await api(owner, 'post', `/api/v1/stories/${story.id}/publish`);
  await stranger.goto(`/library/${story.id}/chapters/${chapter.id}`);
  for (const words of ['The gulls woke first.', 'Then the bells.', 'Offline words.', 'Online words.'])
    await expect(stranger.getByRole('main')).toContainText(words);
});
