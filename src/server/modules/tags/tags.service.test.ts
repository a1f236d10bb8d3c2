import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tagKey, tagSlugBase } from '@common/story-labels';
import { stories } from '../../db/schema/stories';
import { tags as tagsTable } from '../../db/schema/tags';
import { buildStory, buildUser } from '../../db/factories.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPublishedStory } from '../library/library.test-support';
import { tagsServiceFor, type TagsService } from './tags.service';

/** Tags over the embedded database: canonical spellings, merges, suggestions, use counts. */
describe('tags service', () => {
  let t: TestApp;
  let tags: TagsService;
  let authorId: string;
  const admin = { id: '00000000-0000-4000-8000-00000000000a', isAdmin: true };
  const useCount = async (slug: string) =>
    (await t.database.db.select().from(tagsTable).where(eq(tagsTable.slug, slug)))[0]?.useCount;

  beforeAll(async () => {
    t = await createTestApp();
    tags = tagsServiceFor(t.database.db);
    authorId = (await buildUser(t.database.db)).id;
  });
  afterAll(() => t.close());

  it('normalises spellings: case and spacing match one tag, the first spelling stays canonical', async () => {
    expect(tagKey('  Found   Family ')).toBe('found family');
    expect(tagSlugBase('Found  Family!')).toBe('found-family');
    expect(tagSlugBase('Ärger & Ödnis')).toBe('ärger-ödnis');
    const one = await buildPublishedStory(t.database.db, authorId);
    const two = await buildPublishedStory(t.database.db, authorId);
    expect(await tags.setStoryTags(one.id, ['Found  Family', 'slow burn'])).toEqual([
      { name: 'Found Family', slug: 'found-family' },
      { name: 'slow burn', slug: 'slow-burn' },
    ]);
    // Another spelling of the same tags, and the same tag twice: one tag each, first spelling shown.
    expect(await tags.setStoryTags(two.id, ['FOUND FAMILY', ' Slow Burn', 'found family'])).toEqual([
      { name: 'Found Family', slug: 'found-family' },
      { name: 'slow burn', slug: 'slow-burn' },
    ]);
    expect(await useCount('found-family')).toBe(2);
  });

  it('gives a different key with the same slug base its own slug', async () => {
    const story = await buildPublishedStory(t.database.db, authorId);
    const [cpp, c] = await tags.setStoryTags(story.id, ['C++', 'C']);
    expect(cpp!.slug).toBe('c');
    expect(c!.slug).toBe('c-2');
  });

  it('replaces a story’s tags in the order given and keeps use counts with every change and deletion', async () => {
    const story = await buildPublishedStory(t.database.db, authorId);
    await tags.setStoryTags(story.id, ['Lighthouse', 'Storm']);
    expect(await useCount('lighthouse')).toBe(1);
    expect(await tags.setStoryTags(story.id, ['Storm', 'Keeper'])).toEqual([
      { name: 'Storm', slug: 'storm' },
      { name: 'Keeper', slug: 'keeper' },
    ]);
    expect(await useCount('lighthouse')).toBe(0);
    const page = await tags.stories('storm', 20, undefined);
    expect(page.items.find((s) => s.id === story.id)?.tags.map((tag) => tag.name)).toEqual([
      'Storm',
      'Keeper',
    ]);
    await t.database.db.delete(stories).where(eq(stories.id, story.id));
    expect(await useCount('storm')).toBe(0);
    expect(await useCount('keeper')).toBe(0);
  });

  it('suggests canonical tags by prefix, most used first, only those published stories carry', async () => {
    const db = t.database.db;
    for (let i = 0; i < 3; i++)
      await tags.setStoryTags((await buildPublishedStory(db, authorId)).id, ['Dragons']);
    await tags.setStoryTags((await buildPublishedStory(db, authorId)).id, ['Dragon riders']);
    // A private story's tags are its author's business: never suggested.
    await tags.setStoryTags((await buildStory(db, authorId)).id, ['Dragonfly secret']);
    expect((await tags.suggest('drag', 10)).items).toEqual([
      { name: 'Dragons', slug: 'dragons' },
      { name: 'Dragon riders', slug: 'dragon-riders' },
    ]);
    expect((await tags.suggest('DRAGON R', 10)).items).toEqual([
      { name: 'Dragon riders', slug: 'dragon-riders' },
    ]);
    // LIKE wildcards in the input match literally.
    expect((await tags.suggest('%', 10)).items).toEqual([]);
  });

  it('merges B into A: B’s stories carry A once, B’s spelling and slug resolve to A, and only admins may', async () => {
    const db = t.database.db;
    const both = await buildPublishedStory(db, authorId);
    const onlyB = await buildPublishedStory(db, authorId);
    await tags.setStoryTags(both.id, ['Sci Fi', 'Science Fiction']);
    await tags.setStoryTags(onlyB.id, ['Space', 'Sci Fi']);
    await expect(
      tags.merge({ id: admin.id, isAdmin: false }, { from: 'sci-fi', into: 'science-fiction' }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(tags.merge(admin, { from: 'sci-fi', into: 'Sci  fi' })).rejects.toMatchObject({
      status: 400,
    });
    expect(await tags.merge(admin, { from: 'sci-fi', into: 'Science Fiction' })).toEqual({
      tag: { name: 'Science Fiction', slug: 'science-fiction' },
      merged: { name: 'Sci Fi', slug: 'sci-fi' },
      storiesMoved: 2,
    });
    const page = await tags.stories('sci-fi', 20, undefined);
    expect(page.tag).toEqual({ name: 'Science Fiction', slug: 'science-fiction' });
    expect(page.items.map((s) => s.id).sort()).toEqual([both.id, onlyB.id].sort());
    expect(page.items.find((s) => s.id === onlyB.id)?.tags.map((tag) => tag.name)).toEqual([
      'Space',
      'Science Fiction',
    ]);
    expect(await useCount('science-fiction')).toBe(2);
    expect(await useCount('sci-fi')).toBe(0);
    // New input of the merged spelling resolves to the kept tag; suggestions show only the kept tag.
    const fresh = await buildPublishedStory(db, authorId);
    expect(await tags.setStoryTags(fresh.id, ['SCI FI'])).toEqual([
      { name: 'Science Fiction', slug: 'science-fiction' },
    ]);
    expect((await tags.suggest('sci', 10)).items).toEqual([
      { name: 'Science Fiction', slug: 'science-fiction' },
    ]);
    // A tag merged into B before follows B into A.
    await tags.setStoryTags(fresh.id, ['SF']);
    await tags.merge(admin, { from: 'sf', into: 'sci-fi' });
    expect((await tags.stories('sf', 20, undefined)).tag.slug).toBe('science-fiction');
    await expect(tags.merge(admin, { from: 'science-fiction', into: 'sf' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('pages a tag’s published stories newest first with the keyset cursor; 404 for an unknown slug', async () => {
    const db = t.database.db;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const story = await buildPublishedStory(db, authorId, {
        publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      await tags.setStoryTags(story.id, ['Paged']);
      ids.unshift(story.id);
    }
    const hidden = await buildStory(db, authorId);
    await tags.setStoryTags(hidden.id, ['Paged']);
    const first = await tags.stories('paged', 2, undefined);
    const second = await tags.stories('paged', 2, first.nextCursor!);
    const third = await tags.stories('paged', 2, second.nextCursor!);
    expect([...first.items, ...second.items, ...third.items].map((s) => s.id)).toEqual(ids);
    expect(third.nextCursor).toBeNull();
    await expect(tags.stories('no-such-tag', 20, undefined)).rejects.toMatchObject({ status: 404 });
  });
});
