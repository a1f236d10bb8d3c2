import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { LibrarySort } from '@common/schemas/library';
import { PROGRESS_STATUS, type StoryProgress } from '@common/advanced-filters';
import type { Db } from '../../db/client';
import { stories } from '../../db/schema/stories';
import { tags } from '../../db/schema/tags';
import { userReadingProgress } from '../../db/schema/reading';
import { authorMutes } from '../../db/schema/recommendations';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../db/keyset-cursor';
import { publishedStory } from '../library/library.repository';
import { storyCardColumns, type StoryCardRow } from '../library/story-card';
import { exclusiveMatch, orderBy, trigramMatch } from './search.repository';

/**
 * A search with advanced filters (issue 25), resolved: tags are canonical tag ids, the reader is
 * known when hiding what they read. The basic filters come along unchanged.
 */
export type AdvancedSearchFilter = {
  q?: string;
  genre?: string;
  status?: string;
  exclusive?: boolean;
  /** Canonical tag ids the story must all carry; null when an asked slug is no tag (no match). */
  includeTagIds: string[] | null;
  excludeTagIds: string[];
  ratings?: string[];
  excludeWarnings?: string[];
  language?: string;
  minWords?: number;
  maxWords?: number;
  progress?: StoryProgress;
  /** Updated at or after this time. */
  updatedSince?: Date;
  minRating?: number;
  minRatings?: number;
  /** Leave out stories this reader has a reading-progress row on (started or finished). */
  hideReadBy?: string;
  /** Leave out stories by authors this reader muted (author_mutes' primary key serves it). */
  hideMutedBy?: string;
};

const textArray = (values: string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const uuidArray = (values: string[]): SQL =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::uuid[]`;

/**
 * Every advanced filter as one predicate over `stories`, each one an index can serve (the GIN
 * index of `stories.tag_ids` for included tags (@>) and excluded ones (&&), the partial btree
 * indexes of words, rating, content rating and language, stories_updated_idx); the planner picks
 * the most selective to drive and checks the others on its rows. Separate from the prepared listing statements of
 * search.repository.ts, which plain searches keep using.
 */
export function advancedWhere(f: AdvancedSearchFilter): SQL | undefined {
  const include = f.includeTagIds ?? [];
  return and(
    publishedStory,
    f.q ? trigramMatch(containsPattern(f.q)) : undefined,
    f.genre ? eq(stories.genre, f.genre) : undefined,
    f.status ? eq(stories.status, f.status) : undefined,
    exclusiveMatch(f.exclusive),
    f.includeTagIds === null ? sql`false` : undefined,
    include.length > 0 ? sql`${stories.tagIds} @> ${uuidArray(include)}` : undefined,
    f.excludeTagIds.length > 0 ? sql`not (${stories.tagIds} && ${uuidArray(f.excludeTagIds)})` : undefined,
    f.language ? eq(stories.language, f.language) : undefined,
    f.ratings?.length ? inArray(stories.contentRating, f.ratings) : undefined,
    f.excludeWarnings?.length
      ? sql`not (${stories.contentWarnings} && ${textArray(f.excludeWarnings)})`
      : undefined,
    f.minWords !== undefined ? gte(stories.publishedWordCount, f.minWords) : undefined,
    f.maxWords !== undefined ? lte(stories.publishedWordCount, f.maxWords) : undefined,
    f.progress ? eq(stories.status, PROGRESS_STATUS[f.progress]) : undefined,
    f.updatedSince ? gte(stories.updatedAt, f.updatedSince) : undefined,
    f.minRating !== undefined ? gte(stories.rating, f.minRating) : undefined,
    f.minRatings !== undefined ? gte(stories.ratingCount, f.minRatings) : undefined,
    f.hideReadBy
      ? sql`not exists (select 1 from ${userReadingProgress}
          where ${userReadingProgress.userId} = ${f.hideReadBy} and ${userReadingProgress.storyId} = ${stories.id})`
      : undefined,
    f.hideMutedBy
      ? sql`not exists (select 1 from ${authorMutes}
          where ${authorMutes.userId} = ${f.hideMutedBy} and ${authorMutes.authorId} = ${stories.createdBy})`
      : undefined,
  );
}

export function createAdvancedSearchRepository(db: Db) {
  return {
    /**
     * The canonical tag of each slug (a merged tag's slug gives the tag it was merged into; a
     * merge repoints earlier synonyms, so one step suffices). Unknown slugs are left out.
     */
    async canonicalTagIds(slugs: string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ slug: tags.slug, id: sql<string>`coalesce(${tags.canonicalId}, ${tags.id})` })
        .from(tags)
        .where(inArray(tags.slug, slugs));
      return new Map(rows.map((r) => [r.slug, r.id]));
    },

    /** How many published stories match every filter, counting at most `cap + 1` (then capped). */
    async count(filter: AdvancedSearchFilter, cap: number): Promise<{ total: number; capped: boolean }> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1`.as('one') })
          .from(stories)
          .where(advancedWhere(filter))
          .limit(cap + 1)
          .as('matches'),
      );
      const n = Number(row?.n ?? 0);
      return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
    },

    /** One page of published stories matching every filter, in the sort's order. */
    search(
      filter: AdvancedSearchFilter,
      sort: LibrarySort,
      offset: number,
      limit: number,
    ): Promise<StoryCardRow[]> {
      return db
        .select(storyCardColumns)
        .from(stories)
        .leftJoin(users, eq(users.id, stories.createdBy))
        .where(advancedWhere(filter))
        .orderBy(...orderBy(sort === 'relevance' ? 'popular' : sort))
        .offset(offset)
        .limit(limit) as Promise<StoryCardRow[]>;
    },
  };
}

export type AdvancedSearchRepository = ReturnType<typeof createAdvancedSearchRepository>;
