import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { atPath } from './fixtures/auth-screens';
import { writeAndWaitForSave } from './fixtures/writing-room';

// The creator's whole path in one sitting, through the screens only: a world with an image, a
// character who lives in it, a story set in that world with a cover, two chapters written in the
// writing room, reordered, published and unpublished. Each list page is photographed on a desktop
// and a phone width along the way (attached to the test report).

const main = (page: Page) => page.getByRole('main');

/** A real PNG drawn on a canvas in the page, for the file pickers. */
async function canvasPng(page: Page, colour: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (colour) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = colour;
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#f4ead5';
    context.fillRect(300, 200, 300, 200);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, colour);
  return Buffer.from(bytes);
}

/** Picks a PNG in the upload field and waits until the stored image is shown. */
async function pickImage(page: Page, previewName: string, colour: string, bucket: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: await canvasPng(page, colour),
  });
  await expect(page.getByRole('img', { name: previewName })).toHaveAttribute(
    'src',
    new RegExp(`^/uploads/${bucket}/`),
  );
}

async function chapterOrder(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: 'Chapters in reading order' }).getByRole('listitem');
  return (await rows.getByRole('link').allInnerTexts()).map((t) => t.trim());
}

/** Full-page screenshots at desktop and phone widths, attached to the report. */
async function photograph(page: Page, name: string) {
  for (const [width, height, label] of [
    [1280, 900, 'desktop'],
    [390, 844, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(main(page)).toBeVisible();
    const path = test.info().outputPath(`${name}-${label}.png`);
    await page.screenshot({ path, fullPage: true });
    await test.info().attach(`${name}-${label}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a creator builds a world, a character in it, and a story set there, then publishes and unpublishes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await createConfirmedAccount(page, 'journey');
  await signInByApi(page, account);

  // 1. A world with an image.
  await page.goto('/worlds/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('The Tidewright Isles');
  await page.getByRole('combobox', { name: 'Genre' }).selectOption('Fantasy');
  await page.getByRole('textbox', { name: 'Description' }).fill('An archipelago that moves with the moon.');
  await pickImage(page, 'Current world image', '#1f4e79', 'world-images');
  await page.getByRole('button', { name: 'Build World' }).click();
  await expect(page).toHaveURL(atPath('/worlds'));
  const worldCard = main(page).getByRole('article', { name: 'The Tidewright Isles' });
  await expect(worldCard.locator('img')).toHaveAttribute('src', /^\/uploads\/world-images\//);
  await expect(worldCard).toContainText('Private');

  // 2. A character who lives in that world.
  await page.goto('/characters/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('Maelis Brine');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('A cartographer who maps islands before they arrive.');
  await page.getByRole('combobox', { name: 'World' }).selectOption({ label: 'The Tidewright Isles' });
  await page.getByRole('button', { name: 'Create Character' }).click();
  await expect(page).toHaveURL(atPath('/characters'));
  await expect(main(page).getByRole('article', { name: 'Maelis Brine' })).toContainText(
    'The Tidewright Isles',
  );
  await photograph(page, 'characters');

  // 3. A story set in that world, with a cover.
  await page.goto('/stories/create');
  await page.getByLabel('Title').fill('The Moon-Drawn Map');
  await page
    .getByLabel('Description')
    .fill('Every full moon, one island is lost. Maelis means to find where they go.');
  await page.getByLabel('Genre').selectOption('Fantasy');
  await page.getByLabel('Status').selectOption('Active');
  await page.getByLabel('World').selectOption({ label: 'The Tidewright Isles' });
  await pickImage(page, 'Current cover image', '#7a2e1f', 'story-images');
  await page.getByRole('button', { name: 'Create Story' }).click();
  await expect(page).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
  const storyPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'The Moon-Drawn Map' })).toBeVisible();
  await expect(main(page).getByText('The Tidewright Isles').first()).toBeVisible();
  await expect(main(page).locator('img[src^="/uploads/story-images/"]').first()).toBeVisible();
  const publication = page.getByRole('region', { name: 'Publication' });
  await expect(publication.getByText('Private', { exact: true })).toBeVisible();

  // 4. Two chapters in the writing room.
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(atPath(`${storyPath}/session`));
  await page.getByRole('button', { name: 'Add the first chapter' }).click();
  await page.getByLabel('Chapter title').fill('Low Tide');
  await page.getByLabel('Chapter title').press('Enter');
  await writeAndWaitForSave(page, 'Low Tide', 'The harbour emptied at dusk.');
  await page
    .getByRole('navigation', { name: 'Chapters' })
    .getByRole('button', { name: 'Add chapter' })
    .click();
  await expect(page.getByLabel('Chapter title')).toHaveValue('Chapter 2');
  await page.getByLabel('Chapter title').fill('High Water');
  await page.getByLabel('Chapter title').press('Enter');
  await writeAndWaitForSave(page, 'High Water', 'By morning the island was gone.');

  // 5. Reorder them on the story page; the order survives a reload.
  await page.getByRole('link', { name: 'Story details' }).click();
  await expect.poll(() => chapterOrder(page)).toEqual(['Low Tide', 'High Water']);
  await page.getByRole('button', { name: 'Move High Water up' }).click();
  await expect.poll(() => chapterOrder(page)).toEqual(['High Water', 'Low Tide']);
  await page.reload();
  await expect.poll(() => chapterOrder(page)).toEqual(['High Water', 'Low Tide']);

  // 6. Publish: the story shows as published here, in My Stories, and to a visitor in the library.
  await publication.getByRole('button', { name: 'Publish' }).click();
  await expect(publication.getByText('Published', { exact: true })).toBeVisible();
  await page.goto('/stories');
  const storyCard = main(page).getByRole('article', { name: 'The Moon-Drawn Map' });
  await expect(storyCard.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(storyCard.getByText('2 chapters')).toBeVisible();
  await photograph(page, 'stories');
  await page.goto('/worlds');
  await expect(worldCard.getByRole('definition')).toHaveText(['0', '1', '1']); // collaborators, stories, characters
  await photograph(page, 'worlds');

  const storyId = storyPath.split('/').pop()!;
  const visitor = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/library/${storyId}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'The Moon-Drawn Map' })).toBeVisible();

  // 7. Unpublish restores Private: the visitor now meets a not-found page.
  await page.goto(storyPath);
  await publication.getByRole('button', { name: 'Unpublish' }).click();
  await expect(publication.getByText('Private', { exact: true })).toBeVisible();
  await expect(publication.getByRole('button', { name: 'Publish' })).toBeVisible();
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible();
  await visitor.close();
});
