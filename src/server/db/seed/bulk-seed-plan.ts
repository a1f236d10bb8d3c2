import { sql, type SQL } from 'drizzle-orm';

/** The row counts of one bulk run (reviews and ratings: at most, see `bulkPlan`). */
export type BulkSeedCounts = {
  users: number;
  stories: number;
  worlds: number;
  characters: number;
  readingProgress: number;
  ratings: number;
  bookmarks: number;
  chapters: number;
  comments: number;
  reviews: number;
  dailyActivity: number;
  follows: number;
  templates: number;
  groups: number;
  /** At most: a repeated (group, user) pair is skipped. */
  groupMembers: number;
};

/** Reading rows per user by default: 100,000 users read 5,000,000 times at a million stories. */
export const READS_PER_USER = 50;
/** Of each user's reads: how many go to the hot stories, how many are rated and bookmarked. */
export const HOT_READS_PER_USER = 5;
export const RATINGS_PER_USER = 10;
export const BOOKMARKS_PER_USER = 10;
/** Hot stories: the most read and rated; the first HOT_DISCUSSED of them carry a quarter of all comments. */
export const HOT_STORIES = 100;
export const HOT_DISCUSSED = 10;
export const HOT_CHAPTERS = 30;
/** Reviews of each of the HOT_DISCUSSED stories. */
export const HOT_REVIEWS = 2_000;
export const ACTIVITY_DAYS = 14;
export const FOLLOWS_PER_USER = 10;

/**
 * Where bulk rows go: arithmetic on generator numbers, so foreign keys never need a lookup.
 * Story g is published when g is even; published story k is story 2k. The first `hot`
 * published stories are read by many (each user reads `hotReads` of them); every user's other
 * `tailReads` reads walk the remaining published stories, so no (user, story) pair repeats.
 */
export type BulkPlan = {
  counts: BulkSeedCounts;
  published: number;
  hot: number;
  hotReads: number;
  tailReads: number;
  rated: number;
  bookmarked: number;
  discussed: number;
  follows: number;
};

/** Chapters of published story k: many for the hot ones, 1..5 for every 4th other, else none. */
export const chaptersOf = (k: SQL, hot: number): SQL =>
  sql`case when ${k} < ${hot}::int then ${HOT_CHAPTERS}::int when ${k} % 4 = 0 then 1 + (${k} / 4) % 5 else 0 end`;

function chapterTotal(published: number, hot: number): number {
  let total = Math.min(hot, published) * HOT_CHAPTERS;
  for (let k = Math.ceil(hot / 4) * 4; k < published; k += 4) total += 1 + ((k / 4) % 5);
  return total;
}

/**
 * The plan for `stories` stories: one user and one world per 10, one character per 2, one comment
 * per 2; `readsPerUser` reading rows per user (capped by the published stories). Reviews and
 * ratings skip a story's own author, so their counts are upper bounds (a handful fewer).
 */
export function bulkPlan(stories: number, readsPerUser = READS_PER_USER): BulkPlan {
  const users = Math.max(1, Math.ceil(stories / 10));
  const published = Math.ceil(stories / 2);
  const hot = Math.min(HOT_STORIES, Math.max(1, Math.floor(published / 20)));
  const hotReads = Math.min(HOT_READS_PER_USER, hot, readsPerUser);
  const tailReads = Math.min(readsPerUser - hotReads, published - hot);
  const reads = hotReads + tailReads;
  const rated = Math.min(RATINGS_PER_USER, reads);
  const bookmarked = Math.min(BOOKMARKS_PER_USER, reads);
  const discussed = Math.min(HOT_DISCUSSED, hot);
  const follows = Math.min(FOLLOWS_PER_USER, users - 1);
  const tailReviews = tailReads > 0 ? Math.ceil(users / 5) : 0;
  return {
    published,
    hot,
    hotReads,
    tailReads,
    rated,
    bookmarked,
    discussed,
    follows,
    counts: {
      users,
      stories,
      worlds: Math.max(1, Math.ceil(stories / 10)),
      characters: Math.max(1, Math.ceil(stories / 2)),
      readingProgress: users * reads,
      ratings: users * rated,
      bookmarks: users * bookmarked,
      chapters: chapterTotal(published, hot),
      comments: Math.ceil(stories / 2),
      reviews: Math.min(users - 1, discussed * HOT_REVIEWS) + tailReviews,
      dailyActivity: users * ACTIVITY_DAYS,
      follows: users * follows,
      templates: Math.max(1, Math.ceil(stories / 10)),
      groups: Math.max(1, Math.ceil(stories / 10)),
      groupMembers: stories,
    },
  };
}
