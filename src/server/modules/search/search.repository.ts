import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LibrarySort } from '@common/schemas/library';
import type { Db } from '../../db/client';
import { stories } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../db/keyset-cursor';
import { publishedStory } from '../library/library.repository';
import { storyCardColumns, type StoryCardRow } from '../library/story-card';

export type StorySearchFilter = { q?: string; genre?: string; status?: string };

/** `LIKE` pattern for titles starting with `q`; the user's `%`, `_` and `\` match literally. */
const startsWithPattern = (q: string): string => `${q.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The ORDER BY of each sort. Relevance: the exact title, then titles starting with the text,
 * then the full-text rank of the stored search_vector (same 'english' configuration as the
 * generated column), then views. Every order ends on the id, so pages never overlap.
 */
function orderBy(sort: LibrarySort, q: string | undefined): SQL[] {
  if (sort === 'relevance' && q) {
    return [
      sql`case when lower(${stories.title}) = lower(${q}) then 0
        when ${stories.title} ilike ${startsWithPattern(q)} then 1 else 2 end`,
      sql`ts_rank(${stories.searchVector}, websearch_to_tsquery('english', ${q})) desc`,
      desc(stories.viewCount),
      asc(stories.id),
    ];
  }
  if (sort === 'rating') return [sql`${stories.rating} desc nulls last`, desc(stories.viewCount), asc(stories.id)];
  if (sort === 'newest') return [desc(stories.publishedAt), asc(stories.id)];
  return [desc(stories.viewCount), asc(stories.id)];
}

/** The one search over published stories (title and description, genre, status). */
export function createSearchRepository(db: Db) {
  return {
    /**
     * One page of published stories matching the filter. `q` is a case-insensitive partial
     * match on title or description: two ILIKEs OR-ed, each served by its pg_trgm GIN index.
     */
    search(filter: StorySearchFilter, sort: LibrarySort, offset: number, limit: number): Promise<StoryCardRow[]> {
      const pattern = filter.q ? containsPattern(filter.q) : undefined;
      return db
        .select(storyCardColumns)
        .from(stories)
        .leftJoin(users, eq(users.id, stories.createdBy))
        .where(
          and(
            publishedStory,
            pattern ? sql`(${stories.title} ilike ${pattern} or ${stories.description} ilike ${pattern})` : undefined,
            filter.genre ? eq(stories.genre, filter.genre) : undefined,
            filter.status ? eq(stories.status, filter.status) : undefined,
          ),
        )
        .orderBy(...orderBy(sort, filter.q))
        .offset(offset)
        .limit(limit);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
