import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { storyCollaborators } from '../../db/schema/collaboration';
import { stories } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import { isUuid } from '../stories/story-cursor';

const collaboratorColumns = {
  id: users.id,
  username: users.username,
  profileImage: users.profileImage,
  role: storyCollaborators.role,
  joinedAt: storyCollaborators.joinedAt,
};
export type CollaboratorRow = {
  id: string;
  username: string;
  profileImage: string | null;
  role: string;
  joinedAt: Date;
};

/** Every read and write of story_collaborators. */
export function createCollaboratorsRepository(db: Db) {
  /** Collaborators of the given stories, first joined first. */
  async function listFor(storyIds: string[]): Promise<(CollaboratorRow & { storyId: string })[]> {
    if (storyIds.length === 0) return [];
    return db
      .select({ ...collaboratorColumns, storyId: storyCollaborators.storyId })
      .from(storyCollaborators)
      .innerJoin(users, eq(users.id, storyCollaborators.userId))
      .where(inArray(storyCollaborators.storyId, storyIds))
      .orderBy(asc(storyCollaborators.joinedAt), asc(users.username));
  }

  return {
    listFor,

    async list(storyId: string): Promise<CollaboratorRow[]> {
      return listFor([storyId]);
    },

    /** The user's stored subscription tier (undefined for a missing user). */
    async tierOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ tier: users.subscriptionTier })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.tier;
    },

    async userExists(userId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    },

    /** Adds the row; false when the user already collaborates on the story. */
    async add(storyId: string, userId: string, role: string): Promise<boolean> {
      const rows = await db
        .insert(storyCollaborators)
        .values({ storyId, userId, role })
        .onConflictDoNothing()
        .returning({ userId: storyCollaborators.userId });
      return rows.length > 0;
    },

    async find(storyId: string, userId: string): Promise<CollaboratorRow | undefined> {
      if (!isUuid(userId)) return undefined;
      const [row] = await db
        .select(collaboratorColumns)
        .from(storyCollaborators)
        .innerJoin(users, eq(users.id, storyCollaborators.userId))
        .where(and(eq(storyCollaborators.storyId, storyId), eq(storyCollaborators.userId, userId)))
        .limit(1);
      return row;
    },

    /** Removes the row; false when there was none. */
    async remove(storyId: string, userId: string): Promise<boolean> {
      if (!isUuid(userId)) return false;
      const rows = await db
        .delete(storyCollaborators)
        .where(and(eq(storyCollaborators.storyId, storyId), eq(storyCollaborators.userId, userId)))
        .returning({ userId: storyCollaborators.userId });
      return rows.length > 0;
    },

    /** Who may write in the story now: its creator and its collaborators (the live room's recheck). */
    async writersOf(storyId: string): Promise<Set<string>> {
      const rows = await queryRows<{ user_id: string }>(
        db,
        sql`
        select ${stories.createdBy} as user_id from ${stories} where ${stories.id} = ${storyId}
        union select ${storyCollaborators.userId} from ${storyCollaborators} where ${storyCollaborators.storyId} = ${storyId}`,
      );
      return new Set(rows.map((row) => row.user_id));
    },

    /** The caller's stories that have collaborators, newest update first. */
    async ownedWithCollaborators(userId: string) {
      return db
        .select({ id: stories.id, title: stories.title, status: stories.status })
        .from(stories)
        .where(
          and(
            eq(stories.createdBy, userId),
            sql`exists (select 1 from ${storyCollaborators} where ${storyCollaborators.storyId} = ${stories.id})`,
          ),
        )
        .orderBy(desc(stories.updatedAt), desc(stories.id));
    },

    /** The stories the caller collaborates on, with their role and the owner's username. */
    async collaborating(userId: string) {
      return db
        .select({
          id: stories.id,
          title: stories.title,
          status: stories.status,
          role: storyCollaborators.role,
          ownerUsername: users.username,
        })
        .from(storyCollaborators)
        .innerJoin(stories, eq(stories.id, storyCollaborators.storyId))
        .leftJoin(users, eq(users.id, stories.createdBy))
        .where(eq(storyCollaborators.userId, userId))
        .orderBy(desc(stories.updatedAt), desc(stories.id));
    },
  };
}

export type CollaboratorsRepository = ReturnType<typeof createCollaboratorsRepository>;
