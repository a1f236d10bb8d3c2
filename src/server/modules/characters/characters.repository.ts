import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { CharacterPrivacy } from '@common/constants';
import type { Db } from '../../db/client';
import { transactional, type Transactional } from '../../db/transactional';
import { userLockQueries } from '../users/users.repository';
import { characters, worlds } from '../../db/schema/index';
import { afterPosition, containsPattern, cursorTimestamp, type KeysetPosition } from '../../db/keyset-cursor';

/** Every character column the API shows, plus the linked world's name and who may see it. */
const characterColumns = {
  id: characters.id,
  name: characters.name,
  description: characters.description,
  personalityTraits: characters.personalityTraits,
  background: characters.background,
  owner: characters.owner,
  characterImage: characters.characterImage,
  privacyLevel: characters.privacyLevel,
  voicePatterns: characters.voicePatterns,
  speakingStyle: characters.speakingStyle,
  worldId: characters.worldId,
  createdAt: characters.createdAt,
  updatedAt: characters.updatedAt,
  cursorAt: cursorTimestamp(characters.updatedAt),
  worldName: worlds.name,
  worldCreator: worlds.creator,
  worldPrivacy: worlds.privacyLevel,
};

type CharacterTable = typeof characters.$inferSelect;
export type CharacterRow = Pick<
  CharacterTable,
  Exclude<keyof typeof characterColumns, 'cursorAt' | 'worldName' | 'worldCreator' | 'worldPrivacy'> &
    keyof CharacterTable
> & { cursorAt: string; worldName: string | null; worldCreator: string | null; worldPrivacy: string | null };

/** Column values a create or update may set; the owner comes from the session only. */
export type CharacterWrite = Partial<
  Omit<typeof characters.$inferInsert, 'id' | 'owner' | 'createdAt' | 'updatedAt'>
>;

export type MyCharactersFilter = {
  q?: string;
  privacy?: CharacterPrivacy;
  after?: KeysetPosition;
  /** Rows to fetch: the page size plus one, to learn whether another page follows. */
  take: number;
};

function characterQueries(db: Db) {
  const selectCharacters = () =>
    db.select(characterColumns).from(characters).leftJoin(worlds, eq(worlds.id, characters.worldId));

  async function findById(id: string): Promise<CharacterRow | undefined> {
    const [row] = await selectCharacters().where(eq(characters.id, id)).limit(1);
    return row;
  }

  return {
    ...userLockQueries(db),
    findById,

    /** The owner's characters, newest update first, filtered; search is a trigram-indexed ILIKE. */
    listByOwner(owner: string, f: MyCharactersFilter): Promise<CharacterRow[]> {
      const pattern = f.q === undefined ? undefined : containsPattern(f.q);
      return selectCharacters()
        .where(
          and(
            eq(characters.owner, owner),
            pattern ? or(ilike(characters.name, pattern), ilike(characters.description, pattern)) : undefined,
            f.privacy ? eq(characters.privacyLevel, f.privacy) : undefined,
            f.after ? afterPosition(characters.updatedAt, characters.id, f.after) : undefined,
          ),
        )
        .orderBy(desc(characters.updatedAt), desc(characters.id))
        .limit(f.take);
    },

    /** True when `worldId` is a world created by `userId`. */
    async isWorldOf(worldId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: worlds.id })
        .from(worlds)
        .where(and(eq(worlds.id, worldId), eq(worlds.creator, userId)))
        .limit(1);
      return row !== undefined;
    },

    async countOwned(owner: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(characters).where(eq(characters.owner, owner));
      return row?.n ?? 0;
    },

    async insert(owner: string, values: CharacterWrite & { name: string }): Promise<CharacterRow> {
      const [row] = await db
        .insert(characters)
        .values({ ...values, owner })
        .returning({ id: characters.id });
      return (await findById(row!.id))!;
    },

    async update(id: string, values: CharacterWrite): Promise<CharacterRow | undefined> {
      await db.update(characters).set(values).where(eq(characters.id, id));
      return findById(id);
    },

    async delete(id: string): Promise<void> {
      await db.delete(characters).where(eq(characters.id, id));
    },

    /** True while one of the owner's characters still shows this image. */
    async isImageInUse(owner: string, url: string): Promise<boolean> {
      const [row] = await db
        .select({ id: characters.id })
        .from(characters)
        .where(and(eq(characters.owner, owner), eq(characters.characterImage, url)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type CharacterQueries = ReturnType<typeof characterQueries>;
export type CharactersRepository = Transactional<CharacterQueries>;

/** The only code that reads or writes `characters` for the characters API. */
export function createCharactersRepository(db: Db): CharactersRepository {
  return transactional(db, characterQueries);
}
