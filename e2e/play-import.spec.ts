import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

/**
 * A game master brings in a game played on Roll20: chooses the saved archive, sees what it
 * becomes (format, kinds, first lines) and who the speakers are, corrects one, imports, and the
 * table shows the lines with rolls and scenes; a wrong file is refused with a clear message.
 */
test.describe.configure({ timeout: 120_000 });

const FIXTURES = path.resolve('src/server/modules/play-sessions/imports/fixtures');

async function api(page: Page, method: 'post' | 'patch', url: string, data: object) {
  const res = await page.request[method](url, { data, headers: demoOrigin() });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test('a Roll20 archive is previewed, its speakers confirmed, and imported into the table', async ({
  browser,
}, testInfo) => {
  const gm = await signedInDemoPage(browser, 'aria');
  const story = await api(gm, 'post', '/api/v1/stories', {
    title: `Harrowmere nights ${Date.now()}`,
    genre: 'Fantasy',
    privacyLevel: 'Private',
  });
  const session = await api(gm, 'post', `/api/v1/stories/${story.id}/play-sessions`, {
    title: 'The Drowned Chapel',
  });
  await gm.goto(`/stories/${story.id}/play/${session.id}`);
  await gm.getByRole('link', { name: 'Import a log' }).click();
  await expect(gm.getByRole('heading', { name: 'Import a log', level: 1 })).toBeVisible();

  await gm.getByLabel('Log file (at most 2 MB)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('just some notes\nabout nothing\nat all'),
  });
  await expect(gm.getByRole('alert')).toContainText('That file is not a log we can read');

  await gm.getByLabel('Log file (at most 2 MB)').setInputFiles(path.join(FIXTURES, 'roll20-archive.html'));
  await expect(gm.getByText(/^Roll20 chat archive \(\.html\): 320 lines$/)).toBeVisible();
  await expect(gm.getByRole('list', { name: 'Lines by kind' })).toContainText('Roll: 38');
  await expect(gm.getByRole('list', { name: 'Lines by kind' })).toContainText('Whisper: 14');
  await expect(gm.getByLabel('Role of Mira')).toHaveValue('character');
  await expect(gm.getByLabel('Role of Morgan (GM)')).toHaveValue('person');
  await gm.getByLabel('Who is Morgan (GM)?').selectOption({ label: 'aria (game master)' });
  const { violations } = await new AxeBuilder({ page: gm }).include('main').analyze();
  expect(violations).toEqual([]);
  await screenshotsAtBothWidths(gm, 'play-import-preview', testInfo);

  await gm.getByRole('button', { name: 'Import 320 lines' }).click();
  await expect(gm).toHaveURL(new RegExp(`/play/${session.id}$`));
  const log = gm.getByRole('article');
  await expect(log.last()).toContainText('Barnaby is now canon');
  await expect(gm.getByRole('heading', { name: 'Next Week: The Salt Road' })).toBeVisible();
  await screenshotsAtBothWidths(gm, 'play-import-table', testInfo);
});

test('the game master hands out a picture uploaded through the shared pipeline', async ({
  browser,
}, testInfo) => {
  const gm = await signedInDemoPage(browser, 'aria');
  const story = await api(gm, 'post', '/api/v1/stories', {
    title: `Handouts ${Date.now()}`,
    genre: 'Fantasy',
    privacyLevel: 'Private',
  });
  const session = await api(gm, 'post', `/api/v1/stories/${story.id}/play-sessions`, { title: 'Map night' });
  await api(gm, 'patch', `/api/v1/play-sessions/${session.id}`, { status: 'Live' });
  await gm.goto(`/stories/${story.id}/play/${session.id}`);
  const composer = gm.getByRole('form', { name: 'Post to the table' });
  await composer.getByLabel('Kind').selectOption('Handout');
  const png = await gm.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 480, height: 320 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1d4e6b';
    context.fillRect(0, 0, 480, 320);
    context.fillStyle = '#e0c068';
    context.fillRect(120, 80, 240, 160);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
  await composer
    .locator('input[type="file"]')
    .setInputFiles({ name: 'chapel-map.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await expect(composer.getByRole('img')).toHaveAttribute('src', /^\/uploads\/story-images\//);
  await composer.getByLabel('Message').fill('Map of the Drowned Chapel');
  await composer.getByRole('button', { name: 'Post' }).click();
  const handout = gm.getByRole('img', { name: 'Map of the Drowned Chapel' });
  await expect(handout).toHaveAttribute('src', /^\/uploads\/story-images\//);
  await expect(handout).toHaveJSProperty('complete', true);
  await screenshotsAtBothWidths(gm, 'play-handout', testInfo);
});
