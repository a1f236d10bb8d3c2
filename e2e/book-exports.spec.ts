import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mammoth from 'mammoth';
import { parse } from 'node-html-parser';
import { expect, test, type Page } from '@playwright/test';
import { demoOrigin, signedInDemoPage } from './fixtures/demo';
import { screenshotsAtBothWidths } from './fixtures/screenshots';

// Book exports as writers meet them (issue 24): celeste (Chronicler) exports a story as EPUB and
// PDF and downloads both (epubcheck passes the EPUB; the PDF's pages rendered with pdftoppm);
// bram (Worldsmith) exports one of his demo stories
// as Word and as a web page from the story page and downloads both (the DOCX read back by a DOCX
// reader, the page parsed, with nothing in it from the network); dorian (Free) sees both formats
// locked with the plans that have them and the way to /subscription, and the server refuses them.

type Card = { id: string; title: string; chapterCount: number };

/** One of the signed-in writer's stories with chapters (a new one when the demo data has none). */
async function storyWithChapters(page: Page): Promise<Card> {
  const res = await page.request.get('/api/v1/stories');
  expect(res.status(), await res.text()).toBe(200);
  const found = ((await res.json()) as { items: Card[] }).items.find((s) => s.chapterCount > 0);
  if (found) return found;
  const created = await page.request.post('/api/v1/stories', {
    data: { title: 'A Book to Export', genre: 'Fantasy', description: 'Written to be exported.' },
    headers: demoOrigin(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const story = (await created.json()) as Card;
  const chapter = await page.request.post(`/api/v1/stories/${story.id}/chapters`, {
    data: { title: 'The Start' },
    headers: demoOrigin(),
  });
  expect(chapter.status(), await chapter.text()).toBe(201);
  return { ...story, chapterCount: 1 };
}

const EXTENSIONS: Record<string, string> = {
  EPUB: 'epub',
  PDF: 'pdf',
  'Word (DOCX)': 'docx',
  'Web page (HTML)': 'html',
};

const exportPanel = (page: Page) => page.getByRole('region', { name: 'Export as a book' });

async function exportAndDownload(page: Page, label: string) {
  const panel = exportPanel(page);
  await panel.getByRole('radio', { name: label }).check();
  await panel.getByRole('button', { name: `Export ${label}` }).click();
  const link = panel.getByRole('link', { name: /^Download / });
  await expect(link).toHaveText(new RegExp(`\\.${EXTENSIONS[label]}$`), {
    timeout: 60_000,
  });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync((await download.path())!) };
}

test('bram (Worldsmith) exports a demo story as DOCX and as HTML and downloads both', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await signedInDemoPage(browser, 'bram');
  const story = await storyWithChapters(page);
  await page.goto(`/stories/${story.id}`);
  const panel = exportPanel(page);
  await expect(panel.getByRole('radio', { name: 'Word (DOCX)' })).toBeEnabled();
  await expect(panel.getByRole('radio', { name: 'Web page (HTML)' })).toBeEnabled();
  await expect(panel.getByTestId('plan-lock')).toHaveCount(0);

  const docx = await exportAndDownload(page, 'Word (DOCX)');
  expect(docx.name).toMatch(/\.docx$/);
  expect(docx.bytes.subarray(0, 2).toString()).toBe('PK');
  const { value: read } = await mammoth.convertToHtml({ buffer: docx.bytes });
  expect(read).toContain('Chapter 1');
  expect(read.match(/<h1>/g)?.length).toBe(story.chapterCount);
  await panel.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(page, 'book-export-docx', testInfo);

  const html = await exportAndDownload(page, 'Web page (HTML)');
  expect(html.name).toMatch(/\.html$/);
  const text = html.bytes.toString('utf8');
  expect(text).not.toMatch(/https?:\/\//);
  const doc = parse(text);
  expect(doc.querySelector('html')!.getAttribute('lang')).toBe('en');
  expect(doc.querySelector('title')!.text).toBe(story.title);
  expect(doc.querySelectorAll('nav a')).toHaveLength(story.chapterCount);
  expect(doc.querySelectorAll('main section h2')).toHaveLength(story.chapterCount);

  // The page reads offline: opened from the file with the network off, its chapters are there.
  const offline = await browser.newContext({ offline: true });
  const reader = await offline.newPage();
  const file = testInfo.outputPath('book.html');
  fs.writeFileSync(file, html.bytes);
  await reader.goto(`file://${file}`);
  await expect(reader.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
  await reader.getByRole('navigation', { name: 'Contents' }).getByRole('link').first().click();
  await expect(reader.getByRole('heading', { level: 2, name: /^Chapter 1/ })).toBeInViewport();
  await offline.close();
  await page.context().close();
});

test('dorian (Free) sees DOCX and HTML locked with their plans, and the server refuses them', async ({
  browser,
}, testInfo) => {
  const page = await signedInDemoPage(browser, 'dorian');
  const story = await storyWithChapters(page);
  await page.goto(`/stories/${story.id}`);
  const panel = exportPanel(page);
  for (const label of ['Word (DOCX)', 'Web page (HTML)']) {
    await expect(panel.getByRole('radio', { name: label })).toBeDisabled();
    const lock = panel.getByTestId('plan-lock').filter({ hasText: `${label} export` });
    await expect(lock).toHaveText(
      `${label} export is part of the Worldsmith and Master Weaver plans, not your Free plan. Upgrade`,
    );
    await expect(lock.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
  }
  await panel.scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(page, 'book-export-locked', testInfo);
  for (const format of ['docx', 'html']) {
    const res = await page.request.post(`/api/v1/stories/${story.id}/exports`, {
      data: { format },
      headers: demoOrigin(),
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UPGRADE_REQUIRED');
  }
  await page.context().close();
});

test('celeste (Chronicler) exports EPUB and PDF: epubcheck passes, the PDF reads like a book; dorian (Free) is refused EPUB', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const page = await signedInDemoPage(browser, 'celeste');
  const story = await storyWithChapters(page);
  await page.goto(`/stories/${story.id}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-book-'));

  // The EPUB, checked as a publisher or a store would: epubcheck, no error and no warning.
  const epub = await exportAndDownload(page, 'EPUB');
  expect(epub.name).toMatch(/\.epub$/);
  const epubFile = path.join(dir, 'book.epub');
  fs.writeFileSync(epubFile, epub.bytes);
  const check = spawnSync('java', ['-jar', '/usr/share/java/epubcheck.jar', epubFile], { encoding: 'utf8' });
  expect(check.stdout + check.stderr).toMatch(/No errors or warnings detected/);
  expect(check.status).toBe(0);

  // The PDF: a title page with the title, a contents page, then the chapters; its first pages
  // rendered to PNG (attached to the report, to be looked at).
  const pdf = await exportAndDownload(page, 'PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  const pdfFile = path.join(dir, 'book.pdf');
  fs.writeFileSync(pdfFile, pdf.bytes);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' }))?.[1]);
  expect(pages).toBeGreaterThanOrEqual(3);
  const pageText = (n: number) =>
    execFileSync('pdftotext', ['-f', String(n), '-l', String(n), pdfFile, '-'], { encoding: 'utf8' });
  expect(pageText(1)).toContain(story.title);
  expect(pageText(2)).toContain('Contents');
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '4', pdfFile, path.join(dir, 'page')]);
  const images = fs.readdirSync(dir).filter((f) => f.startsWith('page') && f.endsWith('.png'));
  expect(images.length).toBeGreaterThanOrEqual(3);
  for (const image of images.sort())
    await testInfo.attach(`pdf-${image}`, { path: path.join(dir, image), contentType: 'image/png' });
  await exportPanel(page).scrollIntoViewIfNeeded();
  await screenshotsAtBothWidths(page, 'book-export-chronicler', testInfo);
  await page.context().close();

  // A Free creator sees EPUB offered with the plans that have it, and the server refuses it.
  const free = await signedInDemoPage(browser, 'dorian');
  const own = await storyWithChapters(free);
  await free.goto(`/stories/${own.id}`);
  const lock = exportPanel(free).getByTestId('plan-lock').filter({ hasText: 'EPUB export' });
  await expect(lock).toContainText('EPUB export is part of the');
  await expect(lock).toContainText('not your Free plan');
  await expect(lock.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription');
  const refused = await free.request.post(`/api/v1/stories/${own.id}/exports`, {
    data: { format: 'epub' },
    headers: demoOrigin(),
  });
  expect(refused.status()).toBe(403);
  await free.context().close();
});
