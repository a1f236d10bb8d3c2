import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import type { Scenario } from './scenarios';
import { signInAs } from './sign-in-as';

/** How many stories the benchmark's creator owns, and how many others they collaborate on. */
export const PROLIFIC_OWNED = 5_000;
export const PROLIFIC_COLLABORATING = 200;

type CreatorContext = { userId: string; headers: Record<string, string> };

/**
 * My Stories for ONE prolific creator. Picks the user with the most stories; the bulk seeder
 * gives everyone about ten, so that user's shelf is topped up to PROLIFIC_OWNED stories (copies
 * of other seeded rows: same vocabulary, valid states, random update times) and made a
 * collaborator on PROLIFIC_COLLABORATING others spread over the table, once per database. Then signs them in.
 */
async function prepareProlificCreator(database: Database, appUrl: string): Promise<CreatorContext> {
  const { db } = database;
  const [top] = await queryRows<{ user_id: string; owned: number }>(
    db,
    sql`select created_by as user_id, count(*)::int as owned from stories group by created_by order by owned desc, created_by limit 1`,
  );
  if (!top) throw new Error('the database has no stories: run npm run db:seed -- --stories 1000000 first');
  const missing = PROLIFIC_OWNED - top.owned;
  if (missing > 0) {
    await db.execute(sql`
      insert into stories (title, description, genre, status, created_by, world_id, privacy_level, publication_status,
                           published_at, view_count, created_at, updated_at)
      select title, description, genre, status, ${top.user_id}::uuid, null, privacy_level, publication_status,
             published_at, view_count, created_at, created_at + random() * (now() - created_at)
      from stories where created_by <> ${top.user_id}::uuid limit ${missing}`);
    await db.execute(sql`
      insert into story_collaborators (story_id, user_id, role)
      select story_id, ${top.user_id}::uuid, 'Co-Author' from stories
      where created_by <> ${top.user_id}::uuid order by md5(story_id::text) limit ${PROLIFIC_COLLABORATING}
      on conflict do nothing`);
    await db.execute(sql`analyze stories`);
    await db.execute(sql`analyze story_collaborators`);
  }
  return { userId: top.user_id, headers: await signInAs(database, appUrl, top.user_id) };
}

let creator: Promise<CreatorContext> | undefined;
/** Prepared once per run, shared by the scenarios below. */
export const prepareStoriesCreator = (database: Database, appUrl: string) =>
  (creator ??= prepareProlificCreator(database, appUrl));

const headers = (ctx: unknown) => (ctx as CreatorContext).headers;

export const storiesScenarios: Scenario[] = [
  {
    // The same session on the cheapest signed-in route: what every signed-in request costs.
    name: 'stories: signed-in floor (GET /api/v1/me)',
    path: '/api/v1/me',
    prepare: prepareStoriesCreator,
    headers,
  },
  {
    name: 'stories: my stories, first page',
    path: '/api/v1/stories?limit=20',
    prepare: prepareStoriesCreator,
    headers,
  },
  {
    name: 'stories: my stories, search',
    path: '/api/v1/stories?limit=20&q=harbour',
    prepare: prepareStoriesCreator,
    headers,
  },
];
