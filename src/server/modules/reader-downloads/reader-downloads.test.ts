import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { chapters } from '../../db/schema/chapters';
import { storyCollaborators } from '../../db/schema/collaboration';
import { users } from '../../db/schema/users';
import { buildStory } from '../../db/factories.test-support';
import { ORIGIN, createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPublishedStory, request } from '../library/library.test-support';
import { DOWNLOADS_OFF_MESSAGE } from './reader-downloads.policy';
import { NO_CHAPTERS_MESSAGE } from './reader-downloads.service';

/**
 * A reader's EPUB download (issue 24): Story Connoisseur and Patron of the Arts download a
 * published story they may read, with exactly the chapters the library lets them read (published,
 * plus early-access and exclusive ones their plan opens; never drafts, never a chapter scheduled
 * outside its window); other plans get 403 naming the plans; the owner's switch refuses it; a
 * story the caller may not read is 404.
 */
let t: TestApp;
type Person = Awaited<ReturnType<typeof createSignedInUser>>;
let author: Person;
let connoisseur: Person;
let patron: Person;
let audience: Person;
let freeCreator: Person;
let editor: Person;
let storyId: string;

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const DAY = 86_400_000;

async function addChapter(
  story: string,
  position: number,
  title: string,
  text: string,
  status = 'published',
  scheduledAt: Date | null = null,
) {
  await t.database.db.insert(chapters).values({
    storyId: story,
    position,
    title,
    status,
    scheduledAt,
    content: doc(text),
    contentText: text,
    wordCount: 1,
  });
}

const epub = (cookie: string | null, id = storyId) =>
  request(t, cookie, 'GET', `/api/v1/library/stories/${id}/epub`);

/** The text of the EPUB's chapter documents, in spine order. */
function chapterTexts(body: Buffer): string[] {
  const files = unzipSync(new Uint8Array(body));
  return Object.keys(files)
    .filter((name) => /chapter-\d+\.xhtml$/.test(name))
    .sort()
    .map((name) => strFromU8(files[name]!));
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  [author, connoisseur, patron, audience, freeCreator, editor] = await Promise.all([
    createSignedInUser(t, 'dlauthor'),
    createSignedInUser(t, 'dlquinn'),
    createSignedInUser(t, 'dlpatron'),
    createSignedInUser(t, 'dlaudience'),
    createSignedInUser(t, 'dlfree'),
    createSignedInUser(t, 'dleditor'),
  ]);
  const db = t.database.db;
  const tier = (id: string, subscriptionTier: string) =>
    db.update(users).set({ subscriptionTier }).where(eq(users.id, id));
  await tier(connoisseur.user.id, 'Story Connoisseur');
  await tier(patron.user.id, 'Patron of the Arts');
  await tier(audience.user.id, 'Audience Member');
  await tier(freeCreator.user.id, 'Free');
  storyId = (
    await buildPublishedStory(db, author.user.id, { title: 'The Ford!', earlyAccessDays: 7, exclusive: true })
  ).id;
  await db.insert(storyCollaborators).values({ storyId, userId: editor.user.id, role: 'Editor' });
  await addChapter(storyId, 1, 'Notes', 'draftwords', 'draft');
  await addChapter(storyId, 2, 'The Door', 'openingwords');
  await addChapter(storyId, 3, 'The Vault', 'exclusivewords');
  await addChapter(storyId, 4, 'Soon', 'earlywords', 'draft', new Date(Date.now() + 3 * DAY));
  await addChapter(storyId, 5, 'Later', 'farwords', 'draft', new Date(Date.now() + 20 * DAY));
}, 60_000);
afterAll(() => t.close());

describe('GET /api/v1/library/stories/:id/epub', () => {
  it('gives a Story Connoisseur the chapters they read, numbered as the reader numbers them', async () => {
    const res = await epub(connoisseur.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/epub+zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="the-ford.epub"');
    expect(res.headers['cache-control']).toContain('no-store');
    const texts = chapterTexts(res.rawPayload);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Chapter 1: The Door');
    expect(texts[0]).toContain('openingwords');
    expect(texts[1]).toContain('Chapter 2: The Vault');
    expect(texts[1]).toContain('exclusivewords');
    expect(texts[2]).toContain('Chapter 3: Soon');
    const all = texts.join('');
    expect(all).not.toContain('draftwords');
    expect(all).not.toContain('farwords');
    const mimetype = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['mimetype']!);
    expect(mimetype).toBe('application/epub+zip');
  });

  it('gives a Patron of the Arts the same book', async () => {
    const res = await epub(patron.cookie);
    expect(res.statusCode).toBe(200);
    expect(chapterTexts(res.rawPayload)).toHaveLength(3);
  });

  it('refuses other plans with the plans that have it and the upgrade link, the story’s members too', async () => {
    for (const person of [audience, freeCreator, author, editor]) {
      const res = await epub(person.cookie);
      expect(res.statusCode).toBe(403);
      const { error } = res.json();
      expect(error.code).toBe('UPGRADE_REQUIRED');
      expect(error.message).toContain('Story Connoisseur and Patron of the Arts');
      expect(error.message).toContain('/subscription');
      expect(error.details).toEqual({ upgradeUrl: '/subscription' });
    }
  });

  it('asks a guest to sign in', async () => {
    const res = await epub(null);
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for a story the caller may not read, before any plan or setting is told', async () => {
    const db = t.database.db;
    const privateStory = await buildStory(db, author.user.id, { readerDownloads: false });
    const publicUnpublished = await buildStory(db, author.user.id, { privacyLevel: 'Public' });
    await addChapter(privateStory.id, 1, 'Hidden', 'hiddenwords');
    for (const id of [privateStory.id, publicUnpublished.id, '00000000-0000-4000-8000-000000000000', 'nope'])
      for (const person of [connoisseur, audience, author]) {
        const res = await epub(person.cookie, id);
        expect(res.statusCode, `${person.user.username} ${id}`).toBe(404);
        expect(res.json().error.message).toBe('Story not found');
      }
  });

  it('is refused with a clear message once the owner turns reader downloads off', async () => {
    const other = await buildPublishedStory(t.database.db, author.user.id);
    await addChapter(other.id, 1, 'One', 'onewords');
    expect((await epub(connoisseur.cookie, other.id)).statusCode).toBe(200);
    const patch = (cookie: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/stories/${other.id}`,
        headers: { origin: ORIGIN, cookie },
        payload,
      });
    expect((await patch(editor.cookie, { readerDownloads: false })).statusCode).toBe(403);
    const wrong = await patch(author.cookie, { readerDownloads: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Reader downloads must be true or false');
    const off = await patch(author.cookie, { readerDownloads: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().readerDownloads).toBe(false);
    const page = await request(t, connoisseur.cookie, 'GET', `/api/v1/library/stories/${other.id}`);
    expect(page.json().readerDownloads).toBe(false);
    const res = await epub(connoisseur.cookie, other.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'DOWNLOADS_OFF', message: DOWNLOADS_OFF_MESSAGE });
  });

  it('says there is nothing to download when no chapter is readable yet', async () => {
    const empty = await buildPublishedStory(t.database.db, author.user.id);
    await addChapter(empty.id, 1, 'Draft', 'draftonly', 'draft');
    const res = await epub(connoisseur.cookie, empty.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(NO_CHAPTERS_MESSAGE);
  });
});
