import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { chapterOpenToAllSql } from '../library/library.repository';
import { FIRST_UUID } from './sitemap';

/** Published means Public with a publication status (library.policy.ts `isPublished`). */
const PUBLISHED = sql.raw(`s.privacy_level = 'Public' and s.publication_status is not null`);
/** Author pages guests may see: no privacy row, or profile visibility 'public' (privacy.policy.ts). */
const PUBLIC_PROFILE = sql.raw(`not exists (select 1 from user_privacy_settings p
  where p.user_id = u.user_id and p.profile_visibility <> 'public')`);

/** A timestamp as the sitemap protocol's W3C datetime, in UTC to the second. */
const W3C_TIME = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** A half-open range of uuids [from, to); `to` null is the end. */
export type UuidRange = { from: string; to: string | null };

/** A sitemap entry's key (story id or username) and its last change as W3C datetime text. */
export type SitemapRow = { loc: string; lastmod: string };
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

/** The tables whose primary key a sitemap walks, and that key. */
const PRIMARY_KEYS = {
  stories: 'story_id',
  users: 'user_id',
  templates: 'template_id',
  groups: 'group_id',
  events: 'event_id',
} as const;

/** Template, group and event pages: the key column and which rows a guest may see. */
const PAGE_KINDS = {
  templates: { column: 't.template_id', visible: sql.raw(`t.status = 'published'`) },
  groups: { column: 't.group_id', visible: sql.raw(`t.privacy_level = 'Public'`) },
  events: { column: 't.event_id', visible: sql.raw('true') },
} as const;

const rangeOf = (column: string, range: UuidRange) =>
  range.to === null
    ? sql`${sql.raw(column)} >= ${range.from}::uuid`
    : sql`${sql.raw(column)} >= ${range.from}::uuid and ${sql.raw(column)} < ${range.to}::uuid`;

/** Reads behind the sitemap and the feeds; only ever published stories and public authors. */
export function createOpenWebRepository(db: Db) {
  return {
    /**
     * The first id of every run of `every` rows of the table's primary key, after FIRST_UUID:
     * a recursive walk of index-only scans (`every` entries a step), no sort, no table reads.
     */
    async rangeStarts(table: keyof typeof PRIMARY_KEYS, every: number): Promise<string[]> {
      const key = sql.raw(PRIMARY_KEYS[table]);
      const rows = await queryRows<{ id: string }>(
        db,
        sql`with recursive starts(id) as (
              select (select t.${key} from ${sql.raw(table)} t where t.${key} >= ${FIRST_UUID}::uuid
                       order by t.${key} offset ${every} limit 1)
              union all
              select (select t.${key} from ${sql.raw(table)} t where t.${key} >= starts.id
                       order by t.${key} offset ${every} limit 1)
                from starts where starts.id is not null)
            select id from starts where id is not null`,
      );
      return [FIRST_UUID, ...rows.map((row) => row.id)];
    },

    /**
     * Published stories whose id falls in the range, by id: an index-only range scan of
     * stories_published_id_idx. `lastmod` comes back as W3C text, sparing a Date per row.
     */
    storiesInRange(range: UuidRange, limit: number): Promise<SitemapRow[]> {
      return queryRows<SitemapRow>(
        db,
        sql`select s.story_id as loc, ${W3C_TIME('s.updated_at')} as "lastmod" from stories s
             where ${rangeOf('s.story_id', range)} and ${PUBLISHED}
             order by s.story_id limit ${limit}`,
      );
    },

    /**
     * Authors with a public profile and a published story whose user id falls in the range: the
     * range scan of stories_published_author_idx (only published stories, already grouped by
     * author) gives the authors, then one primary-key lookup each.
     */
    authorsInRange(range: UuidRange, limit: number): Promise<SitemapRow[]> {
      return queryRows<SitemapRow>(
        db,
        sql`select u.username as loc, ${W3C_TIME('u.updated_at')} as "lastmod"
              from (select distinct s.created_by from stories s
                     where ${rangeOf('s.created_by', range)} and ${PUBLISHED}) a
              join users u on u.user_id = a.created_by
             where ${rangeOf('u.user_id', range)} and ${PUBLIC_PROFILE}
             order by u.user_id limit ${limit}`,
      );
    },

    /**
     * Template, group or event pages a guest may see whose id falls in the range, by id (a range
     * scan of the primary key): published templates (marketplace.policy.ts), Public groups (the
     * others are members-only or unlisted, groups.policy.ts) and every event (events are public).
     */
    pagesInRange(
      kind: 'templates' | 'groups' | 'events',
      range: UuidRange,
      limit: number,
    ): Promise<SitemapRow[]> {
      const { column, visible } = PAGE_KINDS[kind];
      return queryRows<SitemapRow>(
        db,
        sql`select ${sql.raw(column)} as loc, ${W3C_TIME('t.updated_at')} as "lastmod" from ${sql.raw(kind)} t
             where ${rangeOf(column, range)} and ${visible}
             order by ${sql.raw(column)} limit ${limit}`,
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

    /**
     * A story's published chapters, most recently changed first, with the start of their text;
     * an exclusive story's locked chapters (issue 25) come with their title and no text.
     */
    latestChapters(storyId: string, limit: number): Promise<FeedChapterRow[]> {
      return queryRows<FeedChapterRow>(
        db,
        sql`select c.chapter_id as id, c.title, c.position,
                   case when ${chapterOpenToAllSql('c')} then left(c.content_text, 600) else '' end as text,
                   c.updated_at as "updatedAt"
              from chapters c
             where c.story_id = ${storyId}::uuid and c.status = 'published'
             order by c.updated_at desc, c.chapter_id desc limit ${limit}`,
      );
    },
  };
}

export type OpenWebRepository = ReturnType<typeof createOpenWebRepository>;
