import type { AliasVisibility } from '@common/constants';
import { ALIAS_MESSAGES, type Alias, type AliasSearchHit } from '@common/schemas/aliases';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { conflict } from '../../errors';
import {
  AliasTakenError,
  createAliasesRepository,
  type AliasRow,
  type AliasesRepository,
} from './aliases.repository';
import { aliasNotFound, assertOwnAlias } from './aliases.policy';

export function toAlias(row: AliasRow): Alias {
  return {
    id: row.id,
    alias: row.alias,
    visibility: row.visibility as AliasVisibility,
    isPrimary: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
  };
}

const taken = () => conflict(ALIAS_MESSAGES.taken);

/**
 * The signed-in user's aliases (SPEC sections 4 and 5). Alias text arrives lowercased from the
 * shared schema. Uniqueness is checked first for a clear answer and enforced by the unique index
 * (a create that loses a race gets the same 409). Making one primary clears the others in the same
 * transaction, with the user's row locked so two concurrent "set primary" calls cannot collide on
 * the one-primary index.
 */
export function createAliasesService(db: Db) {
  const repo = createAliasesRepository(db);

  /** Runs `write` in a transaction holding the owner's lock; AliasTakenError becomes 409. */
  async function write<T>(userId: string, work: (tx: AliasesRepository) => Promise<T>): Promise<T> {
    try {
      return await withTransaction(db, createAliasesRepository, async (tx) => {
        await tx.lockUserForTierCheck(userId);
        return work(tx);
      });
    } catch (err) {
      if (err instanceof AliasTakenError) throw taken();
      throw err;
    }
  }

  return {
    async list(userId: string): Promise<Alias[]> {
      return (await repo.listByUser(userId)).map(toAlias);
    },

    async create(
      userId: string,
      input: { alias: string; visibility: AliasVisibility; isPrimary: boolean },
    ): Promise<Alias> {
      if (await repo.isTaken(input.alias)) throw taken();
      const row = await write(userId, async (tx) => {
        if (input.isPrimary) await tx.clearPrimary(userId);
        return tx.insert({ userId, ...input });
      });
      return toAlias(row);
    },

    async update(
      userId: string,
      aliasId: string,
      patch: { alias?: string; visibility?: AliasVisibility; isPrimary?: boolean },
    ): Promise<Alias> {
      assertOwnAlias(await repo.findOwned(userId, aliasId));
      if (patch.alias !== undefined && (await repo.isTaken(patch.alias, aliasId))) throw taken();
      const row = await write(userId, async (tx) => {
        if (patch.isPrimary) await tx.clearPrimary(userId, aliasId);
        return tx.update(userId, aliasId, patch);
      });
      // Deleted meanwhile.
      assertOwnAlias(row);
      return toAlias(row);
    },

    setPrimary(userId: string, aliasId: string): Promise<Alias> {
      return this.update(userId, aliasId, { isPrimary: true });
    },

    async remove(userId: string, aliasId: string): Promise<void> {
      if (!(await repo.delete(userId, aliasId))) throw aliasNotFound();
    },

    search(q: string, limit: number): Promise<AliasSearchHit[]> {
      return repo.searchPublic(q, limit);
    },
  };
}
