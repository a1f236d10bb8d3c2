import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiTokenScope } from '@common/constants';
import type { BearerTokenRow } from '../../auth/bearer-auth';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/keyset-cursor';
import { apiTokens } from '../../db/schema/api-tokens';
import { users } from '../../db/schema/users';
import { userLockQueries } from '../users/users.repository';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** The token behind a Bearer secret, with its owner as the session lookup reads users. */
export type TokenOwnerRow = BearerTokenRow;

/** How often at most a token's last_used_at is written (one write per token per minute). */
const TOUCH_INTERVAL = sql`interval '1 minute'`;

/** The only code touching api_tokens. */
export function createApiTokensRepository(db: Db) {
  const findByHash = db
    .select({
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      id: users.id,
      username: users.username,
      email: users.email,
      subscriptionTier: users.subscriptionTier,
      isAdmin: users.isAdmin,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('hash')))
    .prepare('api_token_by_hash');

  return {
    /** The token with this SHA-256 (hex) and its owner, revoked and expired ones included. */
    async findByHash(hash: string): Promise<TokenOwnerRow | undefined> {
      const [row] = await findByHash.execute({ hash });
      return row;
    },

    /** Records a use, at most once per minute per token. */
    async touch(tokenId: string): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(apiTokens.id, tokenId),
            or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - ${TOUCH_INTERVAL}`)),
          ),
        );
    },

    /**
     * Inserts a token unless the owner already holds `max` live ones (unrevoked, unexpired).
     * The owner's user row is locked for the transaction, so two creates at once cannot both
     * pass the count. Answers undefined when the cap is reached.
     */
    async insertCapped(
      values: {
        userId: string;
        name: string;
        scope: ApiTokenScope;
        tokenHash: string;
        hint: string;
        expiresAt: Date;
      },
      max: number,
    ): Promise<ApiTokenRow | undefined> {
      return db.transaction(async (tx) => {
        await userLockQueries(tx).lockUserForTierCheck(values.userId);
        const [live] = await tx
          .select({ n: count() })
          .from(apiTokens)
          .where(
            and(
              eq(apiTokens.userId, values.userId),
              isNull(apiTokens.revokedAt),
              gt(apiTokens.expiresAt, sql`now()`),
            ),
          );
        if ((live?.n ?? 0) >= max) return undefined;
        const [row] = await tx.insert(apiTokens).values(values).returning();
        return row;
      });
    },

    /** The owner's unrevoked tokens (expired ones too, marked by the caller), newest first. */
    listLive(userId: string): Promise<ApiTokenRow[]> {
      return db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .orderBy(desc(apiTokens.createdAt));
    },

    /**
     * Revokes the owner's token; revoking it again keeps the first revocation time. Answers
     * false when the owner has no such token (someone else's looks missing).
     */
    async revoke(userId: string, tokenId: string): Promise<boolean> {
      if (!isUuid(tokenId)) return false;
      const rows = await db
        .update(apiTokens)
        .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, now())` })
        .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
