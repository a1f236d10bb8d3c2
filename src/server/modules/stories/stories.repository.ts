import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { myStoriesQuerySchema } from '@common/schemas/story';
import type { Db } from '../../db/client';
import { stories } from '../../db/schema/stories';
import { sessions, storyCollaborators } from '../../db/schema/collaboration';
import { users } from '../../db/schema/users';
import { worlds } from '../../db/schema/worlds';
import type { StoryRelation } from './stories.policy';
import { isUuid, type StoryCursor } from './story-cursor';

export type StoryRow = typeof stories.$inferSelect;
export type NewStory = typeof stories.$inferInsert;
export type StoryChanges = Partial<Omit<NewStory, 'id' | 'createdBy' | 'createdAt' | 'updatedAt'>>;

/** Filters of My Stories; `q` matches title or description, case-insensitive, anywhere. */
export type MyStoriesFilter = Pick<z.output<typeof myStoriesQuerySchema>, 'q' | 'genre' | 'status'>;

/** The card columns, plus the caller's role and the microsecond cursor time of the row. */
const cardColumns = {
  id: stories.id,
  title: stories.title,
  description: stories.description,
  genre: stories.genre,
  status: stories.status,
  privacyLevel: stories.privacyLevel,
  publicationStatus: stories.publicationStatus,
  chapterCount: stories.chapterCount,
  viewCount: stories.viewCount,
  wordCount: stories.wordCount,
  coverImage: stories.coverImage,
  updatedAt: stories.updatedAt,
  cursorTime: sql<string>`to_char(${stories.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
    'cursor_time',
  ),
};
export type StoryCardRow = {
  [K in keyof typeof cardColumns]: K extends 'cursorTime' ? string : StoryRow[K & keyof StoryRow];
} & { role: string };

/** `%term%` for ILIKE, with the pattern characters of the term itself escaped. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listFilters(filter: MyStoriesFilter, after: StoryCursor | undefined): SQL[] {
  const where: SQL[] = [];
  if (filter.q) {
    // Two ILIKEs OR-ed: each is served by its pg_trgm GIN index (a BitmapOr), when selective.
    const pattern = containing(filter.q);
    where.push(sql`(${stories.title} ilike ${pattern} or ${stories.description} ilike ${pattern})`);
  }
  if (filter.genre) where.push(eq(stories.genre, filter.genre));
  if (filter.status === 'Published') {
    // "Published" covers the status value and stories published through SPEC section 4.
    where.push(or(eq(stories.status, 'Published'), sql`${stories.publicationStatus} is not null`)!);
  } else if (filter.status) {
    where.push(eq(stories.status, filter.status));
  }
  if (after) {
    // The first condition lets the (created_by, updated_at) index start at the cursor.
    const time = sql`${after.updatedAt}::timestamptz`;
    where.push(sql`${stories.updatedAt} <= ${time}`);
    where.push(sql`(${stories.updatedAt} < ${time} or ${stories.id} < ${after.id}::uuid)`);
  }
  return where;
}

/** Every read and write of stories (and the lookups around them: worlds owned, relation to a user). */
export function createStoriesRepository(db: Db) {
  return {
    /**
     * My Stories: the user's own stories and those they collaborate on, newest update first,
     * `limit` rows after `after`. Each half is ordered and cut on its own index before merging.
     */
    async listMine(userId: string, filter: MyStoriesFilter, after: StoryCursor | undefined, limit: number) {
      const where = listFilters(filter, after);
      const order = [desc(stories.updatedAt), desc(stories.id)];
      const owned = db
        .select({ ...cardColumns, role: sql<string>`'Owner'`.as('role') })
        .from(stories)
        .where(and(eq(stories.createdBy, userId), ...where))
        .orderBy(...order)
        .limit(limit);
      const shared = db
        .select({ ...cardColumns, role: sql<string>`${storyCollaborators.role}`.as('role') })
        .from(storyCollaborators)
        .innerJoin(stories, eq(stories.id, storyCollaborators.storyId))
        .where(and(eq(storyCollaborators.userId, userId), ne(stories.createdBy, userId), ...where))
        .orderBy(...order)
        .limit(limit);
      const rows = await owned.unionAll(shared).orderBy(...order).limit(limit);
      return rows as StoryCardRow[];
    },

    /**
     * How `userId` stands to the story (owner, collaborator role, public); undefined if missing.
     * With `lock` (inside a transaction) the story row is locked FOR UPDATE: every chapter write
     * takes this lock first, so writes to one story's chapters and counts happen one at a time,
     * always in the same lock order (no deadlocks), and each sees the others' committed rows.
     */
    async findRelation(storyId: string, userId: string, options: { lock?: boolean } = {}): Promise<StoryRelation | undefined> {
      if (!isUuid(storyId)) return undefined;
      const query = db
        .select({ ownerId: stories.createdBy, privacyLevel: stories.privacyLevel, role: storyCollaborators.role })
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
          lastSessionDate: sql<Date | null>`(select max(${sessions.sessionDate}) from ${sessions} where ${sessions.storyId} = ${stories.id})`.mapWith(
            sessions.sessionDate,
          ),
          collaborators: sql<number>`(select count(*)::int from ${storyCollaborators} where ${storyCollaborators.storyId} = ${stories.id})`,
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
      const [row] = await db.select({ coverImage: stories.coverImage }).from(stories).where(eq(stories.id, storyId)).limit(1);
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
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const relation = await createStoriesRepository(txDb).findRelation(storyId, userId, { lock: true });
    return work(makeRepo(txDb), relation);
  });
}
