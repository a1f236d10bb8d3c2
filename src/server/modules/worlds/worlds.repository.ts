import { and, asc, count, countDistinct, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { WorldPrivacy } from '@common/constants';
import type { Db } from '../../db/client';
import { transactional, type Transactional } from '../../db/transactional';
import { userLockQueries } from '../users/users.repository';
import { characters, groupMembers, stories, storyCollaborators, worlds } from '../../db/schema/index';
import { afterPosition, containsPattern, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';

/** Every world column the API shows (not the generated search vector). */
const worldColumns = {
  id: worlds.id,
  name: worlds.name,
  description: worlds.description,
  genre: worlds.genre,
  technologyLevel: worlds.technologyLevel,
  creator: worlds.creator,
  worldImage: worlds.worldImage,
  geography: worlds.geography,
  cultures: worlds.cultures,
  history: worlds.history,
  rulesSystem: worlds.rulesSystem,
  privacyLevel: worlds.privacyLevel,
  sharedGroupId: worlds.sharedGroupId,
  createdAt: worlds.createdAt,
  updatedAt: worlds.updatedAt,
  cursorAt: cursorTimestamp(worlds.updatedAt),
};

export type WorldRow = {
  [K in keyof typeof worldColumns]: K extends 'cursorAt'
    ? string
    : (typeof worlds.$inferSelect)[K & keyof typeof worlds.$inferSelect];
};
export type WorldWrite = Partial<
  Omit<typeof worlds.$inferInsert, 'id' | 'creator' | 'createdAt' | 'updatedAt'>
>;
export type WorldCounts = { storyCount: number; characterCount: number; collaboratorCount: number };

export type MyWorldsFilter = {
  q?: string;
  genre?: string;
  privacy?: WorldPrivacy;
  after?: KeysetPosition;
  /** Rows to fetch: the page size plus one, to learn whether another page follows. */
  take: number;
};

function worldQueries(db: Db) {
  return {
    ...userLockQueries(db),
    /** The creator's worlds, newest update first, filtered; search is a trigram-indexed ILIKE. */
    listByCreator(creator: string, f: MyWorldsFilter): Promise<WorldRow[]> {
      const pattern = f.q === undefined ? undefined : containsPattern(f.q);
      return db
        .select(worldColumns)
        .from(worlds)
        .where(
          and(
            eq(worlds.creator, creator),
            pattern ? or(ilike(worlds.name, pattern), ilike(worlds.description, pattern)) : undefined,
            f.genre ? eq(worlds.genre, f.genre) : undefined,
            f.privacy ? eq(worlds.privacyLevel, f.privacy) : undefined,
            f.after ? afterPosition(worlds.updatedAt, worlds.id, f.after) : undefined,
          ),
        )
        .orderBy(desc(worlds.updatedAt), desc(worlds.id))
        .limit(f.take);
    },

    /**
     * Stories set in each world, characters linked to it, and distinct collaborators of those
     * stories: one grouped statement for a whole page. Worlds with none are absent from the map.
     */
    async countsFor(worldIds: string[]): Promise<Map<string, WorldCounts>> {
      const result = new Map<string, WorldCounts>();
      if (worldIds.length === 0) return result;
      const storyStats = db
        .select({
          worldId: sql<string>`${stories.worldId}`.as('story_world_id'),
          storyCount: countDistinct(stories.id).as('story_count'),
          collaboratorCount: countDistinct(storyCollaborators.userId).as('collaborator_count'),
        })
        .from(stories)
        .leftJoin(storyCollaborators, eq(storyCollaborators.storyId, stories.id))
        .where(inArray(stories.worldId, worldIds))
        .groupBy(stories.worldId)
        .as('story_stats');
      const characterStats = db
        .select({
          worldId: sql<string>`${characters.worldId}`.as('character_world_id'),
          characterCount: count().as('character_count'),
        })
        .from(characters)
        .where(inArray(characters.worldId, worldIds))
        .groupBy(characters.worldId)
        .as('character_stats');
      const rows = await db
        .select({
          id: worlds.id,
          storyCount: sql<number>`coalesce(${storyStats.storyCount}, 0)::int`,
          collaboratorCount: sql<number>`coalesce(${storyStats.collaboratorCount}, 0)::int`,
          characterCount: sql<number>`coalesce(${characterStats.characterCount}, 0)::int`,
        })
        .from(worlds)
        .leftJoin(storyStats, eq(storyStats.worldId, worlds.id))
        .leftJoin(characterStats, eq(characterStats.worldId, worlds.id))
        .where(inArray(worlds.id, worldIds));
      for (const { id, ...counts } of rows) result.set(id, counts);
      return result;
    },

    async findById(id: string): Promise<WorldRow | undefined> {
      const [row] = await db.select(worldColumns).from(worlds).where(eq(worlds.id, id)).limit(1);
      return row;
    },

    /** Whether the user belongs to the group (who may read a world shared with it). */
    async isGroupMember(groupId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      return row !== undefined;
    },

    /** The creator's worlds as picker options, by name. */
    listOptions(creator: string): Promise<{ id: string; name: string }[]> {
      return db
        .select({ id: worlds.id, name: worlds.name })
        .from(worlds)
        .where(eq(worlds.creator, creator))
        .orderBy(asc(sql`lower(${worlds.name})`), asc(worlds.id));
    },

    async countPrivateWorlds(creator: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(worlds)
        .where(and(eq(worlds.creator, creator), eq(worlds.privacyLevel, 'Private')));
      return row?.n ?? 0;
    },

    async insert(creator: string, values: WorldWrite & { name: string }): Promise<WorldRow> {
      const [row] = await db
        .insert(worlds)
        .values({ ...values, creator })
        .returning(worldColumns);
      return row!;
    },

    async update(id: string, values: WorldWrite): Promise<WorldRow | undefined> {
      const [row] = await db.update(worlds).set(values).where(eq(worlds.id, id)).returning(worldColumns);
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(worlds).where(eq(worlds.id, id));
    },

    /** True while one of the creator's worlds still shows this image. */
    async isImageInUse(creator: string, url: string): Promise<boolean> {
      const [row] = await db
        .select({ id: worlds.id })
        .from(worlds)
        .where(and(eq(worlds.creator, creator), eq(worlds.worldImage, url)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type WorldQueries = ReturnType<typeof worldQueries>;
export type WorldsRepository = Transactional<WorldQueries>;

/** The only code that reads or writes `worlds` for the worlds API. */
export function createWorldsRepository(db: Db): WorldsRepository {
  return transactional(db, worldQueries);
}
