import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { stories } from '../../db/schema/stories';
import { userReadingProgress } from '../../db/schema/reading';
import { users } from '../../db/schema/users';
import { ACTIVITY_GATHER, type ActivityRow } from './recent-activity';

const isPublished = and(eq(stories.privacyLevel, 'Public'), isNotNull(stories.publicationStatus));

/** Every dashboard read. Counts are one statement each so a refresh button costs one query. */
export function createDashboardRepository(db: Db) {
  async function scalar(query: ReturnType<typeof sql>): Promise<number> {
    const [row] = await queryRows<{ value: number | string | null }>(db, sql`select (${query}) as value`);
    return Number(row?.value ?? 0);
  }

  return {
    countActiveStories: (userId: string) =>
      scalar(sql`select count(*) from stories where created_by = ${userId}::uuid and status = 'Active'`),
    countCharacters: (userId: string) =>
      scalar(sql`select count(*) from characters where owner = ${userId}::uuid`),
    countWorlds: (userId: string) => scalar(sql`select count(*) from worlds where creator = ${userId}::uuid`),
    countStoriesFinished: (userId: string) =>
      scalar(
        sql`select count(*) from user_reading_progress where user_id = ${userId}::uuid and progress_percentage >= 100`,
      ),
    sumReadingMinutes: (userId: string) =>
      scalar(
        sql`select coalesce(sum(reading_time_minutes), 0) from user_reading_progress where user_id = ${userId}::uuid`,
      ),
    countBookmarks: (userId: string) =>
      scalar(sql`select count(*) from user_bookmarks where user_id = ${userId}::uuid`),

    async findXp(userId: string) {
      const [row] = await db
        .select({ experiencePoints: users.experiencePoints, userLevel: users.userLevel })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? { experiencePoints: 0, userLevel: 1 };
    },

    /** The user's own Active stories, most recently updated first. */
    activeStories(userId: string, limit: number) {
      return db
        .select({
          id: stories.id,
          title: stories.title,
          genre: stories.genre,
          status: stories.status,
          wordCount: stories.wordCount,
          chapterCount: stories.chapterCount,
          updatedAt: stories.updatedAt,
        })
        .from(stories)
        .where(and(eq(stories.createdBy, userId), eq(stories.status, 'Active')))
        .orderBy(desc(stories.updatedAt))
        .limit(limit);
    },

    /** The sources of Recent Activity, each already cut to its gather size (one UNION ALL). */
    async recentActivityRows(userId: string): Promise<ActivityRow[]> {
      const g = ACTIVITY_GATHER;
      const rows = await queryRows<{
        type: ActivityRow['type'];
        id: string;
        name: string | null;
        created_at: Date | string;
        at: Date | string;
        target_type: string | null;
        target_ref: string | null;
      }>(
        db,
        sql`(select 'story' as type, story_id as id, title as name, created_at, updated_at as at,
                    null::text as target_type, null::text as target_ref
               from stories where created_by = ${userId}::uuid order by updated_at desc limit ${g.story})
            union all
            (select 'character', character_id, name, created_at, updated_at, null, null
               from characters where owner = ${userId}::uuid order by updated_at desc limit ${g.character})
            union all
            (select 'world', world_id, name, created_at, updated_at, null, null
               from worlds where creator = ${userId}::uuid order by updated_at desc limit ${g.world})
            union all
            (select 'review', r.review_id,
                    case r.target_type when 'Story' then s.title when 'User' then u.username
                                       when 'Template' then t.name when 'World' then w.name end,
                    r.created_at, r.created_at, r.target_type,
                    case r.target_type when 'User' then u.username else r.target_id::text end
               from reviews r
               left join stories s on r.target_type = 'Story' and s.story_id = r.target_id
               left join users u on r.target_type = 'User' and u.user_id = r.target_id
               left join templates t on r.target_type = 'Template' and t.template_id = r.target_id
               left join worlds w on r.target_type = 'World' and w.world_id = r.target_id
              where r.reviewer = ${userId}::uuid order by r.created_at desc limit ${g.review})
            union all
            (select 'session', sp.session_id, s.title, sp.joined_at, sp.joined_at, null, s.story_id::text
               from session_participants sp
               join sessions se on se.session_id = sp.session_id
               left join stories s on s.story_id = se.story_id
              where sp.user_id = ${userId}::uuid order by sp.joined_at desc limit ${g.session})`,
      );
      return rows.map((r) => ({
        type: r.type,
        id: r.id,
        name: r.name,
        createdAt: new Date(r.created_at),
        at: new Date(r.at),
        targetType: r.target_type,
        targetRef: r.target_ref,
      }));
    },

    /** Stories the reader has started and not finished, most recently read first; published only. */
    continueReading(userId: string, limit: number) {
      return db
        .select({
          storyId: stories.id,
          title: stories.title,
          genre: stories.genre,
          authorUsername: users.username,
          rating: stories.rating,
          progressPercentage: userReadingProgress.progressPercentage,
          currentChapter: userReadingProgress.currentChapter,
          lastReadAt: userReadingProgress.lastReadAt,
        })
        .from(userReadingProgress)
        .innerJoin(stories, eq(stories.id, userReadingProgress.storyId))
        .leftJoin(users, eq(users.id, stories.createdBy))
        .where(
          and(
            eq(userReadingProgress.userId, userId),
            lt(userReadingProgress.progressPercentage, 100),
            isPublished,
          ),
        )
        .orderBy(desc(userReadingProgress.lastReadAt))
        .limit(limit);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
