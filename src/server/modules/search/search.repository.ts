import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { LibrarySort } from '@common/schemas/library';
import type { Db } from '../../db/client';
import { stories, storyWordsDocument } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../db/keyset-cursor';
import { estimateCache } from '../../db/plan-estimate';
import { publishedStory } from '../library/library.repository';
import { storyCardColumns, type StoryCardRow } from '../library/story-card';
import { wordPrefilter } from './search-words';
import { withFastRows } from '../../db/fast-rows';

export type StorySearchFilter = { q?: string; genre?: string; status?: string; exclusive?: boolean };

/**
 * The exclusive filter (issue 25): only exclusive stories, only the others, or any. A literal in
 * the statement (two values, each its own prepared shape), so plans see the condition.
 */
export const exclusiveMatch = (exclusive: boolean | undefined): SQL | undefined =>
  exclusive === undefined ? undefined : exclusive ? sql`${stories.exclusive}` : sql`not ${stories.exclusive}`;
const exclusiveKey = (exclusive: boolean | undefined) =>
  exclusive === undefined ? '' : exclusive ? 'x' : 'n';

/** `LIKE` pattern for titles starting with `q`; the user's `%`, `_` and `\` match literally. */
const startsWithPattern = (q: string): string => `${q.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * How many matches a text search ranks by relevance: the most viewed ones. Ranking needs every
 * ranked row read and scored, and a common word matches a sixth of a million stories (hundreds of
 * milliseconds); the most viewed matches are found by walking the views index, a few milliseconds.
 * Matches beyond the pool follow, most viewed first. docs/decisions.md has the trade-off.
 */
export const RELEVANCE_POOL = 200;

/** A statement's parameter: a value, or a placeholder filled when a built-once statement runs. */
type Param = string | Placeholder;

/**
 * Title or description contains the text, case-insensitively: ILIKE with `containsPattern(q)`,
 * served by the pg_trgm GIN indexes.
 */
export const trigramMatch = (pattern: Param): SQL =>
  sql`(${stories.title} ilike ${pattern} or ${stories.description} ilike ${pattern})`;

/**
 * The same match, with the words index (search-words.ts) finding the candidates and `strpos`
 * checking the whole text on them. No index serves `strpos`, so the planner cannot go back to
 * the trigram scan; ILIKE is LIKE over lower() of both sides, so the two checks agree.
 */
const wordsMatch = (q: Param, words: Param): SQL =>
  sql`(${storyWordsDocument(stories.title, stories.description)} @@ to_tsquery('simple', ${words})
    and (strpos(lower(${stories.title}), lower(${q})) > 0 or strpos(lower(${stories.description}), lower(${q})) > 0))`;

/**
 * Above this many estimated matches the words index is not used. A text that many stories
 * contain is found fastest by walking the views index and checking rows until the page is full
 * (the trigram plan does that); the words index would hand over every candidate for checking.
 */
export const WORDS_PATH_MAX_ESTIMATE = 1000;

/**
 * Relevance of a match: the exact title (0), a title starting with the text (`startsWithPattern(q)`,
 * 1), any other (2).
 */
const titleTier = (q: Param, startsWith: Param) =>
  sql<number>`case when lower(${stories.title}) = lower(${q}) then 0 when ${stories.title} ilike ${startsWith} then 1 else 2 end`;
/** Full-text rank of the stored search_vector (same 'english' configuration as the column). */
const textRank = (q: Param) =>
  sql<number>`ts_rank(${stories.searchVector}, websearch_to_tsquery('english', ${q}))`;

/** The ORDER BY of the sorts without a relevance ranking; every order ends on the id. */
export function orderBy(sort: LibrarySort): SQL[] {
  if (sort === 'rating')
    return [sql`${stories.rating} desc nulls last`, desc(stories.viewCount), asc(stories.id)];
  if (sort === 'newest') return [desc(stories.publishedAt), asc(stories.id)];
  return [desc(stories.viewCount), asc(stories.id)];
}

/** The one search over published stories (title and description, genre, status). */
export function createSearchRepository(
  db: Db,
  { relevancePool = RELEVANCE_POOL, wordsPathMaxEstimate = WORDS_PATH_MAX_ESTIMATE } = {},
) {
  const estimates = estimateCache(db);
  /**
   * The planner's estimate of published stories containing `q`. Its ILIKE estimate tests the
   * pattern against the sampled values of title and description, so it sees how often the words
   * occur together; the words index's estimate cannot (it multiplies the words' frequencies).
   * One planning round trip, no scan.
   */
  async function estimatedMatches(q: string): Promise<number> {
    return estimates(
      'published_text',
      () =>
        sql`select 1 from ${stories} where ${and(publishedStory, trigramMatch(sql.placeholder('pattern')))}`,
      { pattern: containsPattern(q) },
    );
  }

  /**
   * How `q` is matched: the words index (with these words) for rare texts with whole words in
   * them, else trigrams.
   */
  async function textMatch(q: string): Promise<{ words: string } | null> {
    const words = wordPrefilter(q);
    if (!words || (await estimatedMatches(q)) > wordsPathMaxEstimate) return null;
    return { words };
  }

  const cards = () =>
    db.select(storyCardColumns).from(stories).leftJoin(users, eq(users.id, stories.createdBy));

  type CardStatement = { execute(values: Record<string, unknown>): Promise<StoryCardRow[]> };
  const statements = new Map<string, CardStatement>();
  /** The statement of one shape, built by Drizzle on first use and kept. */
  function once(key: string, build: () => CardStatement): CardStatement {
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = withFastRows(build())));
    return statement;
  }

  /**
   * Pages without a text (the library's lists, the genre and status chips) are the hot path: one
   * statement per sort and filter shape, built by Drizzle once and prepared (parsed once per
   * connection). PostgreSQL still plans each execution (0.2 ms): with LIMIT and OFFSET as
   * parameters the generic plan is costed for a tenth of the table and never chosen, though its
   * shape is the same. Text searches are not prepared: their plan depends on how rare the text
   * is (a generic plan would pick one index for every text).
   */
  function listing(sort: LibrarySort, genre: boolean, status: boolean, exclusive?: boolean) {
    const key = `${sort}_${genre ? 'g' : ''}${status ? 's' : ''}${exclusiveKey(exclusive)}`;
    return once(`list_${key}`, () =>
      cards()
        .where(
          and(
            publishedStory,
            genre ? eq(stories.genre, sql.placeholder('genre')) : undefined,
            status ? eq(stories.status, sql.placeholder('status')) : undefined,
            exclusiveMatch(exclusive),
          ),
        )
        .orderBy(...orderBy(sort))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit'))
        .prepare(`library_list_${key}`),
    );
  }

  /**
   * Text searches, one statement per match kind, sort and filter shape, built by Drizzle once
   * (building the ranked statement was a quarter of a search's main-thread time). They are NOT
   * prepared: the name '' runs each as an unnamed statement, planned with the request's text,
   * because the best plan depends on how rare the text is (a generic plan would pick one index
   * for every text). Placeholders: q, contains, words, startsWith, poolLimit, relevancePool,
   * genre, status, offset, limit.
   */
  function textSearch(
    byWords: boolean,
    sort: LibrarySort,
    genre: boolean,
    status: boolean,
    exclusive?: boolean,
  ) {
    const key = `${byWords ? 'words' : 'trigram'}_${sort}_${genre ? 'g' : ''}${status ? 's' : ''}${exclusiveKey(exclusive)}`;
    return once(`text_${key}`, () => buildTextSearch(byWords, sort, genre, status, exclusive));
  }

  function buildTextSearch(
    byWords: boolean,
    sort: LibrarySort,
    genre: boolean,
    status: boolean,
    exclusive: boolean | undefined,
  ): CardStatement {
    const q = sql.placeholder('q');
    const where = and(
      publishedStory,
      byWords ? wordsMatch(q, sql.placeholder('words')) : trigramMatch(sql.placeholder('contains')),
      genre ? eq(stories.genre, sql.placeholder('genre')) : undefined,
      status ? eq(stories.status, sql.placeholder('status')) : undefined,
      exclusiveMatch(exclusive),
    );
    const offset = sql.placeholder('offset');
    const limit = sql.placeholder('limit');
    let query;
    if (sort !== 'relevance') {
      query = cards()
        .where(where)
        .orderBy(...orderBy(sort))
        .offset(offset)
        .limit(limit);
    } else {
      // The matches by views, as deep as this page needs, numbered and scored (the scan reads
      // their rows anyway); ordered and cut to the page; then only the page's cards are built.
      const pool = db
        .select({
          id: stories.id,
          viewCount: stories.viewCount,
          tier: titleTier(q, sql.placeholder('startsWith')).as('tier'),
          score: textRank(q).as('score'),
          byViews: sql<number>`row_number() over (order by ${stories.viewCount} desc, ${stories.id})`.as(
            'by_views',
          ),
        })
        .from(stories)
        .where(where)
        .orderBy(desc(stories.viewCount), asc(stories.id))
        .limit(sql.placeholder('poolLimit'))
        .as('pool');
      const ranked = sql`${pool.byViews} <= ${sql.placeholder('relevancePool')}`;
      const page = db
        .select({
          id: pool.id,
          place: sql<number>`row_number() over (order by case when ${ranked} then ${pool.tier} else 3 end,
            case when ${ranked} then ${pool.score} end desc nulls last, ${pool.viewCount} desc, ${pool.id})`.as(
            'place',
          ),
        })
        .from(pool)
        .orderBy(sql`place`)
        .offset(offset)
        .limit(limit)
        .as('page');
      query = cards().innerJoin(page, eq(page.id, stories.id)).orderBy(page.place);
    }
    return query.prepare('');
  }

  return {
    /**
     * One page of published stories matching the filter. `q` is a case-insensitive partial
     * match on title or description, served by the words index or the pg_trgm GIN indexes when
     * the text is rare (textMatch), or by walking the views index when it is common. Relevance (with `q`): the exact title,
     * then titles starting with the text, then full-text rank, then views, among the
     * `relevancePool` most viewed matches; the other matches follow by views.
     */
    async search(
      filter: StorySearchFilter,
      sort: LibrarySort,
      offset: number,
      limit: number,
    ): Promise<StoryCardRow[]> {
      if (!filter.q) {
        const sortWithoutText = sort === 'relevance' ? 'popular' : sort;
        return listing(sortWithoutText, !!filter.genre, !!filter.status, filter.exclusive).execute({
          genre: filter.genre,
          status: filter.status,
          offset,
          limit,
        });
      }
      const q = filter.q;
      const match = await textMatch(q);
      return textSearch(!!match, sort, !!filter.genre, !!filter.status, filter.exclusive).execute({
        q,
        contains: containsPattern(q),
        words: match?.words,
        startsWith: startsWithPattern(q),
        poolLimit: Math.max(relevancePool, offset + limit),
        relevancePool,
        genre: filter.genre,
        status: filter.status,
        offset,
        limit,
      });
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
