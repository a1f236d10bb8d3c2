import { expect, test } from '@playwright/test';
import { signedInDemoPage } from './fixtures/demo';
import { chapterEditor, pageApi } from './fixtures/live-room';

/**
 * The live room's HTTP fallback: a writer types offline into the live room, then comes back on
 * a network that refuses the WebSocket. The room saves over HTTP, starting from what was typed
 * offline (sent over HTTP first), and when the WebSocket works again the browser's offline copy
 * merges with the server's text without doubling a word.
 */
test.describe.configure({ timeout: 120_000 });

const api = pageApi;
const editor = chapterEditor;

test('offline typing reaches the HTTP fallback, and the copy merges later without doubling', async ({
  browser,
}) => {
  const first = await signedInDemoPage(browser, 'aria');
  const context = first.context();
  const story = await api(first, 'post', '/api/v1/stories', {
    title: `Fallback harbour ${Date.now()}`,
    description: 'One writer, a flaky network.',
    genre: 'Fantasy',
    privacyLevel: 'Private',
  });
  const chapter = await api(first, 'post', `/api/v1/stories/${story.id}/chapters`, { title: 'The harbour' });
  const room = `/stories/${story.id}/session?chapter=${chapter.id}`;
  const chapterUrl = `/api/v1/stories/${story.id}/chapters/${chapter.id}`;
  const stored = async () => {
    const doc = (await api(first, 'get', chapterUrl)).content as {
      content?: { content?: { text: string }[] }[];
    };
    return (doc.content ?? []).map((p) => (p.content ?? []).map((t) => t.text).join('')).join('\n');
  };

  // Live, then offline: the words typed offline stay in this browser.
  await first.goto(room);
  await expect(first.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await editor(first).click();
  await first.keyboard.type('Live words.');
  await expect.poll(stored, { timeout: 15_000 }).toBe('Live words.');
  await context.setOffline(true);
  await expect(first.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await first.keyboard.type(' Offline line.');
  await expect(editor(first)).toContainText('Offline line.');

  // Back on a network that refuses the WebSocket: the room falls back to saving over HTTP.
  let refuseSocket = true;
  await context.routeWebSocket(/\/collab$/, (ws) => {
    if (refuseSocket) void ws.close();
    else ws.connectToServer();
  });
  await first.close();
  await context.setOffline(false);
  const page = await context.newPage();
  await page.goto(room);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 20_000 });
  // The fallback editor opens with what was typed offline: it reached the server over HTTP.
  await expect(editor(page)).toHaveText('Live words. Offline line.');
  expect(await stored()).toBe('Live words. Offline line.');
  await editor(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Saved over HTTP.');
  await expect.poll(stored, { timeout: 15_000 }).toBe('Live words. Offline line. Saved over HTTP.');

  // The WebSocket works again: the room goes live and the offline copy merges, each word once.
  refuseSocket = false;
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 30_000 });
  await expect(editor(page)).toHaveText('Live words. Offline line. Saved over HTTP.');
  await editor(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Live again.');
  await expect
    .poll(stored, { timeout: 15_000 })
    .toBe('Live words. Offline line. Saved over HTTP. Live again.');
});
