import type { World, WorldOption } from '@common/schemas/world';
import type { Page } from '@common/schemas/pagination';
import type { WorldPrivacy } from '@common/constants';
import type { SessionUser } from '../../auth/session';
import { unauthenticated } from '../../errors';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import type { UploadedImages } from './workspace-rules';
import type { WorldCounts, WorldRow, WorldWrite, WorldsRepository } from './worlds.repository';
import {
  assertCanReadWorld,
  assertCanWriteWorld,
  assertWorldId,
  assertWorldImage,
  sharedGroupAfterWrite,
  worldAbilities,
} from './worlds.policy';
import {
  assertMakesWorldsAndCharacters,
  assertMayAddPrivateWorld,
} from '../entitlements/entitlements.policy';

type Caller = Pick<SessionUser, 'id'>;

export type MyWorldsQuery = {
  q?: string;
  genre?: string;
  privacy?: WorldPrivacy;
  cursor?: string;
  limit: number;
};
export type WorldCreate = WorldWrite & { name: string; privacyLevel: WorldPrivacy };

const NO_COUNTS: WorldCounts = { storyCount: 0, characterCount: 0, collaboratorCount: 0 };

/** A world as the API shows it to `user`: ISO dates, real counts and the caller's abilities. */
export function toWorld(row: WorldRow, counts: WorldCounts, user: Caller): World {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    genre: row.genre,
    technologyLevel: row.technologyLevel,
    worldImage: row.worldImage,
    geography: row.geography,
    cultures: row.cultures,
    history: row.history,
    rulesSystem: row.rulesSystem,
    privacyLevel: row.privacyLevel,
    sharedGroupId: row.sharedGroupId,
    creator: row.creator,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...counts,
    abilities: worldAbilities(row, user),
  };
}

export function createWorldsService(repo: WorldsRepository, images: UploadedImages) {
  /** Deletes a world image nothing of the user's points at any more (the same upload may sit on two worlds). */
  async function releaseImage(url: string | null, userId: string): Promise<void> {
    if (url && !(await repo.isImageInUse(userId, url))) await images.remove(url, userId);
  }

  async function present(rows: WorldRow[], user: Caller): Promise<World[]> {
    const counts = await repo.countsFor(rows.map((r) => r.id));
    return rows.map((row) => toWorld(row, counts.get(row.id) ?? NO_COUNTS, user));
  }

  return {
    /** GET /api/v1/worlds: the caller's worlds, newest update first, one page. */
    async listMine(user: Caller, query: MyWorldsQuery): Promise<Page<World>> {
      const rows = await repo.listByCreator(user.id, {
        q: query.q,
        genre: query.genre,
        privacy: query.privacy,
        after: decodeCursor(query.cursor),
        take: query.limit + 1,
      });
      const page = toPage(rows, query.limit);
      return { items: await present(page.items, user), nextCursor: page.nextCursor };
    },

    /** GET /api/v1/worlds/options: the caller's worlds for world pickers. */
    options: (user: Caller): Promise<WorldOption[]> => repo.listOptions(user.id),

    async get(user: Caller, id: string): Promise<World> {
      assertWorldId(id);
      const found = await repo.findById(id);
      const sharedWithViewer =
        found?.privacyLevel === 'Group Only' && found.sharedGroupId !== null && found.creator !== user.id
          ? await repo.isGroupMember(found.sharedGroupId, user.id)
          : false;
      const row = assertCanReadWorld(found && { ...found, sharedWithViewer }, user);
      const [world] = await present([row], user);
      return world!;
    },

    /**
     * Creates a world for the caller: only on a plan that makes worlds (a creator plan), and a
     * Private one counts against the plan's limit.
     */
    async create(user: Caller, input: WorldCreate): Promise<World> {
      assertWorldImage(images, input.worldImage, user);
      const row = await repo.transaction(async (tx) => {
        const tier = (await tx.lockUserForTierCheck(user.id))?.tier;
        if (tier === undefined) throw unauthenticated();
        if (input.privacyLevel === 'Private')
          assertMayAddPrivateWorld(tier, await tx.countPrivateWorlds(user.id), 'create');
        else assertMakesWorldsAndCharacters(tier);
        const sharedGroupId = sharedGroupAfterWrite(
          input.privacyLevel,
          input.sharedGroupId,
          input.sharedGroupId ? await tx.isGroupMember(input.sharedGroupId, user.id) : false,
        );
        return tx.insert(user.id, { ...input, sharedGroupId });
      });
      return toWorld(row, NO_COUNTS, user);
    },

    /** Changes the fields sent; making a world Private counts against the plan's limit. */
    async update(user: Caller, id: string, patch: WorldWrite): Promise<World> {
      assertWorldId(id);
      const { before, after } = await repo.transaction(async (tx) => {
        // Lock before reading the world, so two changes to Private are counted one after the other.
        const tier =
          patch.privacyLevel === 'Private' ? (await tx.lockUserForTierCheck(user.id))?.tier : undefined;
        const current = assertCanWriteWorld(await tx.findById(id), user);
        if (patch.worldImage !== current.worldImage) assertWorldImage(images, patch.worldImage, user);
        if (patch.privacyLevel === 'Private' && current.privacyLevel !== 'Private') {
          if (tier === undefined) throw unauthenticated();
          assertMayAddPrivateWorld(tier, await tx.countPrivateWorlds(user.id), 'change');
        }
        const groupId = patch.sharedGroupId === undefined ? current.sharedGroupId : patch.sharedGroupId;
        const write =
          patch.privacyLevel === undefined && patch.sharedGroupId === undefined
            ? patch
            : {
                ...patch,
                sharedGroupId: sharedGroupAfterWrite(
                  patch.privacyLevel ?? current.privacyLevel,
                  groupId,
                  groupId ? await tx.isGroupMember(groupId, user.id) : false,
                ),
              };
        const updated = Object.keys(write).length === 0 ? current : await tx.update(id, write);
        return { before: current, after: updated ?? current };
      });
      if (before.worldImage !== after.worldImage) await releaseImage(before.worldImage, user.id);
      const [world] = await present([after], user);
      return world!;
    },

    /** Deletes the caller's world; its stories and characters stay, unplaced. */
    async remove(user: Caller, id: string): Promise<void> {
      assertWorldId(id);
      const removed = await repo.transaction(async (tx) => {
        const current = assertCanWriteWorld(await tx.findById(id), user);
        await tx.delete(id);
        return current;
      });
      await releaseImage(removed.worldImage, user.id);
    },
  };
}

export type WorldsService = ReturnType<typeof createWorldsService>;
