import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  buildBookStory,
  exportBook,
  REMOTE_IMAGE,
  requestExport,
  setTier,
  setWhiteLabel,
} from './exports.test-support';

/**
 * The PDF book of the three-chapter fixture, read back with poppler (pdftotext, pdfinfo,
 * pdfimages, pdftoppm; .ci/run installs poppler-utils): title page, contents with page numbers,
 * chapters on pages of their own with running heads and page numbers, the embedded image, the
 * colophon, the chosen page size. Small on purpose: a Typst compile takes about a second.
 */
const run = promisify(execFile);
let t: TestApp;
let dir: string;
let writer: Awaited<ReturnType<typeof createSignedInUser>>;
let story: Awaited<ReturnType<typeof buildBookStory>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-export-'));
  writer = await createSignedInUser(t, 'typesetter');
  story = await buildBookStory(t, writer.cookie);
}, 60_000);
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

async function poppler(bytes: Uint8Array, name: string) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const pages = async (tool: string, ...args: string[]) => (await run(tool, [...args, file, '-'])).stdout;
  const info = (await run('pdfinfo', [file])).stdout;
  return { file, info, pages };
}

describe('PDF export', () => {
  it(
    'typesets a Chronicler book: title page, contents with page numbers, chapters, heads, image, colophon',
    { timeout: 120_000 },
    async () => {
      await setTier(t, writer.user.id, 'Chronicler');
      const { job, file, bytes } = await exportBook(t, writer.cookie, story.storyId, { format: 'pdf' });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe('attachment; filename="The-Salt-Road.pdf"');
      expect(job.trimSize).toBe('a5');
      expect(job.dropped).toEqual([`${REMOTE_IMAGE}: images from other sites are never fetched`]);

      const pdf = await poppler(bytes, 'a5.pdf');
      expect(pdf.info).toMatch(/Title:\s+The Salt Road/);
      expect(pdf.info).toMatch(/Page size:\s+419\.5\d* x 595\.2\d* pts/);
      const text = (n: number) => pdf.pages('pdftotext', '-layout', '-f', String(n), '-l', String(n));
      const title = await text(1);
      expect(title).toContain('The Salt Road');
      expect(title).toMatch(/by typesetter/);
      expect(title).toContain('A caravan crosses the salt flats.');
      // Contents: each chapter with the page it starts on (pages are numbered from chapter 1).
      // The leaders (dots, then a word joiner before the number) read as ' … '.
      const contents = (await text(2)).replace(/\s*\.(\s*\.)+[\s\u2060]*/g, ' … ');
      expect(contents).toContain('Contents');
      const starts = [...contents.matchAll(/Chapter (\d): (\w[\w ]*\w) … (\d+)/g)].map((m) => [
        m[1],
        m[2],
        Number(m[3]),
      ]);
      expect(starts.map(([n, title]) => `${n} ${title}`)).toEqual(['1 Dawn', '2 Counting', '3 The Sea']);
      const pageCount = Number(/Pages:\s+(\d+)/.exec(pdf.info)![1]);
      for (const [n, name, page] of starts) {
        // Contents page 2, so the book's page p is the file's page p + 2.
        const opening = await text((page as number) + 2);
        expect(opening).toMatch(new RegExp(`CHAPTER ${n}\\s+${name}`));
        // No running head on a page that opens a chapter: the page starts with the chapter's label.
        expect(opening.trimStart().startsWith(`CHAPTER ${n}`)).toBe(true);
        expect(opening.trim().endsWith(String(page))).toBe(true);
      }
      const all = await pdf.pages('pdftotext');
      expect(all).toContain('The first well');
      expect(all).toContain('Water & salt < gold > "silver".');
      expect(all.indexOf('Dawn')).toBeLessThan(all.indexOf('They reached the sea.'));
      expect((await text(pageCount)).trim()).toBe('Made with Inkforge');
      // The uploaded map is embedded; the remote image is not.
      const images = (await run('pdfimages', ['-list', pdf.file])).stdout.trim().split('\n').slice(2);
      expect(images).toHaveLength(1);
      // A page renders (the pages were looked at when the template was made).
      await run('pdftoppm', ['-r', '30', '-png', '-f', '1', '-l', '1', pdf.file, path.join(dir, 'page')]);
      expect(fs.readdirSync(dir).some((f) => f.startsWith('page') && f.endsWith('.png'))).toBe(true);
    },
  );

  it(
    'takes the chosen page size, and leaves the colophon out when the owner turned white-label on',
    { timeout: 120_000 },
    async () => {
      await setWhiteLabel(t, writer.user.id);
      const { job, bytes } = await exportBook(t, writer.cookie, story.storyId, {
        format: 'pdf',
        trimSize: 'letter',
        toChapter: 1,
      });
      expect(job.trimSize).toBe('letter');
      const pdf = await poppler(bytes, 'letter.pdf');
      expect(pdf.info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
      const all = await pdf.pages('pdftotext');
      expect(all).toContain('Dawn');
      expect(all).not.toContain('Counting');
      expect(all).not.toContain('Made with Inkforge');
    },
  );

  it('refuses a page size on another format or an unknown one (400), and PDF on Free (403)', async () => {
    await setTier(t, writer.user.id, 'Chronicler');
    const epub = await requestExport(t, writer.cookie, story.storyId, { format: 'epub', trimSize: 'a5' });
    expect(epub.statusCode).toBe(400);
    expect(epub.json().error.message).toContain('A page size applies to PDF exports only');
    const odd = await requestExport(t, writer.cookie, story.storyId, { format: 'pdf', trimSize: 'a4' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toContain('Choose a page size: a5, 6x9, letter');
    await setTier(t, writer.user.id, 'Free');
    const free = await requestExport(t, writer.cookie, story.storyId, { format: 'pdf' });
    expect(free.statusCode).toBe(403);
    expect(free.json().error.message).toContain('PDF export is part of the Chronicler');
  });
});
