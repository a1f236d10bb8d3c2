import { and, asc, eq, exists, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters } from '../../db/schema/chapters';
import { characters } from '../../db/schema/characters';
import { groupMembers } from '../../db/schema/groups';
import { stories } from '../../db/schema/stories';
import { worlds } from '../../db/schema/worlds';
import type { CharacterPage, WorldPage } from '../../ai/prompts';

const characterPage = {
  name: characters.name,
  description: characters.description,
  personalityTraits: characters.personalityTraits,
  background: characters.background,
  speakingStyle: characters.speakingStyle,
  voicePatterns: characters.voicePatterns,
};

/**
 * What the writing assistant may put in a prompt, read with the reader's rules built into each
 * query: a world the writer may read (theirs, listed, or Group Only shared with a group they are
 * in) and characters they may read (theirs or Public). Another user's private page never leaves
 * the database on this path.
 */
export function createAssistantContextRepository(db: Db) {
  return {
    async storyFrame(storyId: string, chapterId: string) {
      const [row] = await db
        .select({
          title: stories.title,
          summary: stories.description,
          genre: stories.genre,
          worldId: stories.worldId,
          ownerId: stories.createdBy,
          chapterTitle: chapters.title,
          position: chapters.position,
        })
        .from(chapters)
        .innerJoin(stories, eq(stories.id, chapters.storyId))
        .where(and(eq(chapters.id, chapterId), eq(chapters.storyId, storyId)));
      return row;
    },

    /** The world when `viewerId` may read it. */
    async readableWorld(worldId: string, viewerId: string): Promise<WorldPage | undefined> {
      const [row] = await db
        .select({
          name: worlds.name,
          description: worlds.description,
          geography: worlds.geography,
          cultures: worlds.cultures,
          history: worlds.history,
          rulesSystem: worlds.rulesSystem,
        })
        .from(worlds)
        .where(
          and(
            eq(worlds.id, worldId),
            or(
              eq(worlds.creator, viewerId),
              sql`${worlds.privacyLevel} in ('Public', 'Marketplace')`,
              and(
                eq(worlds.privacyLevel, 'Group Only'),
                exists(
                  db
                    .select({ one: sql`1` })
                    .from(groupMembers)
                    .where(
                      and(eq(groupMembers.groupId, worlds.sharedGroupId), eq(groupMembers.userId, viewerId)),
                    ),
                ),
              ),
            ),
          ),
        );
      return row;
    },

    /** The characters of a world that `viewerId` may read (theirs or Public), by name. */
    readableCharactersOfWorld(worldId: string, viewerId: string): Promise<CharacterPage[]> {
      return db
        .select(characterPage)
        .from(characters)
        .where(
          and(
            eq(characters.worldId, worldId),
            or(eq(characters.owner, viewerId), eq(characters.privacyLevel, 'Public')),
          ),
        )
        .orderBy(characters.name)
        .limit(200);
    },

    /** The story's chapters up to `position`, in order, each cut to `each` characters. */
    chaptersSoFar(storyId: string, position: number, each: number) {
      return db
        .select({ title: chapters.title, text: sql<string>`left(${chapters.contentText}, ${each})` })
        .from(chapters)
        .where(and(eq(chapters.storyId, storyId), lte(chapters.position, position)))
        .orderBy(asc(chapters.position))
        .limit(200);
    },

    /** One character when `viewerId` may read it. */
    async readableCharacter(characterId: string, viewerId: string): Promise<CharacterPage | undefined> {
      const [row] = await db
        .select(characterPage)
        .from(characters)
        .where(
          and(
            eq(characters.id, characterId),
            or(eq(characters.owner, viewerId), eq(characters.privacyLevel, 'Public')),
          ),
        );
      return row;
    },
  };
}

export type AssistantContextRepository = ReturnType<typeof createAssistantContextRepository>;
