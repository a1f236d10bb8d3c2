import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import type { Scenario } from './scenarios';
import { signInAs } from './sign-in-as';

/**
 * The reader's side at scale: the public story page (/library/:id), the reader dashboard and
 * story search, each as the API calls the page makes when it opens (src/client/features/library
 * and dashboard). Needs a database filled by `npm run db:seed -- --stories 1000000`.
 */
export type ReadingContext = {
  /** The story with the most comments (a hot story: thousands of readers, ratings, comments). */
  hotStoryId: string;
  /** A published story with a few chapters and a comment or two, like most of the library. */
  typicalStoryId: string;
  /** A reader with about 50 progress rows who has read and rated the hot story. */
  readerId: string;
  headers: Record<string, string>;
};

async function one<T extends Record<string, unknown>>(
  database: Database,
  query: ReturnType<typeof sql>,
  what: string,
): Promise<T> {
  const [row] = await queryRows<T>(database.db, query);
  if (!row) throw new Error(`no ${what}: run npm run db:seed -- --stories 1000000 first`);
  return row;
}

async function prepareReading(database: Database, appUrl: string): Promise<ReadingContext> {
  const { story_id: hotStoryId } = await one<{ story_id: string }>(
    database,
    sql`select story_id from user_comments group by story_id order by count(*) desc, story_id limit 1`,
    'comments',
  );
  const { story_id: typicalStoryId } = await one<{ story_id: string }>(
    database,
    sql`select s.story_id from stories s
        where s.privacy_level = 'Public' and s.publication_status is not null and s.chapter_count between 2 and 5
          and exists (select 1 from user_comments c where c.story_id = s.story_id)
        order by s.story_id limit 1`,
    'typical story',
  );
  const { user_id: readerId } = await one<{ user_id: string }>(
    database,
    sql`select r.user_id from user_story_ratings r
        where r.story_id = ${hotStoryId}::uuid
          and (select count(*) from user_reading_progress p where p.user_id = r.user_id) between 40 and 60
        order by r.user_id limit 1`,
    'reader of the hot story',
  );
  return { hotStoryId, typicalStoryId, readerId, headers: await signInAs(database, appUrl, readerId) };
}

let reading: Promise<ReadingContext> | undefined;
/** Prepared once per run, shared by the scenarios below. */
export const prepareReadingContext = (database: Database, appUrl: string) =>
  (reading ??= prepareReading(database, appUrl));

const ctxOf = (ctx: unknown) => ctx as ReadingContext;
const signedIn = (ctx: unknown) => ctxOf(ctx).headers;
const hot =
  (tail = '') =>
  (ctx: unknown) =>
    `/api/v1/library/stories/${ctxOf(ctx).hotStoryId}${tail}`;

/** Every GET the story page makes on load; `signed in` adds the reader's own state. */
const storyPage: Scenario[] = [
  { name: 'story: hot story, guest', path: hot(), prepare: prepareReadingContext },
  { name: 'story: hot story, signed in', path: hot(), prepare: prepareReadingContext, headers: signedIn },
  {
    name: 'story: typical story, guest',
    path: (ctx) => `/api/v1/library/stories/${ctxOf(ctx).typicalStoryId}`,
    prepare: prepareReadingContext,
  },
  {
    name: 'story: hot story reviews, first page',
    path: hot('/reviews?limit=5'),
    prepare: prepareReadingContext,
  },
  {
    name: 'story: hot story comments, first page',
    path: hot('/comments?limit=10'),
    prepare: prepareReadingContext,
  },
  {
    // The page counts its view once it has the story (once per reader and day: repeats are no-ops).
    name: 'story: record view (POST), signed in',
    path: hot('/view'),
    method: 'POST',
    body: '{}',
    prepare: prepareReadingContext,
    headers: signedIn,
  },
];

/** The reader dashboard: the user, the unread-notification badge, the dashboard and Discover. */
const dashboard: Scenario[] = [
  {
    name: 'dashboard: signed-in floor (GET /api/v1/me)',
    path: '/api/v1/me',
    prepare: prepareReadingContext,
    headers: signedIn,
  },
  {
    name: 'dashboard: notification badge (unread count)',
    path: '/api/v1/notifications/unread-count',
    prepare: prepareReadingContext,
    headers: signedIn,
  },
  {
    name: 'dashboard: reader dashboard',
    path: '/api/v1/dashboard/reader',
    prepare: prepareReadingContext,
    headers: signedIn,
  },
  { name: 'dashboard: Discover panel (most viewed)', path: '/api/v1/library/search?limit=5' },
];

/**
 * Story search (GET /api/v1/library/search, 20 a page). "harbour" is in about a sixth of the
 * titles and descriptions; the phrase "return of the golden lighthouse" in about 1 title in 4,000;
 * "zephyr" in none.
 */
const search: Scenario[] = [
  { name: 'search: common word', path: '/api/v1/library/search?q=harbour' },
  { name: 'search: rare phrase', path: '/api/v1/library/search?q=return%20of%20the%20golden%20lighthouse' },
  { name: 'search: genre filter', path: '/api/v1/library/search?genre=Mystery' },
  { name: 'search: common word in a genre', path: '/api/v1/library/search?q=harbour&genre=Mystery' },
  { name: 'search: no match', path: '/api/v1/library/search?q=zephyr' },
];

export const readingScenarios: Scenario[] = [...storyPage, ...dashboard, ...search];
