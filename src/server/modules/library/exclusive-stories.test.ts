import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { chapters } from '../../db/schema/chapters';
import { storyCollaborators } from '../../db/schema/collaboration';
import { users } from '../../db/schema/users';
import { ORIGIN, createSignedInUser } from '../../auth/auth.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SHELL } from '../open-web/open-web.test-support';
import { buildPublishedStory, request } from './library.test-support';

/**
 * Exclusive stories (issue 25): the owner marks a story exclusive; its page, first published
 * chapter and reviews stay public, the other chapters are read only by readers whose plan has
 * exclusiveContent (Story Connoisseur, Patron of the Arts) and by the story's members. A free
 * reader (and a guest) never gets a locked chapter's text, on any path that could carry it.
 */
const OPEN = 'lanternopening';
const SECRET = 'quillvaultsecret';
const SECRET_TWO = 'obsidianwhisper';
const PLANS = 'Story Connoisseur and Patron of the Arts';
const MESSAGE = `Exclusive: included with ${PLANS}. Upgrade at /subscription.`;

let t: TestApp;
let clientDir: string;
type Person = Awaited<ReturnType<typeof createSignedInUser>>;
let author: Person;
let connoisseur: Person;
let patron: Person;
let free: Person;
let collaborator: Person;
let storyId: string;
let firstId: string;
let lockedId: string;
let lastId: string;

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

async function addChapter(position: number, title: string, text: string, status = 'published') {
  const [row] = await t.database.db
    .insert(chapters)
    .values({ storyId, position, title, status, content: doc(text), contentText: text, wordCount: 1 })
    .returning();
  return row!.id;
}

const patchStory = (cookie: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/stories/${storyId}`,
    headers: { origin: ORIGIN, cookie },
    payload,
  });
const get = (cookie: string | null, url: string) => request(t, cookie, 'GET', url);
const libraryChapter = (cookie: string | null, id: string) =>
  get(cookie, `/api/v1/library/stories/${storyId}/chapters/${id}`);
const creatorChapter = (cookie: string, id: string) =>
  get(cookie, `/api/v1/stories/${storyId}/chapters/${id}`);
const noSecret = (body: string) => {
  expect(body).not.toContain(SECRET);
  expect(body).not.toContain(SECRET_TWO);
};

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkforge-exclusive-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }, { clientDir });
  [author, connoisseur, patron, free, collaborator] = await Promise.all([
    createSignedInUser(t, 'exauthor'),
    createSignedInUser(t, 'exquinn'),
    createSignedInUser(t, 'expatron'),
    createSignedInUser(t, 'expiet'),
    createSignedInUser(t, 'excollab'),
  ]);
  const db = t.database.db;
  const tier = (id: string, subscriptionTier: string) =>
    db.update(users).set({ subscriptionTier }).where(eq(users.id, id));
  await tier(connoisseur.user.id, 'Story Connoisseur');
  await tier(patron.user.id, 'Patron of the Arts');
  await tier(free.user.id, 'Audience Member');
  storyId = (await buildPublishedStory(db, author.user.id, { title: 'The Vaulted Quill' })).id;
  await db.insert(storyCollaborators).values({ storyId, userId: collaborator.user.id, role: 'Editor' });
  // A draft first chapter: the storefront is the first PUBLISHED chapter.
  await addChapter(1, 'Notes', 'draftnotes', 'draft');
  firstId = await addChapter(2, 'The Door', OPEN);
  lockedId = await addChapter(3, 'The Vault', SECRET);
  lastId = await addChapter(4, 'The Key', SECRET_TWO);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('marking a story exclusive', () => {
  it('is the owner’s switch: others are refused, a wrong value is a 400', async () => {
    expect((await patchStory(collaborator.cookie, { exclusive: true })).statusCode).toBe(403);
    expect((await patchStory(free.cookie, { exclusive: true })).statusCode).toBe(403);
    const wrong = await patchStory(author.cookie, { exclusive: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Exclusive must be true or false');
    const res = await patchStory(author.cookie, { exclusive: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exclusive).toBe(true);
  });
});

describe('a free reader never gets a locked chapter', () => {
  it('sees the story page with the first chapter open and the others locked (API)', async () => {
    for (const cookie of [free.cookie, null]) {
      const res = await get(cookie, `/api/v1/library/stories/${storyId}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.exclusive).toBe(true);
      expect(
        body.chapters.map((c: { title: string; exclusive: boolean; locked: boolean }) => [
          c.title,
          c.exclusive,
          c.locked,
        ]),
      ).toEqual([
        ['The Door', false, false],
        ['The Vault', true, true],
        ['The Key', true, true],
      ]);
      noSecret(res.body);
    }
  });

  it('reads the first published chapter, and gets 403 EXCLUSIVE_CONTENT for the others (library API)', async () => {
    const open = await libraryChapter(free.cookie, firstId);
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain(OPEN);
    expect(open.json().nextChapterId).toBe(lockedId);
    for (const cookie of [free.cookie, null])
      for (const id of [lockedId, lastId]) {
        const res = await libraryChapter(cookie, id);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({
          code: 'EXCLUSIVE_CONTENT',
          message: MESSAGE,
          details: { plans: PLANS, upgradeUrl: '/subscription' },
        });
        noSecret(res.body);
      }
  });

  it('gets the same refusal from the creator API, whose list carries no text', async () => {
    const res = await creatorChapter(free.cookie, lockedId);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EXCLUSIVE_CONTENT');
    noSecret(res.body);
    expect((await creatorChapter(free.cookie, firstId)).body).toContain(OPEN);
    noSecret((await get(free.cookie, `/api/v1/stories/${storyId}/chapters`)).body);
  });

  it('gets a served page with the lock and no text (server-rendered HTML)', async () => {
    const page = await get(null, `/library/${storyId}/chapters/${lockedId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('The Vault');
    expect(page.body).toContain(`Exclusive: included with ${PLANS}`);
    expect(page.body).toContain('/subscription');
    noSecret(page.body);
    const storyPage = await get(null, `/library/${storyId}`);
    expect(storyPage.statusCode).toBe(200);
    noSecret(storyPage.body);
    expect((await get(null, `/library/${storyId}/chapters/${firstId}`)).body).toContain(OPEN);
  });

  it('gets the first chapter in the reader widget and a 404 for the locked ones (embed)', async () => {
    const open = await get(null, `/embed/stories/${storyId}?chapter=${firstId}`);
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain(OPEN);
    for (const id of [lockedId, lastId]) {
      const locked = await get(null, `/embed/stories/${storyId}?chapter=${id}`);
      expect(locked.statusCode).toBe(404);
      noSecret(locked.body);
    }
  });

  it('gets feed entries with the locked chapters’ titles and no text (Atom)', async () => {
    const feed = await get(null, `/feeds/stories/${storyId}`);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('The Vault');
    expect(feed.body).toContain('The Key');
    expect(feed.body).toContain(OPEN);
    noSecret(feed.body);
    noSecret((await get(null, '/feeds/library')).body);
  });

  it('finds nothing by a locked chapter’s words, and the story with the exclusive filter (search)', async () => {
    for (const q of [SECRET, SECRET_TWO]) {
      const res = await get(free.cookie, `/api/v1/library/search?q=${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([]);
    }
    const only = (await get(free.cookie, '/api/v1/library/search?exclusive=true&limit=50')).json();
    expect(only.items.map((s: { id: string }) => s.id)).toEqual([storyId]);
    expect(only.items[0].exclusive).toBe(true);
    const others = (await get(free.cookie, '/api/v1/library/search?exclusive=false&limit=50')).json();
    expect(others.items.map((s: { id: string }) => s.id)).not.toContain(storyId);
    const byTitle = (await get(null, '/api/v1/library/search?q=Vaulted&exclusive=true')).json();
    expect(byTitle.items.map((s: { id: string }) => s.id)).toEqual([storyId]);
    noSecret(JSON.stringify(byTitle));
    const wrong = await get(free.cookie, '/api/v1/library/search?exclusive=maybe');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('exclusive must be true or false');
  });

  it('cannot export the story as a book, and their own account export has no locked text', async () => {
    const book = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stories/${storyId}/exports`,
      headers: { origin: ORIGIN, cookie: free.cookie },
      payload: { format: 'text' },
    });
    expect(book.statusCode).toBe(403);
    noSecret(book.body);
    // The reader's traces on the story (bookmark, progress on the open chapter) go in their export.
    await request(t, free.cookie, 'PUT', `/api/v1/library/stories/${storyId}/bookmark`, {});
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/export',
      headers: { cookie: free.cookie },
    });
    expect(account.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(account.rawPayload));
    expect(Object.keys(files).length).toBeGreaterThan(0);
    for (const [name, bytes] of Object.entries(files)) {
      const text = strFromU8(bytes);
      expect(text, name).not.toContain(SECRET);
      expect(text, name).not.toContain(SECRET_TWO);
    }
  });

  it('finds the story in the sitemap with no chapter text', async () => {
    const index = await get(null, '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const page = await get(null, '/sitemaps/stories-00000000-0000-0000-0000-000000000000-end.xml');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(storyId);
    noSecret(page.body);
  });
});

describe('readers who may read it', () => {
  it('opens every chapter for Story Connoisseur and Patron of the Arts readers', async () => {
    for (const reader of [connoisseur, patron]) {
      const story = (await get(reader.cookie, `/api/v1/library/stories/${storyId}`)).json();
      expect(story.chapters.map((c: { locked: boolean }) => c.locked)).toEqual([false, false, false]);
      expect(story.chapters.map((c: { exclusive: boolean }) => c.exclusive)).toEqual([false, true, true]);
      const res = await libraryChapter(reader.cookie, lockedId);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(SECRET);
      expect(res.json()).toMatchObject({ position: 2, prevChapterId: firstId, nextChapterId: lastId });
      expect((await creatorChapter(reader.cookie, lastId)).body).toContain(SECRET_TWO);
    }
  });

  it('opens every chapter for the owner and a collaborator, whatever their plan', async () => {
    for (const member of [author, collaborator]) {
      const story = (await get(member.cookie, `/api/v1/library/stories/${storyId}`)).json();
      expect(story.chapters.every((c: { locked: boolean }) => !c.locked)).toBe(true);
      const res = await libraryChapter(member.cookie, lastId);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(SECRET_TWO);
    }
  });

  it('opens everything to everyone again when the owner switches exclusive off', async () => {
    expect((await patchStory(author.cookie, { exclusive: false })).statusCode).toBe(200);
    const res = await libraryChapter(free.cookie, lockedId);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SECRET);
    expect((await get(null, `/feeds/stories/${storyId}`)).body).toContain(SECRET);
    expect((await patchStory(author.cookie, { exclusive: true })).statusCode).toBe(200);
  });
});
