import type { z } from 'zod';
import type { TagRef } from '@common/schemas/story-labels';
import type { tagMergeResultSchema, TagStoriesPage } from '@common/schemas/tags';
import { badRequest, notFound } from '../../errors';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import type { Db } from '../../db/client';
import { toStoryCard } from '../library/story-card';
import { assertTagAdmin } from './tags.policy';
import { createTagsRepository, type TagRow, type TagsRepository } from './tags.repository';

type Admin = { id: string; isAdmin: boolean };
type MergeResult = z.infer<typeof tagMergeResultSchema>;

const ref = (row: TagRow): TagRef => ({ name: row.name, slug: row.slug });
const TAG_NOT_FOUND = 'Tag not found';

/**
 * Tags (issue 25): canonical spellings, suggestions, tag pages and admin merges. Spellings match
 * case-insensitively with whitespace normalised; the first spelling used is the one shown; a
 * merged tag resolves to the tag it was merged into, in stories, pages and new input alike.
 */
export function createTagsService(repo: TagsRepository) {
  return {
    /**
     * Gives the story exactly these tags (as typed, already validated: at most 20), in this
     * order, each resolved to its canonical tag; answers the tags as the story now shows them.
     */
    async setStoryTags(storyId: string, names: readonly string[]): Promise<TagRef[]> {
      const rows = await repo.resolve(names);
      await repo.setStoryTags(
        storyId,
        rows.map((row) => row.id),
      );
      return rows.map(ref);
    },

    /** Canonical tags starting with `q` that published stories carry, most used first. */
    async suggest(q: string, limit: number): Promise<{ items: TagRef[] }> {
      return { items: await repo.suggest(q, limit) };
    },

    /**
     * One page of a tag's published stories, newest published first. A merged tag's slug answers
     * with the tag it was merged into (the client moves to that slug); an unknown slug is 404.
     */
    async stories(slug: string, limit: number, cursor: string | undefined): Promise<TagStoriesPage> {
      const after = decodeCursor(cursor);
      const found = await repo.findBySlug(slug);
      if (!found) throw notFound(TAG_NOT_FOUND);
      const tag = await repo.canonicalOf(found);
      const page = toPage(await repo.listPublishedStories(tag.id, limit, after), limit);
      return {
        tag: ref(tag),
        items: page.items.map((card) => toStoryCard(card)),
        nextCursor: page.nextCursor,
      };
    },

    /**
     * Admin only (404 to others): tag `from` (slug or any spelling) becomes a synonym of `into`
     * (or of the tag `into` was merged into). Its stories carry `into` from now on.
     */
    async merge(caller: Admin, input: { from: string; into: string }): Promise<MergeResult> {
      assertTagAdmin(caller);
      const from = await repo.findBySlugOrName(input.from);
      if (!from) throw notFound(`No tag is called ${input.from}`);
      const intoRow = await repo.findBySlugOrName(input.into);
      if (!intoRow) throw notFound(`No tag is called ${input.into}`);
      const into = await repo.canonicalOf(intoRow);
      if (into.id === from.id) throw badRequest('A tag cannot be merged into itself');
      const storiesMoved = await repo.merge(from.id, into.id);
      return { tag: ref(into), merged: ref(from), storiesMoved };
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;

/** The tags service over a database handle (a transaction too), for the modules that label stories. */
export const tagsServiceFor = (db: Db) => createTagsService(createTagsRepository(db));
