import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { stories } from '../../db/schema/stories';
import { ACHIEVEMENT_TARGETS } from './achievements';

/** The figures the profile derives its stats and achievements from. */
export type ProfileCounts = {
  storiesCount: number;
  charactersCount: number;
  worldsCount: number;
  /** Mean rating of the user's rated stories, to 1 decimal; null when none is rated. */
  avgRating: number | null;
  /** Stories with status Complete, counted up to the Story Weaver target only. */
  completeStories: number;
  /** Five-star reviews of the user or their work, counted up to the Community Star target only. */
  fiveStarReviews: number;
  /** Reviews of the user as an author (target type User). */
  reviewsOfUser: number;
};

/**
 * Reads for the profile screen that no other module has. Every count walks an index led by the
 * owner column (stories_created_by_updated_idx, characters_owner_updated_idx,
 * worlds_creator_updated_idx, templates_creator_updated_idx) or the reviews' target index
 * (reviews_target_created_idx); the achievement counts stop at their target.
 */
export function createProfileRepository(db: Db) {
  return {
    async counts(userId: string): Promise<ProfileCounts> {
      const u = sql`${userId}::uuid`;
      const [row] = await queryRows<Record<string, number | string | null>>(
        db,
        sql`select
              (select count(*) from stories where created_by = ${u}) as stories_count,
              (select count(*) from characters where owner = ${u}) as characters_count,
              (select count(*) from worlds where creator = ${u}) as worlds_count,
              (select round(avg(rating), 1) from stories where created_by = ${u} and rating is not null) as avg_rating,
              (select count(*) from (
                 select 1 from stories where created_by = ${u} and status = 'Complete'
                 limit ${ACHIEVEMENT_TARGETS.storyWeaver}
               ) as c) as complete_stories,
              (select count(*) from (
                 select 1 from reviews r
                  where r.target_type = 'User' and r.target_id = ${u} and r.overall_rating = 5
                 union all
                 select 1 from stories s
                   join reviews r on r.target_type = 'Story' and r.target_id = s.story_id
                  where s.created_by = ${u} and r.overall_rating = 5
                 union all
                 select 1 from worlds w
                   join reviews r on r.target_type = 'World' and r.target_id = w.world_id
                  where w.creator = ${u} and r.overall_rating = 5
                 union all
                 select 1 from templates t
                   join reviews r on r.target_type = 'Template' and r.target_id = t.template_id
                  where t.creator = ${u} and r.overall_rating = 5
                 limit ${ACHIEVEMENT_TARGETS.communityStar}
               ) as f) as five_star_reviews,
              (select count(*) from reviews where target_type = 'User' and target_id = ${u}) as reviews_of_user`,
      );
      const n = (key: string) => Number(row?.[key] ?? 0);
      return {
        storiesCount: n('stories_count'),
        charactersCount: n('characters_count'),
        worldsCount: n('worlds_count'),
        avgRating: row?.avg_rating === null || row?.avg_rating === undefined ? null : Number(row.avg_rating),
        completeStories: n('complete_stories'),
        fiveStarReviews: n('five_star_reviews'),
        reviewsOfUser: n('reviews_of_user'),
      };
    },

    /** The user's own stories, most recently updated first (stories_created_by_updated_idx). */
    latestStories(userId: string, limit: number) {
      return db
        .select({
          id: stories.id,
          title: stories.title,
          status: stories.status,
          wordCount: stories.wordCount,
          updatedAt: stories.updatedAt,
        })
        .from(stories)
        .where(eq(stories.createdBy, userId))
        .orderBy(desc(stories.updatedAt), desc(stories.id))
        .limit(limit);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
