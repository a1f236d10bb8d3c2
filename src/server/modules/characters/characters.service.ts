import type { Character } from '@common/schemas/character';
import type { Page } from '@common/schemas/pagination';
import type { CharacterPrivacy } from '@common/constants';
import type { SessionUser } from '../../auth/session';
import { unauthenticated } from '../../errors';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import type { UploadedImages } from '../worlds/workspace-rules';
import type { CharacterRow, CharacterWrite, CharactersRepository } from './characters.repository';
import {
  assertCanReadCharacter,
  assertCanWriteCharacter,
  assertCharacterId,
  assertCharacterImage,
  assertOwnWorld,
  canSeeCharacterWorld,
  characterAbilities,
} from './characters.policy';
import { assertMayAddCharacter } from '../entitlements/entitlements.policy';

type Caller = Pick<SessionUser, 'id'>;

/** A character form as the API takes it: traits as a list. */
export type CharacterFields = {
  name?: string;
  description?: string;
  personalityTraits?: string[];
  background?: string | null;
  speakingStyle?: string | null;
  voicePatterns?: string | null;
  characterImage?: string | null;
  privacyLevel?: CharacterPrivacy;
  worldId?: string | null;
};
export type MyCharactersQuery = { q?: string; privacy?: CharacterPrivacy; cursor?: string; limit: number };

/** Traits are stored as one comma-separated text (SPEC section 3); none is NULL. */
export const joinTraits = (traits: string[]): string | null => (traits.length ? traits.join(', ') : null);
/** The screens split stored traits on commas (SPEC section 9); blanks are dropped. */
export const splitTraits = (stored: string | null): string[] =>
  (stored ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

function toColumns(fields: CharacterFields): CharacterWrite {
  const { personalityTraits, ...rest } = fields;
  return personalityTraits === undefined
    ? rest
    : { ...rest, personalityTraits: joinTraits(personalityTraits) };
}

/** A character as the API shows it to `user`: traits as a list, ISO dates, the caller's abilities. */
export function toCharacter(row: CharacterRow, user: Caller): Character {
  const worldVisible = row.worldId !== null && canSeeCharacterWorld(row, user);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    personalityTraits: splitTraits(row.personalityTraits),
    background: row.background,
    speakingStyle: row.speakingStyle,
    voicePatterns: row.voicePatterns,
    characterImage: row.characterImage,
    privacyLevel: row.privacyLevel,
    worldId: worldVisible ? row.worldId : null,
    worldName: worldVisible ? row.worldName : null,
    owner: row.owner,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: characterAbilities(row, user),
  };
}

export function createCharactersService(repo: CharactersRepository, images: UploadedImages) {
  /** Deletes a character image nothing of the user's points at any more (the same upload may sit on two characters). */
  async function releaseImage(url: string | null, userId: string): Promise<void> {
    if (url && !(await repo.isImageInUse(userId, url))) await images.remove(url, userId);
  }

  return {
    /** GET /api/v1/characters: the caller's characters, newest update first, one page. */
    async listMine(user: Caller, query: MyCharactersQuery): Promise<Page<Character>> {
      const rows = await repo.listByOwner(user.id, {
        q: query.q,
        privacy: query.privacy,
        after: decodeCursor(query.cursor),
        take: query.limit + 1,
      });
      const page = toPage(rows, query.limit);
      return { items: page.items.map((row) => toCharacter(row, user)), nextCursor: page.nextCursor };
    },

    async get(user: Caller, id: string): Promise<Character> {
      assertCharacterId(id);
      return toCharacter(assertCanReadCharacter(await repo.findById(id), user), user);
    },

    /** Creates a character for the caller, within the plan's character limit. */
    async create(user: Caller, input: CharacterFields & { name: string }): Promise<Character> {
      assertCharacterImage(images, input.characterImage, user);
      const row = await repo.transaction(async (tx) => {
        if (input.worldId) assertOwnWorld(await tx.isWorldOf(input.worldId, user.id));
        const tier = (await tx.lockUserForTierCheck(user.id))?.tier;
        if (tier === undefined) throw unauthenticated();
        assertMayAddCharacter(tier, await tx.countOwned(user.id));
        return tx.insert(user.id, { ...toColumns(input), name: input.name });
      });
      return toCharacter(row, user);
    },

    /** Changes the fields sent (traits replace the whole list). */
    async update(user: Caller, id: string, patch: CharacterFields): Promise<Character> {
      assertCharacterId(id);
      const { before, after } = await repo.transaction(async (tx) => {
        const current = assertCanWriteCharacter(await tx.findById(id), user);
        if (patch.characterImage !== current.characterImage)
          assertCharacterImage(images, patch.characterImage, user);
        if (patch.worldId && patch.worldId !== current.worldId)
          assertOwnWorld(await tx.isWorldOf(patch.worldId, user.id));
        const updated = Object.keys(patch).length === 0 ? current : await tx.update(id, toColumns(patch));
        return { before: current, after: updated ?? current };
      });
      if (before.characterImage !== after.characterImage) await releaseImage(before.characterImage, user.id);
      return toCharacter(after, user);
    },

    async remove(user: Caller, id: string): Promise<void> {
      assertCharacterId(id);
      const removed = await repo.transaction(async (tx) => {
        const current = assertCanWriteCharacter(await tx.findById(id), user);
        await tx.delete(id);
        return current;
      });
      await releaseImage(removed.characterImage, user.id);
    },
  };
}

export type CharactersService = ReturnType<typeof createCharactersService>;
