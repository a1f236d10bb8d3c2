import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/keyset-cursor';
import { chapters } from '../../db/schema/chapters';
import { characters } from '../../db/schema/characters';
import { stories } from '../../db/schema/stories';
import { worlds } from '../../db/schema/worlds';

/** Reads of the caller's own story, world or character for 'Publish as template'; undefined when not theirs. */
export function createTemplateDraftsRepository(db: Db) {
  return {
    async ownStory(userId: string, id: string) {
      if (!isUuid(id)) return undefined;
      const [story] = await db
        .select({
          title: stories.title,
          description: stories.description,
          genre: stories.genre,
          coverImage: stories.coverImage,
        })
        .from(stories)
        .where(and(eq(stories.id, id), eq(stories.createdBy, userId)))
        .limit(1);
      if (!story) return undefined;
      const chapterRows = await db
        .select({ title: chapters.title, text: chapters.contentText })
        .from(chapters)
        .where(eq(chapters.storyId, id))
        .orderBy(asc(chapters.position));
      return { ...story, chapters: chapterRows };
    },

    async ownWorld(userId: string, id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(worlds)
        .where(and(eq(worlds.id, id), eq(worlds.creator, userId)))
        .limit(1);
      return row;
    },

    async ownCharacter(userId: string, id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(characters)
        .where(and(eq(characters.id, id), eq(characters.owner, userId)))
        .limit(1);
      return row;
    },
  };
}

export type TemplateDraftsRepository = ReturnType<typeof createTemplateDraftsRepository>;
