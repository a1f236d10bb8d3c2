import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyExports } from '../../db/schema/exports';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createExportsRepository } from './exports.repository';
import { sweepExports } from './export-runner';
import {
  buildBookStory,
  exportBook,
  REMOTE_IMAGE,
  requestExport,
  setTier,
  setWhiteLabel,
  waitForExport,
} from './exports.test-support';

let t: TestApp;
let writer: Awaited<ReturnType<typeof createSignedInUser>>;
let story: Awaited<ReturnType<typeof buildBookStory>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  writer = await createSignedInUser(t, 'exporter');
  story = await buildBookStory(t, writer.cookie);
}, 60_000);
afterAll(() => t.close());

const rows = () => t.database.db.select().from(storyExports);

describe('book exports by plan', () => {
  it('refuses a format outside the plan with 403 naming the plans, and queues nothing', async () => {
    await setTier(t, writer.user.id, 'Free');
    const before = (await rows()).length;
    const res = await requestExport(t, writer.cookie, story.storyId, { format: 'epub' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'UPGRADE_REQUIRED',
      message:
        'EPUB export is part of the Chronicler, Worldsmith and Master Weaver plans, not your Free plan. Upgrade at /subscription.',
      details: { upgradeUrl: '/subscription' },
    });
    const docx = await requestExport(t, writer.cookie, story.storyId, { format: 'docx' });
    expect(docx.json().error.message).toContain('Worldsmith and Master Weaver plans, not your Free plan');
    expect((await rows()).length).toBe(before);
  });

  it('builds plain text and Markdown on Free, every chapter in order with the colophon', async () => {
    await setTier(t, writer.user.id, 'Free');
    const txt = await exportBook(t, writer.cookie, story.storyId, { format: 'text' });
    const body = Buffer.from(txt.bytes).toString('utf8');
    expect(txt.file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.file.headers['content-disposition']).toBe('attachment; filename="The-Salt-Road.txt"');
    const order = [
      'The Salt Road',
      'Chapter 1: Dawn',
      'bells ringing',
      'Chapter 2: Counting',
      'Chapter 3: The Sea',
    ];
    expect(order.map((s) => body.indexOf(s))).toEqual(
      [...order.map((s) => body.indexOf(s))].sort((a, b) => a - b),
    );
    expect(body).toContain('Made with Inkforge');
    const md = await exportBook(t, writer.cookie, story.storyId, { format: 'markdown' });
    const markdown = Buffer.from(md.bytes).toString('utf8');
    expect(markdown).toMatch(/^# The Salt Road\n/);
    expect(markdown).toContain('## Chapter 2: Counting');
    expect(markdown).toContain('*bells ringing*');
  });

  it('builds an EPUB on Chronicler: images from storage only, the remote one reported', async () => {
    await setTier(t, writer.user.id, 'Chronicler');
    const { job, file, bytes } = await exportBook(t, writer.cookie, story.storyId, { format: 'epub' });
    expect(file.headers['content-type']).toBe('application/epub+zip');
    expect(job.progress).toBe(100);
    expect(job.dropped).toEqual([`${REMOTE_IMAGE}: images from other sites are never fetched`]);
    expect(Buffer.from(bytes.subarray(30, 38)).toString()).toBe('mimetype');
    const files = unzipSync(bytes);
    expect(Object.keys(files)[0]).toBe('mimetype');
    const opf = strFromU8(files['EPUB/package.opf']!);
    expect(opf).toContain(`<dc:identifier id="book-id">urn:uuid:${story.storyId}</dc:identifier>`);
    expect(opf).toContain('<dc:subject>Fantasy</dc:subject>');
    expect(opf).toContain('properties="cover-image"');
    const chapter1 = strFromU8(files['EPUB/chapter-0001.xhtml']!);
    expect(chapter1).toContain('lang="en" xml:lang="en"');
    expect(chapter1).toContain('<img src="images/image-1.jpg" alt="A map of the salt road"/>');
    expect(chapter1).toContain('Water &amp; salt &lt; gold &gt; &quot;silver&quot;.');
    expect(strFromU8(files['EPUB/chapter-0002.xhtml']!)).not.toContain('<img');
    expect(files['EPUB/images/image-1.jpg']!.length).toBeGreaterThan(100);
    expect(files['EPUB/images/cover.svg']).toBeDefined();
    expect(strFromU8(files['EPUB/nav.xhtml']!)).toContain('Chapter 3: The Sea');
    expect(files['EPUB/colophon.xhtml']).toBeDefined();
  });

  it('answers a second request for the unchanged story with the kept file, and a changed one anew', async () => {
    await setTier(t, writer.user.id, 'Chronicler');
    const first = await exportBook(t, writer.cookie, story.storyId, { format: 'epub' });
    const again = await requestExport(t, writer.cookie, story.storyId, { format: 'epub' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.job.id, status: 'done' });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/stories/${story.storyId}/chapters/${story.chapterIds[2]}`,
      headers: { origin: ORIGIN, cookie: writer.cookie },
      payload: { title: 'The Sea at Last' },
    });
    expect(edit.statusCode).toBe(200);
    const changed = await requestExport(t, writer.cookie, story.storyId, { format: 'epub' });
    expect(changed.statusCode).toBe(202);
    expect(changed.json().id).not.toBe(first.job.id);
    const done = await waitForExport(t, writer.cookie, story.storyId, changed.json().id);
    expect(done.status).toBe('done');
  });

  it('exports a chapter range, and refuses a reversed or empty one', async () => {
    await setTier(t, writer.user.id, 'Chronicler');
    const { bytes, job } = await exportBook(t, writer.cookie, story.storyId, {
      format: 'text',
      fromChapter: 2,
      toChapter: 2,
    });
    const body = Buffer.from(bytes).toString('utf8');
    expect(body).toContain('Chapter 2: Counting');
    expect(body).not.toContain('Chapter 1: Dawn');
    expect(job.fileName).toBe('The-Salt-Road-chapters-2-2.txt');
    const reversed = await requestExport(t, writer.cookie, story.storyId, {
      format: 'text',
      fromChapter: 3,
      toChapter: 1,
    });
    expect(reversed.statusCode).toBe(400);
    const empty = await requestExport(t, writer.cookie, story.storyId, { format: 'text', fromChapter: 9 });
    expect([empty.statusCode, empty.json().error.message]).toEqual([
      400,
      'There are no chapters in that range to export',
    ]);
  });

  it('leaves the colophon out when the Master Weaver owner turned white-label on', async () => {
    await setWhiteLabel(t, writer.user.id);
    const { bytes } = await exportBook(t, writer.cookie, story.storyId, { format: 'epub' });
    const files = unzipSync(bytes);
    expect(files['EPUB/colophon.xhtml']).toBeUndefined();
    expect(strFromU8(files['EPUB/package.opf']!)).not.toContain('colophon');
  });

  it('sweeps expired files and their rows, and files no row names', async () => {
    await setTier(t, writer.user.id, 'Free');
    const { job } = await exportBook(t, writer.cookie, story.storyId, { format: 'markdown', toChapter: 1 });
    const storage = t.app.ctx.storage;
    const key = `exports/${story.storyId}/${job.id}.md`;
    expect(await storage.exists(key)).toBe(true);
    await storage.put(
      `exports/${story.storyId}/00000000-0000-4000-8000-000000000000.md`,
      Buffer.from('x'),
      'application/octet-stream',
    );
    const repo = createExportsRepository(t.database.db);
    await sweepExports(repo, storage, new Date());
    expect(await storage.list(`exports/${story.storyId}/0000`)).toEqual([]);
    expect(await storage.exists(key)).toBe(true);
    await sweepExports(repo, storage, new Date(Date.now() + 25 * 3_600_000));
    expect(await storage.exists(key)).toBe(false);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/stories/${story.storyId}/exports/${job.id}/file`,
      headers: { cookie: writer.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });
});
