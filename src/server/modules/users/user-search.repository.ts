import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { UserSummary } from '@common/schemas/collaborator';
import { PAGE_SIZES } from '@common/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

/** `%term%` for ILIKE, with the term's own `%`, `_` and `\` matched literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Finding people to invite (SPEC section 7: users, search by username or email, limit 20). */
export function createUserSearchRepository(db: Db) {
  return {
    /**
     * Users whose username contains `q` (case-insensitive, served by the username trigram index)
     * or whose e-mail is exactly `q` (case-insensitive, the lower(email) unique index). Exact
     * username first, then prefixes, then by name. Never selects the e-mail; skips `exceptUserId`.
     */
    async search(q: string, exceptUserId: string): Promise<UserSummary[]> {
      const lowered = q.toLowerCase();
      return db
        .select({ id: users.id, username: users.username, profileImage: users.profileImage })
        .from(users)
        .where(
          and(
            ne(users.id, exceptUserId),
            or(ilike(users.username, containing(q)), eq(sql`lower(${users.email})`, lowered)),
          ),
        )
        .orderBy(
          sql`lower(${users.username}) = ${lowered} desc`,
          sql`lower(${users.username}) like ${`${lowered.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} desc`,
          asc(sql`lower(${users.username})`),
        )
        .limit(PAGE_SIZES.userSearch);
    },
  };
}

export type UserSearchRepository = ReturnType<typeof createUserSearchRepository>;
