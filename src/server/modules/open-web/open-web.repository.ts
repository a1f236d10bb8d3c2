import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Published means Public with a publication status (library.policy.ts `isPublished`). */
const PUBLISHED = sql.raw(`s.privacy_level = 'Public' and s.publication_status is not null`);
/** Author pages guests may see: no privacy row, or profile visibility 'public' (privacy.policy.ts). */
const PUBLIC_PROFILE = sql.raw(`not exists (select 1 from user_privacy_settings p
  where p.user_id = u.user_id and p.profile_visibility <> 'public')`);

/** A half-open range of uuids [from, to); `to` null is the end. */
export type UuidRange = { from: string; to: string | null };

export type SitemapRow = { loc: string; lastmod: Date };
export type FeedStoryRow = {
  id: string;
  title: string;
  description: string;
  genre: string;
  publishedAt: Date;
  updatedAt: Date;
  author: string;
};
export type FeedChapterRow = { id: string; title: string; position: number; text: string; updatedAt: Date };

const rangeOf = (column: string, range: UuidRange) =>
  range.to === null
    ? sql`${sql.raw(column)} >= ${range.from}::uuid`
    : sql`${sql.raw(column)} >= ${range.from}::uuid and ${sql.raw(column)} < ${range.to}::uuid`;

/** Reads behind the sitemap and the feeds; only ever published stories and public authors. */
export function createOpenWebRepository(db: Db) {
  return {
    /**
     * Roughly how many rows a table holds, from the planner's statistics (no scan); null when the
     * table was never analysed, and the caller counts instead.
     */
    async estimatedRows(table: 'stories' | 'users'): Promise<number | null> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select reltuples::float8 as n from pg_class where oid = ${table}::regclass`,
      );
      return row && row.n >= 0 ? Number(row.n) : null;
    },

    async countRows(table: 'stories' | 'users'): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`);
      return Number(row?.n ?? 0);
    },

    /** Published stories whose id falls in the range (a primary-key range scan), by id. */
    storiesInRange(range: UuidRange, limit: number): Promise<SitemapRow[]> {
      return queryRows<SitemapRow>(
        db,
        sql`select s.story_id as loc, s.updated_at as "lastmod" from stories s
             where ${rangeOf('s.story_id', range)} and ${PUBLISHED}
             order by s.story_id limit ${limit}`,
      );
    },

    /** Authors with a public profile and a published story, whose user id falls in the range. */
    authorsInRange(range: UuidRange, limit: number): Promise<SitemapRow[]> {
      return queryRows<SitemapRow>(
        db,
        sql`select u.username as loc, u.updated_at as "lastmod" from users u
             where ${rangeOf('u.user_id', range)} and ${PUBLIC_PROFILE}
               and exists (select 1 from stories s where s.created_by = u.user_id and ${PUBLISHED})
             order by u.user_id limit ${limit}`,
      );
    },

    /** The newest published stories of the library, or of one author (by user id). */
    newestStories(limit: number, authorId?: string): Promise<FeedStoryRow[]> {
      return queryRows<FeedStoryRow>(
        db,
        sql`select s.story_id as id, s.title, s.description, s.genre, s.published_at as "publishedAt",
                   s.updated_at as "updatedAt", coalesce(u.username, 'Unknown') as author
              from stories s left join users u on u.user_id = s.created_by
             where ${PUBLISHED} ${authorId ? sql`and s.created_by = ${authorId}::uuid` : sql``}
             order by s.published_at desc, s.story_id desc limit ${limit}`,
      );
    },

    /** A story's published chapters, most recently changed first, with the start of their text. */
    latestChapters(storyId: string, limit: number): Promise<FeedChapterRow[]> {
      return queryRows<FeedChapterRow>(
        db,
        sql`select c.chapter_id as id, c.title, c.position, left(c.content_text, 600) as text,
                   c.updated_at as "updatedAt"
              from chapters c
             where c.story_id = ${storyId}::uuid and c.status = 'published'
             order by c.updated_at desc, c.chapter_id desc limit ${limit}`,
      );
    },
  };
}

export type OpenWebRepository = ReturnType<typeof createOpenWebRepository>;
