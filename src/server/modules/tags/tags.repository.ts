import { and, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { normaliseTagName, tagKey, tagSlugBase } from '@common/story-labels';
import type { Db } from '../../db/client';
import { afterPosition, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';
import { stories } from '../../db/schema/stories';
import { storyTags, tags } from '../../db/schema/tags';
import { users } from '../../db/schema/users';
import { withTransaction } from '../../db/transactional';
import { publishedStory } from '../library/library.repository';
import { storyCardColumns } from '../library/story-card';

export type TagRow = typeof tags.$inferSelect;

/** `LIKE` pattern for a prefix; the user's `%`, `_` and `\` match literally. */
const prefixPattern = (q: string) => `${q.replace(/[\\%_]/g, '\\$&')}%`;

/** Every read and write of tags and story_tags. `db` may be a transaction. */
export function createTagsRepository(db: Db) {
  /** The tag a row stands for: itself, or the tag it was merged into. */
  async function canonicalOf(row: TagRow): Promise<TagRow> {
    if (!row.canonicalId) return row;
    const [target] = await db.select().from(tags).where(eq(tags.id, row.canonicalId)).limit(1);
    return target ?? row;
  }

  /**
   * Creates the tag of a new spelling key: its slug is the name's, or with -2, -3... when a tag
   * of another key has it. A concurrent insert of the same key wins and is returned instead.
   */
  async function createTag(typed: string): Promise<TagRow> {
    const name = normaliseTagName(typed);
    const key = tagKey(name);
    const base = tagSlugBase(name);
    for (let attempt = 1; attempt <= 50; attempt++) {
      const slug = attempt === 1 ? base : `${base}-${attempt}`;
      const [row] = await db
        .insert(tags)
        .values({ name, nameKey: key, slug })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      const [existing] = await db.select().from(tags).where(eq(tags.nameKey, key)).limit(1);
      if (existing) return existing;
    }
    const [row] = await db
      .insert(tags)
      .values({ name, nameKey: key, slug: `${base}-${crypto.randomUUID().slice(0, 8)}` })
      .returning();
    return row!;
  }

  return {
    /**
     * The canonical tags of the names as typed, in their order, one per tag: an existing spelling
     * (any case or spacing) resolves to its tag, a merged one to the tag it was merged into, and
     * a new one creates a tag spelled as typed.
     */
    async resolve(names: readonly string[]): Promise<TagRow[]> {
      const keys = [...new Set(names.map(tagKey))];
      if (keys.length === 0) return [];
      const found = await db.select().from(tags).where(inArray(tags.nameKey, keys));
      const byKey = new Map(found.map((row) => [row.nameKey, row]));
      const resolved: TagRow[] = [];
      for (const name of names) {
        const row = byKey.get(tagKey(name)) ?? (await createTag(name));
        byKey.set(row.nameKey, row);
        const canonical = await canonicalOf(row);
        if (!resolved.some((r) => r.id === canonical.id)) resolved.push(canonical);
      }
      return resolved;
    },

    /** Replaces the story's tags with `tagIds`, in that order. */
    async setStoryTags(storyId: string, tagIds: readonly string[]): Promise<void> {
      await db
        .delete(storyTags)
        .where(
          and(
            eq(storyTags.storyId, storyId),
            tagIds.length ? notInArray(storyTags.tagId, [...tagIds]) : undefined,
          ),
        );
      if (tagIds.length === 0) return;
      await db
        .insert(storyTags)
        .values(tagIds.map((tagId, position) => ({ storyId, tagId, position })))
        .onConflictDoUpdate({
          target: [storyTags.storyId, storyTags.tagId],
          set: { position: sql`excluded.position` },
        });
    },

    /** A tag by its slug; undefined if none. */
    async findBySlug(slug: string): Promise<TagRow | undefined> {
      const [row] = await db.select().from(tags).where(eq(tags.slug, slug)).limit(1);
      return row;
    },

    /** A tag by its slug, or by any spelling of its name; undefined if none. */
    async findBySlugOrName(value: string): Promise<TagRow | undefined> {
      const [row] = await db
        .select()
        .from(tags)
        .where(or(eq(tags.slug, value), eq(tags.nameKey, tagKey(value))))
        .orderBy(sql`${tags.slug} = ${value} desc`)
        .limit(1);
      return row;
    },

    canonicalOf,

    /**
     * Canonical tags whose key starts with `prefix`, most used first, among tags at least one
     * published story carries (a private story's tags are its author's business).
     */
    suggest(prefix: string, limit: number) {
      return db
        .select({ name: tags.name, slug: tags.slug })
        .from(tags)
        .where(
          and(
            isNull(tags.canonicalId),
            sql`${tags.nameKey} like ${prefixPattern(tagKey(prefix))}`,
            sql`${tags.useCount} > 0`,
            sql`exists (select 1 from ${storyTags} st join ${stories} s on s.story_id = st.story_id where st.tag_id = ${tags.id} and s.privacy_level = 'Public' and s.publication_status is not null)`,
          ),
        )
        .orderBy(desc(tags.useCount), tags.nameKey)
        .limit(limit);
    },

    /** A page of the tag's published stories as library cards, newest published first. */
    listPublishedStories(tagId: string, limit: number, after?: KeysetPosition) {
      return db
        .select({ ...storyCardColumns, cursorAt: cursorTimestamp(stories.publishedAt) })
        .from(storyTags)
        .innerJoin(stories, eq(stories.id, storyTags.storyId))
        .leftJoin(users, eq(users.id, stories.createdBy))
        .where(
          and(
            eq(storyTags.tagId, tagId),
            publishedStory,
            after ? afterPosition(stories.publishedAt, stories.id, after) : undefined,
          ),
        )
        .orderBy(desc(stories.publishedAt), desc(stories.id))
        .limit(limit + 1);
    },

    /**
     * Makes `from` a synonym of `into` in one transaction: its stories carry `into` instead (once,
     * at the merged tag's place), tags merged into `from` before now point at `into`, and its
     * spelling resolves to `into` from now on. Both rows are locked first, in id order.
     */
    merge(fromId: string, intoId: string): Promise<number> {
      return withTransaction(db, async (tx) => {
        const [first, second] = [fromId, intoId].sort();
        await tx.select({ id: tags.id }).from(tags).where(eq(tags.id, first!)).for('update');
        await tx.select({ id: tags.id }).from(tags).where(eq(tags.id, second!)).for('update');
        await tx
          .insert(storyTags)
          .select(
            tx
              .select({
                storyId: storyTags.storyId,
                tagId: sql`${intoId}::uuid`.as('tag_id'),
                position: storyTags.position,
              })
              .from(storyTags)
              .where(eq(storyTags.tagId, fromId)),
          )
          .onConflictDoNothing();
        const carried = await tx
          .delete(storyTags)
          .where(eq(storyTags.tagId, fromId))
          .returning({ storyId: storyTags.storyId });
        await tx
          .update(tags)
          .set({ canonicalId: intoId })
          .where(or(eq(tags.id, fromId), eq(tags.canonicalId, fromId)));
        return carried.length;
      });
    },
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;
