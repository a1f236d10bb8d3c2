import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chapterSchema } from '@common/schemas/chapter';
import { stories } from '../../db/schema/stories';
import { notifications, userBookmarks, xpLedger } from '../../db/schema/index';
import { buildStory } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addCollaborator, buildChapter, call, signInCast, type Cast } from '../stories/story.test-support';

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...texts: string[]) => ({ type: 'doc', content: texts.map(paragraph) });

describe('chapters: write, count, reorder', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
    cast = await signInCast(t);
  });
  afterAll(() => t.close());

  const counts = async (storyId: string) => {
    const [row] = await t.database.db
      .select({
        wordCount: stories.wordCount,
        chapterCount: stories.chapterCount,
        updatedAt: stories.updatedAt,
      })
      .from(stories)
      .where(eq(stories.id, storyId));
    return row!;
  };
  const url = (storyId: string, rest = '') => `/api/v1/stories/${storyId}/chapters${rest}`;

  it('appends chapters at the end and keeps the story counts equal to the sums', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id, {
      updatedAt: new Date('2020-01-01T00:00:00Z'),
    });
    // A Co-Author adds chapters (stories.policy.ts).
    await addCollaborator(t, story.id, cast.collaborator.user.id, 'Co-Author');
    const one = await call(t, cast, 'owner', 'POST', url(story.id), { title: 'Arrival' });
    expect(one.statusCode).toBe(201);
    expect(chapterSchema.strict().parse(one.json())).toMatchObject({
      position: 1,
      title: 'Arrival',
      status: 'draft',
      wordCount: 0,
    });
    const two = await call(t, cast, 'collaborator', 'POST', url(story.id), { title: 'Storm' });
    expect(two.json().position).toBe(2);
    expect(await counts(story.id)).toMatchObject({ chapterCount: 2, wordCount: 0 });
    expect((await counts(story.id)).updatedAt.getFullYear()).toBeGreaterThan(2020);

    const save = await call(t, cast, 'collaborator', 'PATCH', url(story.id, `/${one.json().id}`), {
      content: doc('The tide came in, slow and grey.', 'Nobody   waited — on the pier.'),
    });
    expect(save.statusCode).toBe(200);
    // "—" holds no letter or digit, so it is no word.
    expect(save.json().wordCount).toBe(12);
    await call(t, cast, 'owner', 'PATCH', url(story.id, `/${two.json().id}`), { content: doc('Thunder.') });
    expect(await counts(story.id)).toMatchObject({ chapterCount: 2, wordCount: 13 });

    // The same save again changes nothing (idempotent).
    await call(t, cast, 'owner', 'PATCH', url(story.id, `/${two.json().id}`), { content: doc('Thunder.') });
    expect(await counts(story.id)).toMatchObject({ chapterCount: 2, wordCount: 13 });

    // Deleting the first chapter renumbers the rest and subtracts its words.
    expect((await call(t, cast, 'owner', 'DELETE', url(story.id, `/${one.json().id}`))).statusCode).toBe(204);
    const list = await call(t, cast, 'owner', 'GET', url(story.id));
    expect(list.json().items.map((c: { title: string; position: number }) => [c.title, c.position])).toEqual([
      ['Storm', 1],
    ]);
    expect(await counts(story.id)).toMatchObject({ chapterCount: 1, wordCount: 1 });
  });

  it('concurrent saves, appends and deletes of one story leave its counts equal to the sums', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    const existing = await Promise.all([1, 2, 3, 4].map((n) => buildChapter(t, story.id, n)));
    await Promise.all([
      ...existing.map((c, i) =>
        call(t, cast, 'owner', 'PATCH', url(story.id, `/${c.id}`), { content: doc('word '.repeat(i + 1)) }),
      ),
      call(t, cast, 'owner', 'POST', url(story.id), { title: 'Fifth' }),
      call(t, cast, 'owner', 'POST', url(story.id), { title: 'Sixth' }),
      call(t, cast, 'owner', 'DELETE', url(story.id, `/${existing[0]!.id}`)),
    ]);
    const items = (await call(t, cast, 'owner', 'GET', url(story.id))).json().items as {
      position: number;
      wordCount: number;
    }[];
    expect(items.map((c) => c.position)).toEqual([1, 2, 3, 4, 5]);
    const words = items.reduce((total, c) => total + c.wordCount, 0);
    expect(words).toBe(2 + 3 + 4);
    expect(await counts(story.id)).toMatchObject({ chapterCount: 5, wordCount: words });
  });

  it('words in separate paragraphs, list items and hard breaks never run together', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    const chapter = await buildChapter(t, story.id, 1);
    const content = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'One' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'two' },
            { type: 'hardBreak' },
            { type: 'text', text: 'three', marks: [{ type: 'bold' }] },
          ],
        },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [paragraph('four')] },
            { type: 'listItem', content: [paragraph('five')] },
          ],
        },
        { type: 'paragraph' },
      ],
    };
    const res = await call(t, cast, 'owner', 'PATCH', url(story.id, `/${chapter.id}`), { content });
    expect(res.json()).toMatchObject({ wordCount: 5, content });
  });

  it('optimistic concurrency: a stale expectedUpdatedAt gets 409 with the current chapter; a retried save is fine', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    const created = (await call(t, cast, 'owner', 'POST', url(story.id), { title: 'Draft' })).json();
    const first = await call(t, cast, 'owner', 'PATCH', url(story.id, `/${created.id}`), {
      content: doc('first version'),
      expectedUpdatedAt: created.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    // The response got lost and the client retries the same save with the same base: 200.
    const retry = await call(t, cast, 'owner', 'PATCH', url(story.id, `/${created.id}`), {
      content: doc('first version'),
      expectedUpdatedAt: created.updatedAt,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().updatedAt).toBe(first.json().updatedAt);
    // A co-writer saved on top of the old base: conflict, nothing written.
    const stale = await call(t, cast, 'owner', 'PATCH', url(story.id, `/${created.id}`), {
      content: doc('other words entirely'),
      expectedUpdatedAt: created.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('CONFLICT');
    expect(stale.json().error.details.chapter).toMatchObject({
      id: created.id,
      wordCount: 2,
      updatedAt: first.json().updatedAt,
    });
    expect(await counts(story.id)).toMatchObject({ wordCount: 2 });
    // With the current base the save goes through.
    const ok = await call(t, cast, 'owner', 'PATCH', url(story.id, `/${created.id}`), {
      content: doc('other words entirely'),
      expectedUpdatedAt: first.json().updatedAt,
    });
    expect(ok.statusCode).toBe(200);
    expect(await counts(story.id)).toMatchObject({ wordCount: 3 });
  });

  it('reorders in one go; the order must name every chapter exactly once', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id);
    await addCollaborator(t, story.id, cast.collaborator.user.id, 'Co-Author');
    const [a, b, c] = [
      await buildChapter(t, story.id, 1),
      await buildChapter(t, story.id, 2),
      await buildChapter(t, story.id, 3),
    ];
    const res = await call(t, cast, 'collaborator', 'PUT', url(story.id, '/order'), {
      chapterIds: [c!.id, a!.id, b!.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((x: { id: string; position: number }) => [x.id, x.position])).toEqual([
      [c!.id, 1],
      [a!.id, 2],
      [b!.id, 3],
    ]);
    const other = await buildChapter(t, (await buildStory(t.database.db, cast.owner.user.id)).id, 1);
    for (const chapterIds of [[a!.id, b!.id], [a!.id, b!.id, c!.id, c!.id], [a!.id, b!.id, other.id], []]) {
      const bad = await call(t, cast, 'owner', 'PUT', url(story.id, '/order'), { chapterIds });
      expect(bad.statusCode, JSON.stringify(chapterIds)).toBe(400);
    }
    const after = await call(t, cast, 'owner', 'GET', url(story.id));
    expect(after.json().items.map((x: { id: string }) => x.id)).toEqual([c!.id, a!.id, b!.id]);
  });

  it('publishing a chapter tells bookmarkers once and pays the creator once, whoever publishes', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id, { privacyLevel: 'Public' });
    await addCollaborator(t, story.id, cast.collaborator.user.id, 'Co-Author');
    await t.database.db.insert(userBookmarks).values({ userId: cast.other.user.id, storyId: story.id });
    const chapter = (await call(t, cast, 'owner', 'POST', url(story.id), { title: 'Landfall' })).json();
    const publish = () =>
      call(t, cast, 'collaborator', 'PATCH', url(story.id, `/${chapter.id}`), { status: 'published' });
    expect((await publish()).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.chapterId, chapter.id));
    expect(told.map((n) => [n.recipientId, n.kind])).toEqual([[cast.other.user.id, 'new_chapter']]);
    const paid = await t.database.db.select().from(xpLedger).where(eq(xpLedger.rule, 'CHAPTER_PUBLISHED'));
    expect(paid.filter((x) => x.userId !== cast.owner.user.id)).toEqual([]);
    expect(paid.filter((x) => x.userId === cast.owner.user.id).map((x) => x.refId)).toEqual(['held:1']);
  });

  it('readers of a public story see only its published chapters', async () => {
    const story = await buildStory(t.database.db, cast.owner.user.id, { privacyLevel: 'Public' });
    const draft = await buildChapter(t, story.id, 1, 'draft');
    const published = await buildChapter(t, story.id, 2, 'published');
    const list = await call(t, cast, 'other', 'GET', url(story.id));
    expect(list.json().items.map((x: { id: string }) => x.id)).toEqual([published.id]);
    expect((await call(t, cast, 'other', 'GET', url(story.id, `/${published.id}`))).statusCode).toBe(200);
    expect((await call(t, cast, 'other', 'GET', url(story.id, `/${draft.id}`))).statusCode).toBe(404);
    expect((await call(t, cast, 'owner', 'GET', url(story.id))).json().items).toHaveLength(2);
  });

  it("a chapter of another story is not found through this one: 404 'Chapter not found'", async () => {
    const mine = await buildStory(t.database.db, cast.owner.user.id);
    const elsewhere = await buildChapter(t, (await buildStory(t.database.db, cast.owner.user.id)).id, 1);
    for (const [method, body] of [['GET'], ['PATCH', { title: 'x' }], ['DELETE']] as const) {
      const res = await call(t, cast, 'owner', method, url(mine.id, `/${elsewhere.id}`), body);
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error.message).toBe('Chapter not found');
    }
  });
});
