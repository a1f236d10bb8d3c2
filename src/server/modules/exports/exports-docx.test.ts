import { unzipSync, strFromU8 } from 'fflate';
import mammoth from 'mammoth';
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
  writer = await createSignedInUser(t, 'wordsmith');
  story = await buildBookStory(t, writer.cookie);
}, 60_000);
afterAll(() => t.close());

/** The DOCX as a reader sees it: mammoth's HTML (headings by Word style), and its messages. */
async function readBack(bytes: Uint8Array) {
  const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  // Images become data addresses; their kind is kept, their bytes left out of the assertions.
  const html = result.value
    .replace(/src="data:(image\/[a-z]+);base64,[^"]*"/g, 'src="data:$1"')
    .replace(/<a id="_Toc\d+"><\/a>/g, '');
  return { html, messages: result.messages };
}

describe('DOCX book export', () => {
  it('is refused on Free and Chronicler with 403 naming the plans, and nothing is queued', async () => {
    const before = (await t.database.db.select().from(storyExports)).length;
    for (const tier of ['Free', 'Chronicler'] as const) {
      await setTier(t, writer.user.id, tier);
      const res = await requestExport(t, writer.cookie, story.storyId, { format: 'docx' });
      expect([res.statusCode, res.json().error.code]).toEqual([403, 'UPGRADE_REQUIRED']);
      expect(res.json().error.message).toBe(
        `Word (DOCX) export is part of the Worldsmith and Master Weaver plans, not your ${tier} plan. Upgrade at /subscription.`,
      );
    }
    expect((await t.database.db.select().from(storyExports)).length).toBe(before);
  });

  it('builds a Word document on Worldsmith that a DOCX reader reads back chapter by chapter', async () => {
    await setTier(t, writer.user.id, 'Worldsmith');
    const { job, file, bytes } = await exportBook(t, writer.cookie, story.storyId, { format: 'docx' });
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.headers['content-disposition']).toBe('attachment; filename="The-Salt-Road.docx"');
    expect(job.dropped).toEqual([`${REMOTE_IMAGE}: images from other sites are never fetched`]);

    const { html } = await readBack(bytes);
    // Chapters are Heading 1, a chapter's own heading Heading 2: mammoth maps Word's heading styles.
    expect(html).toContain('<h1>Chapter 1: Dawn</h1>');
    expect(html).toContain('<h1>Chapter 2: Counting</h1>');
    expect(html).toContain('<h1>Chapter 3: The Sea</h1>');
    // The chapter's own heading (the editor's level 2, its only level) sits right below: Heading 2.
    expect(html).toContain('<h2>The first well</h2>');
    const order = [
      'The Salt Road',
      `by ${writer.user.username}`,
      'A caravan crosses the salt flats.',
      'Contents',
      '<a href="#_Toc',
      '<h1>Chapter 1: Dawn</h1>',
    ];
    const at = order.map((s) => html.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(html).toContain('The caravan left at dawn, <em>bells ringing</em>.');
    expect(html).toContain('Water &amp; salt &lt; gold &gt; "silver".');
    expect(html).toContain('<li>one camel</li>');
    expect(html).toContain('Nobody turns back.');
    expect(html).toContain('Made with Inkforge');
    // Cover (a title cover drawn for a story without one) and the chapter's image, with alt text.
    expect(html).toContain('<img alt="Cover of The Salt Road" src="data:image/png" />');
    expect(html).toContain('<img alt="A map of the salt road" src="data:image/jpeg" />');
    expect(html).not.toContain('Remote');
  });

  it('holds the parts of a Word package: styles, a table of contents field, page breaks, metadata', async () => {
    await setTier(t, writer.user.id, 'Worldsmith');
    const { bytes } = await exportBook(t, writer.cookie, story.storyId, { format: 'docx' });
    const files = unzipSync(bytes);
    for (const part of [
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
      'word/styles.xml',
      'word/numbering.xml',
      'word/_rels/document.xml.rels',
      'docProps/core.xml',
    ])
      expect(files[part], part).toBeDefined();
    expect(Object.keys(files).filter((f) => f.startsWith('word/media/'))).toHaveLength(2);

    const document = strFromU8(files['word/document.xml']!);
    expect(document).toContain('<w:docPartGallery w:val="Table of Contents"/>');
    expect(document).toContain('TOC \\h \\o &quot;1-1&quot;');
    expect(document.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(3);
    // Chapters 2 and 3 each start a page; chapter 1 opens the chapters' own section.
    expect(document.match(/<w:pageBreakBefore\/>/g)?.length).toBeGreaterThanOrEqual(4);
    expect(document).toContain('descr="A map of the salt road"');

    const styles = strFromU8(files['word/styles.xml']!);
    const heading1 = styles.match(
      /<w:style w:type="paragraph" w:styleId="Heading1">[\s\S]*?<\/w:style>/,
    )?.[0];
    expect(heading1).toContain('<w:name w:val="Heading 1"/>');
    expect(heading1).toContain('<w:outlineLvl w:val="0"/>');
    expect(styles).toContain('<w:lang w:val="en"/>');

    const core = strFromU8(files['docProps/core.xml']!);
    expect(core).toContain('<dc:title>The Salt Road</dc:title>');
    expect(core).toContain(`<dc:creator>${writer.user.username}</dc:creator>`);
    expect(core).toContain('<dc:subject>Fantasy</dc:subject>');
    expect(core).toContain('<dc:language>en</dc:language>');
    expect(core).toContain(
      '<dc:description>A caravan crosses the salt flats.\nNobody turns back.</dc:description>',
    );
    expect(core).toContain(`<dc:identifier>urn:uuid:${story.storyId}</dc:identifier>`);
  });

  it('leaves the colophon out when the Master Weaver owner turned white-label on', async () => {
    await setWhiteLabel(t, writer.user.id);
    const { bytes } = await exportBook(t, writer.cookie, story.storyId, { format: 'docx' });
    const { html } = await readBack(bytes);
    expect(html).toContain('<h1>Chapter 3: The Sea</h1>');
    expect(html).not.toContain('Made with Inkforge');
  });
});
