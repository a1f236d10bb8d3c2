import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AliasVisibility } from '@common/constants';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/constraint-violation';
import { containsPattern, isUuid } from '../../db/keyset-cursor';
import { userAliases } from '../../db/schema/aliases';
import { users } from '../../db/schema/users';
import { userLockQueries } from '../users/users.repository';

export type AliasRow = typeof userAliases.$inferSelect;

/** Thrown when the lowercased alias is someone's already (user_aliases_alias_lower_key). */
export class AliasTakenError extends Error {}

const ALIAS_UNIQUE_INDEX = 'user_aliases_alias_lower_key';

/** The only code touching user_aliases. `db` may be a transaction handle. */
export function createAliasesRepository(db: Db) {
  /** Maps the alias unique index to AliasTakenError (two creates racing for one alias land here too). */
  async function mapTaken<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (uniqueViolation(err) === ALIAS_UNIQUE_INDEX) throw new AliasTakenError();
      throw err;
    }
  }

  return {
    /**
     * lockUserForTierCheck: one user's alias writes run one at a time under their row lock
     * (clear-then-set primary would otherwise race on user_aliases_one_primary_key).
     */
    ...userLockQueries(db),

    /** The user's aliases, primary first, then oldest first (the user_aliases_user_idx order). */
    listByUser(userId: string): Promise<AliasRow[]> {
      return db
        .select()
        .from(userAliases)
        .where(eq(userAliases.userId, userId))
        .orderBy(desc(userAliases.isPrimary), asc(userAliases.createdAt), asc(userAliases.id));
    },

    /** One alias of this user; undefined when missing or someone else's (they look the same). */
    async findOwned(userId: string, aliasId: string): Promise<AliasRow | undefined> {
      if (!isUuid(aliasId)) return undefined;
      const [row] = await db
        .select()
        .from(userAliases)
        .where(and(eq(userAliases.id, aliasId), eq(userAliases.userId, userId)))
        .limit(1);
      return row;
    },

    /** Whether any alias other than `exceptId` already has this (lowercased) text. */
    async isTaken(alias: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userAliases.id })
        .from(userAliases)
        .where(
          and(
            sql`lower(${userAliases.alias}) = lower(${alias})`,
            exceptId ? ne(userAliases.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    insert(values: {
      userId: string;
      alias: string;
      visibility: AliasVisibility;
      isPrimary: boolean;
    }): Promise<AliasRow> {
      return mapTaken(async () => {
        const [row] = await db.insert(userAliases).values(values).returning();
        return row!;
      });
    },

    update(
      userId: string,
      aliasId: string,
      patch: { alias?: string; visibility?: AliasVisibility; isPrimary?: boolean },
    ): Promise<AliasRow | undefined> {
      if (!isUuid(aliasId)) return Promise.resolve(undefined);
      return mapTaken(async () => {
        const [row] = await db
          .update(userAliases)
          .set(patch)
          .where(and(eq(userAliases.id, aliasId), eq(userAliases.userId, userId)))
          .returning();
        return row;
      });
    },

    /** Clears the primary flag on the user's aliases (all, or all but `exceptId`). */
    async clearPrimary(userId: string, exceptId?: string): Promise<void> {
      await db
        .update(userAliases)
        .set({ isPrimary: false })
        .where(
          and(
            eq(userAliases.userId, userId),
            eq(userAliases.isPrimary, true),
            exceptId ? ne(userAliases.id, exceptId) : undefined,
          ),
        );
    },

    /** Resolves true when the user's alias was deleted. */
    async delete(userId: string, aliasId: string): Promise<boolean> {
      if (!isUuid(aliasId)) return false;
      const rows = await db
        .delete(userAliases)
        .where(and(eq(userAliases.id, aliasId), eq(userAliases.userId, userId)))
        .returning({ id: userAliases.id });
      return rows.length > 0;
    },

    /**
     * Public aliases containing `q` (case-insensitive), with their writer. Uses the trigram index
     * user_aliases_public_trgm_idx (its `visibility = 'public'` predicate is repeated here so the
     * planner may use it). Exact and prefix matches come first.
     */
    searchPublic(q: string, limit: number) {
      const lowered = q.toLowerCase();
      const pattern = containsPattern(lowered);
      return db
        .select({ alias: userAliases.alias, username: users.username, profileImage: users.profileImage })
        .from(userAliases)
        .innerJoin(users, eq(users.id, userAliases.userId))
        .where(and(eq(userAliases.visibility, 'public'), sql`${userAliases.alias} like ${pattern}`))
        .orderBy(
          sql`${userAliases.alias} = ${lowered} desc`,
          sql`${userAliases.alias} like ${pattern.slice(1)} desc`,
          asc(userAliases.alias),
        )
        .limit(limit);
    },
  };
}

export type AliasesRepository = ReturnType<typeof createAliasesRepository>;
