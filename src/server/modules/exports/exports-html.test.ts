import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyExports } from '../../db/schema/exports';
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

let t: TestApp;
let writer: Awaited<ReturnType<typeof createSignedInUser>>;
let story: Awaited<ReturnType<typeof buildBookStory>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  writer = await createSignedInUser(t, 'webwright');
  story = await buildBookStory(t, writer.cookie);
}, 60_000);
afterAll(() => t.close());

describe('HTML book export', () => {
  it('is refused on Free and Chronicler with 403 naming the plans, and nothing is queued', async () => {
    const before = (await t.database.db.select().from(storyExports)).length;
    for (const tier of ['Free', 'Chronicler'] as const) {
      await setTier(t, writer.user.id, tier);
      const res = await requestExport(t, writer.cookie, story.storyId, { format: 'html' });
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'UPGRADE_REQUIRED']);
      expect(res.json().error.message).toBe(
        `Web page (HTML) export is part of the Worldsmith and Master Weaver plans, not your ${tier} plan. Upgrade at /subscription.`,
      );
    }
    expect((await t.database.db.select().from(storyExports)).length).toBe(before);
  });

  it('builds one self-contained page on Worldsmith: metadata, contents, chapters, images inside', async () => {
    await setTier(t, writer.user.id, 'Worldsmith');
    const { job, file, bytes } = await exportBook(t, writer.cookie, story.storyId, { format: 'html' });
    expect(file.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="The-Salt-Road.html"');
    expect(job.dropped).toEqual([`${REMOTE_IMAGE}: images from other sites are never fetched`]);
    const html = Buffer.from(bytes).toString('utf8');
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    // Nothing outside the file: no address of any site, no script, no stylesheet or font to fetch.
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script|<link|<iframe|@import|url\(/i);

    const doc = parse(html, { parseNoneClosedTags: false });
    expect(doc.querySelector('html')!.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('title')!.text).toBe('The Salt Road');
    const meta = (name: string) =>
      doc.querySelectorAll(`meta[name="${name}"]`).map((m) => m.getAttribute('content'));
    expect(meta('author')).toEqual([writer.user.username]);
    expect(meta('description')).toEqual(['A caravan crosses the salt flats.\nNobody turns back.']);
    expect(meta('dcterms.subject')).toEqual(['Fantasy']);
    expect(meta('dcterms.language')).toEqual(['en']);
    expect(meta('dcterms.identifier')).toEqual([`urn:uuid:${story.storyId}`]);
    expect(doc.querySelector('style')!.text).toContain('font-family');

    // Headings in order: the title h1, the contents and the chapters h2, a chapter's own below.
    const headings = doc.querySelectorAll('h1, h2, h3, h4, h5, h6').map((h) => `${h.tagName}:${h.text}`);
    expect(headings).toEqual([
      'H1:The Salt Road',
      'H2:Contents',
      'H2:Chapter 1: Dawn',
      'H3:The first well',
      'H2:Chapter 2: Counting',
      'H2:Chapter 3: The Sea',
    ]);

    // The contents link to each chapter's anchor.
    const links = doc.querySelectorAll('nav a').map((a) => [a.getAttribute('href'), a.text]);
    expect(links).toEqual([
      ['#chapter-1', 'Chapter 1: Dawn'],
      ['#chapter-2', 'Chapter 2: Counting'],
      ['#chapter-3', 'Chapter 3: The Sea'],
    ]);
    for (const [href] of links) expect(doc.querySelector(href!)?.tagName).toBe('SECTION');

    // Every image is inside the file and has alt text; the remote one is left out.
    const images = doc
      .querySelectorAll('img')
      .map((i) => [i.getAttribute('alt'), i.getAttribute('src')!.slice(0, 26)]);
    expect(images).toEqual([
      ['Cover of The Salt Road', 'data:image/svg+xml;base64,'],
      ['A map of the salt road', 'data:image/jpeg;base64,/9j'],
    ]);
    const chapter1 = doc.querySelector('#chapter-1')!;
    expect(chapter1.innerHTML).toContain('<p>The caravan left at dawn, <em>bells ringing</em>.</p>');
    expect(chapter1.innerHTML).toContain('<p>Water &amp; salt &lt; gold &gt; &quot;silver&quot;.</p>');
    expect(doc.querySelector('#chapter-2 ul li')!.text).toBe('one camel');
    expect(doc.querySelector('#chapter-3 blockquote')!.text).toBe('Nobody turns back.');
    expect(doc.querySelector('footer.colophon')!.text).toBe('Made with Inkforge');
  });

  it('leaves the colophon out when the Master Weaver owner turned white-label on', async () => {
    await setWhiteLabel(t, writer.user.id);
    const { bytes } = await exportBook(t, writer.cookie, story.storyId, { format: 'html' });
    const html = Buffer.from(bytes).toString('utf8');
    expect(html).toContain('id="chapter-3"');
    expect(html).not.toContain('Made with Inkforge');
    expect(html).not.toContain('name="generator"');
  });
});
