import { sql, type SQL } from 'drizzle-orm';
import type { RecommendedStory } from '@common/schemas/dashboard';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { isUuid } from '../../db/keyset-cursor';

/** Who asks: nobody (a guest), or a reader and whether their plan opens exclusive stories. */
export type Viewer = { id: string; readsExclusive: boolean } | { id: null; readsExclusive: false };

/**
 * The stories `st` the viewer may be recommended: in the library (public and published), not
 * exclusive unless their plan opens it, and for a reader not their own, not by an author they
 * muted, and not one they started, finished or rated.
 */
function recommendable(viewer: Viewer): SQL {
  const base = sql`st.privacy_level = 'Public' and st.publication_status is not null
    ${viewer.readsExclusive ? sql`` : sql`and not st.exclusive`}`;
  if (viewer.id === null) return base;
  return sql`${base} and st.created_by <> ${viewer.id}::uuid
    and not exists (select 1 from author_mutes m where m.user_id = ${viewer.id}::uuid and m.author_id = st.created_by)
    and not exists (select 1 from user_reading_progress p where p.user_id = ${viewer.id}::uuid and p.story_id = st.story_id)
    and not exists (select 1 from user_story_ratings r where r.user_id = ${viewer.id}::uuid and r.story_id = st.story_id)`;
}

type Row = {
  id: string;
  title: string;
  genre: string;
  author_username: string | null;
  rating: string | number | null;
  view_count: number;
};

const card = sql`st.story_id as id, st.title, st.genre, u.username as author_username, st.rating, st.view_count`;

const toStory = (r: Row): RecommendedStory => ({
  id: r.id,
  title: r.title,
  genre: r.genre,
  authorUsername: r.author_username ?? 'Unknown',
  rating: r.rating === null ? null : Number(r.rating),
  viewCount: Number(r.view_count),
});

/** A reader's own signals, most recent first, each with a weight: what recommendations start from. */
const mySignals = (userId: string) => sql`
  select story_id, sum(w) as w from (
    select story_id, 1 as w from user_reading_progress where user_id = ${userId}::uuid
    union all select story_id, rating - 2 from user_story_ratings where user_id = ${userId}::uuid and rating >= 3
    union all select story_id, 1 from user_bookmarks where user_id = ${userId}::uuid
  ) s group by story_id`;

/** The only code reading story_neighbours for readers. */
export function createRecommendationsRepository(db: Db) {
  const list = async (query: SQL) => (await queryRows<Row>(db, query)).map(toStory);

  return {
    /** The story's library visibility columns, or undefined when there is no such story. */
    async findStory(storyId: string) {
      if (!isUuid(storyId)) return undefined;
      const [row] = await queryRows<{
        id: string;
        created_by: string;
        privacy_level: string;
        publication_status: string | null;
      }>(
        db,
        sql`select story_id as id, created_by, privacy_level, publication_status from stories where story_id = ${storyId}::uuid`,
      );
      return row
        ? {
            id: row.id,
            createdBy: row.created_by,
            privacyLevel: row.privacy_level,
            publicationStatus: row.publication_status,
          }
        : undefined;
    },

    /**
     * Item-to-item collaborative filtering: the neighbours of the stories the reader has signals
     * on, each scored by the sum of similarity times the signal's weight; best first, ties by id.
     */
    personal(viewer: Viewer & { id: string }, limit: number) {
      return list(sql`
        with mine as (${mySignals(viewer.id)}),
        cand as (
          select n.neighbour_id, sum(n.score * m.w) as score
          from mine m join story_neighbours n on n.story_id = m.story_id
          group by n.neighbour_id
        )
        select ${card} from cand c
        join stories st on st.story_id = c.neighbour_id
        left join users u on u.user_id = st.created_by
        where ${recommendable(viewer)}
        order by c.score desc, st.story_id limit ${limit}`);
    },

    /**
     * Content-based fallback for readers the neighbours know too little about: stories by authors
     * they follow (3 points), sharing tags with what they read (1 a tag) or in a genre they read
     * (1), then by views. Candidates come from the follow, tag and genre indexes, a few each.
     */
    contentBased(viewer: Viewer & { id: string }, limit: number) {
      return list(sql`
        with mine as (${mySignals(viewer.id)}),
        my_tags as (select distinct tag_id from story_tags where story_id in (select story_id from mine)),
        my_genres as (select distinct genre from stories where story_id in (select story_id from mine)),
        followed as (select following_id from user_follows where follower_id = ${viewer.id}::uuid),
        cand as (
          (select story_id from stories where created_by in (select following_id from followed) limit 200)
          union (select story_id from story_tags where tag_id in (select tag_id from my_tags) limit 500)
          union (select story_id from stories where genre in (select genre from my_genres)
                 and privacy_level = 'Public' and publication_status is not null
                 order by view_count desc limit 200)
        )
        select ${card} from cand c
        join stories st on st.story_id = c.story_id
        left join users u on u.user_id = st.created_by
        where ${recommendable(viewer)}
        order by 3 * (st.created_by in (select following_id from followed))::int
          + (select count(*) from story_tags t where t.story_id = st.story_id and t.tag_id in (select tag_id from my_tags))
          + (st.genre in (select genre from my_genres))::int desc,
          st.view_count desc, st.story_id
        limit ${limit}`);
    },

    /** The most viewed stories the viewer may be recommended. */
    popular(viewer: Viewer, limit: number) {
      return list(sql`
        select ${card} from stories st left join users u on u.user_id = st.created_by
        where ${recommendable(viewer)}
        order by st.view_count desc, st.story_id limit ${limit}`);
    },

    /** Readers of the story also read: its neighbours the viewer may be recommended, best first. */
    alsoRead(storyId: string, viewer: Viewer, limit: number) {
      return list(sql`
        select ${card} from story_neighbours n
        join stories st on st.story_id = n.neighbour_id
        left join users u on u.user_id = st.created_by
        where n.story_id = ${storyId}::uuid and ${recommendable(viewer)}
        order by n.score desc, st.story_id limit ${limit}`);
    },

    /** For a story nobody co-read yet: stories sharing its tags (1 a tag) or genre (1), then by views. */
    similarContent(storyId: string, viewer: Viewer, limit: number) {
      return list(sql`
        with me as (select story_id, genre from stories where story_id = ${storyId}::uuid),
        my_tags as (select tag_id from story_tags where story_id = ${storyId}::uuid),
        cand as (
          (select story_id from story_tags where tag_id in (select tag_id from my_tags) limit 300)
          union (select s.story_id from stories s join me on s.genre = me.genre
                 where s.privacy_level = 'Public' and s.publication_status is not null
                 order by s.view_count desc limit 100)
        )
        select ${card} from cand c
        join stories st on st.story_id = c.story_id and st.story_id <> ${storyId}::uuid
        left join users u on u.user_id = st.created_by
        where ${recommendable(viewer)}
        order by (select count(*) from story_tags t where t.story_id = st.story_id and t.tag_id in (select tag_id from my_tags))
          + (st.genre = (select genre from me))::int desc, st.view_count desc, st.story_id
        limit ${limit}`);
    },
  };
}

export type RecommendationsRepository = ReturnType<typeof createRecommendationsRepository>;
