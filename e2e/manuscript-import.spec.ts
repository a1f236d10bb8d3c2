import AxeBuilder from '@axe-core/playwright';
import { Document, HeadingLevel, ImageRun, Packer, Paragraph } from 'docx';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInByApi } from './fixtures/accounts';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Manuscript import as a new writer meets it (issue 24): a file that is not what its name says
// is refused with the server's message and creates nothing; a Word manuscript of five chapters
// with an image is previewed, adjusted (merged and split apart again by keyboard, one renamed)
// and written as five draft chapters of a new private story, the image stored with them.

const NIGHTS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** A DOCX as Word writes it: five Heading 1 chapters, a picture in the third. */
async function lighthouseDocx(): Promise<Buffer> {
  const png = await sharp({
    create: { width: 60, height: 40, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const doc = new Document({
    sections: [
      {
        children: NIGHTS.flatMap((night, i) => [
          new Paragraph({ text: `Chapter ${i + 1}`, heading: HeadingLevel.HEADING_1 }),
          new Paragraph(`The ${night} night at the lighthouse.`),
          new Paragraph('The sea was loud.'),
          ...(i === 2
            ? [
                new Paragraph({
                  children: [
                    new ImageRun({
                      type: 'png',
                      data: png,
                      transformation: { width: 60, height: 40 },
                      altText: { name: 'lighthouse', title: 'A lighthouse', description: 'A lighthouse' },
                    }),
                  ],
                }),
              ]
            : []),
        ]),
      },
    ],
  });
  return Packer.toBuffer(doc);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function myStories(page: Page): Promise<{ id: string; title: string }[]> {
  const res = await page.request.get('/api/v1/stories');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: { id: string; title: string }[] }).items;
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test('a new writer imports a Word manuscript of five chapters after the split preview; a PNG named .docx is refused', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await createConfirmedAccount(page, 'importer');
  await signInByApi(page, account);

  await page.goto('/stories');
  await page.getByRole('link', { name: 'Import manuscript' }).click();
  await expect(page).toHaveURL(/\/stories\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import a manuscript' })).toBeVisible();
  await expect(page.getByText(/\.docx.*\.md.*\.txt.*up to 10 MB/)).toBeVisible();

  // A picture renamed .docx: the server's message, and nothing created.
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const picker = page.getByLabel('Manuscript file');
  await picker.setInputFiles({ name: 'manuscript.docx', mimeType: DOCX_TYPE, buffer: png });
  await page.getByRole('button', { name: 'Preview chapters' }).click();
  await expect(page.getByRole('alert')).toContainText('This file is not what its name says it is');
  expect(await myStories(page)).toEqual([]);

  // The real manuscript: five chapters found, with words, the image and first lines.
  await picker.setInputFiles({
    name: 'The Lighthouse.docx',
    mimeType: DOCX_TYPE,
    buffer: await lighthouseDocx(),
  });
  await page.getByRole('button', { name: 'Preview chapters' }).click();
  const split = page.getByRole('list', { name: 'Chapters to import' });
  await expect(split.getByRole('listitem')).toHaveCount(5);
  for (let i = 0; i < 5; i++)
    await expect(page.getByLabel(`Title of chapter ${i + 1}`)).toHaveValue(`Chapter ${i + 1}`);
  await expect(split.getByRole('listitem').nth(2)).toContainText('1 image');
  await expect(split.getByRole('listitem').nth(1)).toContainText('The second night at the lighthouse.');
  await expect(page.getByLabel('Story title')).toHaveValue('The Lighthouse');
  expect(await myStories(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await screenshotsAtBothWidths(page, 'manuscript-import-preview', testInfo);

  // By keyboard: merge chapters 1 and 2 (the focus stays on the merged chapter), then split apart.
  await page.getByRole('button', { name: 'Merge with next (chapter 1 and 2)' }).focus();
  await page.keyboard.press('Enter');
  await expect(split.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByLabel('Title of chapter 1')).toBeFocused();
  await expect(split.getByRole('listitem').first()).toContainText('joins 2 sections');
  await page.getByRole('button', { name: 'Split apart chapter 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(split.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByLabel('Title of chapter 1')).toBeFocused();
  await page.getByLabel('Title of chapter 5').fill('The Fifth Night');
  await page.getByLabel('Story title').fill('The Lighthouse Keeper');

  await page.getByRole('button', { name: 'Import 5 chapters' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 5 draft chapters' })).toBeFocused();
  const written = page.getByRole('list', { name: 'Imported chapters' }).getByRole('link');
  await expect(written).toHaveCount(5);
  await expect(written.nth(4)).toContainText('The Fifth Night');
  await expectNoAxeViolations(page);

  const [story] = await myStories(page);
  expect(story?.title).toBe('The Lighthouse Keeper');
  const chapters = (await (await page.request.get(`/api/v1/stories/${story!.id}/chapters`)).json()) as {
    items: { id: string; title: string; status: string }[];
  };
  expect(chapters.items.map((c) => c.title)).toEqual([
    'Chapter 1',
    'Chapter 2',
    'Chapter 3',
    'Chapter 4',
    'The Fifth Night',
  ]);
  expect(chapters.items.every((c) => c.status === 'draft')).toBe(true);
  const third = await (
    await page.request.get(`/api/v1/stories/${story!.id}/chapters/${chapters.items[2]!.id}`)
  ).json();
  const image = (third.content.content as { type: string; attrs?: { src: string } }[]).find(
    (b) => b.type === 'image',
  );
  expect(image?.attrs?.src).toMatch(/^\/uploads\/chapter-images\//);
  expect((await page.request.get(image!.attrs!.src)).status()).toBe(200);

  // The story page lists them and offers importing more chapters into it.
  await page.getByRole('link', { name: 'Go to the story' }).click();
  await expect(
    page.getByRole('list', { name: 'Chapters in reading order' }).getByRole('listitem'),
  ).toHaveCount(5);
  await page.getByRole('link', { name: 'Import chapters from a manuscript' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import chapters' })).toBeVisible();
  await expect(page.getByLabel('Manuscript file')).toBeVisible();
});
