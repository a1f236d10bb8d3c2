import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, chapterVersions, users } from '../../db/schema/index';
import { createSignedInUser, ORIGIN } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildDocx, fiveChapters, multipart } from '../imports/manuscript-fixtures.test-support';
import { pngImage } from './image-fixtures.test-support';
import { createUploadsRepository } from './uploads.repository';
import { sweepOrphanedUploads } from './uploads-sweep.job';

/**
 * Images a manuscript import stored for chapter text (the chapter-images bucket), against the
 * orphaned-upload sweep on the real database: kept while a chapter or a kept version of one shows
 * them, deleted once nothing does (past the grace period, like every upload).
 */
type Doc = { type: 'doc'; content: { type: string; attrs?: { src?: string } }[] };

/** A week after now: every file stored by these tests is past the grace period by then. */
const later = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

describe('orphaned upload sweep: imported chapter images', () => {
  let t: TestApp;
  let db: Db;
  let writer: Awaited<ReturnType<typeof createSignedInUser>>;
  let docx: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    db = t.database.db;
    writer = await createSignedInUser(t, 'manuscripts');
    docx = buildDocx(fiveChapters, await pngImage(60, 40), 2);
    // The database holds an image URL, so the sweep runs at all (uploads-sweep.test.ts).
    await db
      .update(users)
      .set({ profileImage: '/uploads/profile-images/x/1-0123456789abcdef.jpg' })
      .where(eq(users.id, writer.user.id));
  });
  afterAll(() => t.close());

  const sweep = () =>
    sweepOrphanedUploads({ storage: t.app.ctx.storage, repo: createUploadsRepository(db) }, later());
  const stored = (key: string) => t.app.ctx.storage.exists(key);

  /** Imports the five-chapter manuscript as a new story: its third chapter and the image's key. */
  async function importBook(title: string) {
    const body = multipart('Lighthouse.docx', docx, {
      storyTitle: title,
      chapters: fiveChapters.map((c, i) => ({ title: c.title, sections: [i] })),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/imports/stories',
      payload: body.payload,
      headers: { ...body.headers, origin: ORIGIN, cookie: writer.cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { storyId } = res.json() as { storyId: string };
    const [third] = await db
      .select()
      .from(chapters)
      .where(eq(chapters.storyId, storyId))
      .orderBy(chapters.position)
      .offset(2)
      .limit(1);
    const content = third!.content as Doc;
    const src = content.content.find((b) => b.type === 'image')?.attrs?.src ?? '';
    expect(src).toMatch(/^\/uploads\/chapter-images\//);
    const key = src.slice('/uploads/'.length);
    expect(await stored(key)).toBe(true);
    return { chapterId: third!.id, storyId, content, key };
  }
  /** The chapter's text with its image taken out, as an editor saving it would leave it. */
  const withoutImage = (doc: Doc): Doc => ({
    ...doc,
    content: doc.content.filter((b) => b.type !== 'image'),
  });

  it('keeps an imported image while its chapter shows it', async () => {
    const book = await importBook('Kept');
    await sweep();
    expect(await stored(book.key)).toBe(true);
  });

  it('deletes an imported image once its chapter no longer shows it, and only that one', async () => {
    const kept = await importBook('Still shown');
    const dropped = await importBook('Image removed');
    await db
      .update(chapters)
      .set({ content: withoutImage(dropped.content) })
      .where(eq(chapters.id, dropped.chapterId));
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await stored(dropped.key)).toBe(false);
    expect(await stored(kept.key)).toBe(true);
  });

  it('keeps an image a kept version shows (a restore brings it back), until that version goes', async () => {
    const book = await importBook('Versioned');
    const [version] = await db
      .insert(chapterVersions)
      .values({
        chapterId: book.chapterId,
        storyId: book.storyId,
        reason: 'manual',
        content: book.content,
        wordCount: 10,
      })
      .returning();
    await db
      .update(chapters)
      .set({ content: withoutImage(book.content) })
      .where(eq(chapters.id, book.chapterId));
    await sweep();
    expect(await stored(book.key)).toBe(true);
    await db.delete(chapterVersions).where(eq(chapterVersions.id, version!.id));
    await sweep();
    expect(await stored(book.key)).toBe(false);
  });

  it("deletes a deleted story's imported images", async () => {
    const book = await importBook('Deleted');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/stories/${book.storyId}`,
      headers: { origin: ORIGIN, cookie: writer.cookie },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await sweep();
    expect(await stored(book.key)).toBe(false);
  });
});
