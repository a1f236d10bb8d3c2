import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { stories } from '../../db/schema/stories';
import { sessions, storyCollaborators } from '../../db/schema/collaboration';
import { users } from '../../db/schema/users';
import { worlds } from '../../db/schema/worlds';
import type { StoryRelation } from './stories.policy';
import { isUuid } from './story-cursor';
import { createMyStoriesRepository } from './my-stories.repository';
import { awardHeldXp, type HeldRule } from '../xp/xp.service';
import { storyTagsJson } from '../library/story-labels';

export type StoryRow = typeof stories.$inferSelect;
export type NewStory = typeof stories.$inferInsert;
export type StoryChanges = Partial<Omit<NewStory, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>>;

/** Every read and write of stories (and the lookups around them: worlds owned, relation to a user). */
export function createStoriesRepository(db: Db) {
  const myStories = createMyStoriesRepository(db);
  return {
    /** My Stories: own and collaborating stories, newest update first (my-stories.repository.ts). */
    listMine: myStories.list,

    /**
     * How `userId` stands to the story (owner, collaborator role, public); undefined if missing.
     * With `lock` (inside a transaction) the story row is locked FOR UPDATE: every chapter write
     * takes this lock first, so writes to one story's chapters and counts happen one at a time,
     * always in the same lock order (no deadlocks), and each sees the others' committed rows.
     */
    async findRelation(
      storyId: string,
      userId: string,
      options: { lock?: boolean } = {},
    ): Promise<StoryRelation | undefined> {
      if (!isUuid(storyId)) return undefined;
      const query = db
        .select({
          ownerId: stories.createdBy,
          privacyLevel: stories.privacyLevel,
          role: storyCollaborators.role,
        })
        .from(stories)
        .leftJoin(
          storyCollaborators,
          and(eq(storyCollaborators.storyId, stories.id), eq(storyCollaborators.userId, userId)),
        )
        .where(eq(stories.id, storyId))
        .limit(1);
      const [row] = options.lock ? await query.for('update', { of: stories }) : await query;
      if (!row) return undefined;
      return {
        storyId,
        ownerId: row.ownerId,
        isOwner: row.ownerId === userId,
        collaboratorRole: row.role,
        isPublic: row.privacyLevel === 'Public',
      };
    },

    /** The story with the derived details of SPEC section 3, in one statement. */
    async findDetail(storyId: string) {
      const [row] = await db
        .select({
          story: stories,
          creatorUsername: users.username,
          worldName: worlds.name,
          sessionCount: sql<number>`(select count(*)::int from ${sessions} where ${sessions.storyId} = ${stories.id})`,
          lastSessionDate:
            sql<Date | null>`(select max(${sessions.sessionDate}) from ${sessions} where ${sessions.storyId} = ${stories.id})`.mapWith(
              sessions.sessionDate,
            ),
          collaborators: sql<number>`(select count(*)::int from ${storyCollaborators} where ${storyCollaborators.storyId} = ${stories.id})`,
          tags: storyTagsJson,
        })
        .from(stories)
        .leftJoin(users, eq(users.id, stories.createdBy))
        .leftJoin(worlds, eq(worlds.id, stories.worldId))
        .where(eq(stories.id, storyId))
        .limit(1);
      return row;
    },

    async isOwnWorld(worldId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: worlds.id })
        .from(worlds)
        .where(and(eq(worlds.id, worldId), eq(worlds.creator, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** The story's current cover image URL (null when none or when the story is missing). */
    async findCover(storyId: string): Promise<string | null> {
      const [row] = await db
        .select({ coverImage: stories.coverImage })
        .from(stories)
        .where(eq(stories.id, storyId))
        .limit(1);
      return row?.coverImage ?? null;
    },

    /** Whether another story of the user still shows this image (one upload may serve two covers). */
    async isCoverInUse(userId: string, url: string): Promise<boolean> {
      const [row] = await db
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.createdBy, userId), eq(stories.coverImage, url)))
        .limit(1);
      return row !== undefined;
    },

    async insert(values: NewStory): Promise<StoryRow> {
      const [row] = await db.insert(stories).values(values).returning();
      return row!;
    },

    /** Applies `changes` (updated_at moves with them); undefined when the story is gone. */
    async update(storyId: string, changes: StoryChanges): Promise<StoryRow | undefined> {
      const [row] = await db.update(stories).set(changes).where(eq(stories.id, storyId)).returning();
      return row;
    },

    /**
     * Pays the owner a publishing rule's XP (xp.service awardHeldXp), once per story they hold
     * published or Complete: call it after the change is written.
     */
    awardHeldXp: (userId: string, rule: HeldRule) => awardHeldXp(db, { userId, rule }),

    /** Deletes the story (chapters, collaborators and sessions cascade); returns what was deleted. */
    async delete(storyId: string): Promise<StoryRow | undefined> {
      const [row] = await db.delete(stories).where(eq(stories.id, storyId)).returning();
      return row;
    },
  };
}

export type StoriesRepository = ReturnType<typeof createStoriesRepository>;

/**
 * Runs `work` in one transaction whose first statement locks the story row and tells how the
 * user stands to it. Every write below a story (chapters, counts, sessions) goes through here,
 * so writes to one story are serialised, always take their locks in the same order, and each
 * sees the rows the previous one committed. `makeRepo` binds the caller's repository to the
 * transaction.
 */
export function inLockedStory<Repo, T>(
  db: Db,
  storyId: string,
  userId: string,
  makeRepo: (tx: Db) => Repo,
  work: (repo: Repo, relation: StoryRelation | undefined) => Promise<T>,
): Promise<T> {
  return withTransaction(db, async (txDb) => {
    const relation = await createStoriesRepository(txDb).findRelation(storyId, userId, { lock: true });
    return work(makeRepo(txDb), relation);
  });
}
