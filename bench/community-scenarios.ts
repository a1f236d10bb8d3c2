import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import type { Scenario } from './scenarios';
import { signInAs } from './sign-in-as';

/**
 * The Community Hub's tabs as the /community screen loads them (SPEC section 7: 10 stories, 10
 * groups, 10 templates, top 5 users, 10 upcoming events), the 'See all' pages (events by
 * deadline with a cursor, the top-100 leaderboards with the viewer's rank) and event pages over
 * the bulk seeder's events (one per 10 stories, 10 participants each).
 */
type PageContext = { path: string; headers?: Record<string, string> };
const pathOf = (ctx: unknown) => (ctx as PageContext).path;
const headersOf = (ctx: unknown) => (ctx as PageContext).headers ?? {};

/** The page of the most recently created event of `type`. */
const eventOf =
  (type: string) =>
  async (database: Database): Promise<PageContext> => {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`select event_id as id from events where type = ${type} order by created_at desc limit 1`,
    );
    if (!row) throw new Error('the database has no events: run npm run db:seed -- --stories 1000000 first');
    return { path: `/api/v1/events/${row.id}` };
  };

/** The second page of 'See all' events, through the first page's cursor. */
async function secondEventsPage(_database: Database, appUrl: string): Promise<PageContext> {
  const first = '/api/v1/events?scope=all&limit=20';
  const body = (await (await fetch(`${appUrl}${first}`)).json()) as { nextCursor: string | null };
  if (!body.nextCursor) throw new Error('one page of events only: seed more');
  return { path: `${first}&cursor=${body.nextCursor}` };
}

/** A signed-in user in the middle of this month's board, asking for the top 100 and their rank. */
async function rankedViewer(database: Database, appUrl: string): Promise<PageContext> {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`select user_id as id from xp_monthly where month = date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
        order by xp desc, user_id offset 50000 limit 1`,
  );
  if (!row) throw new Error('no XP this month: run the bulk seeder first');
  return {
    path: '/api/v1/leaderboards?period=month&limit=100',
    headers: await signInAs(database, appUrl, row.id),
  };
}

export const communityScenarios: Scenario[] = [
  { name: 'community: discover stories tab', path: '/api/v1/library/search?limit=10' },
  { name: 'community: discover stories tab, Fantasy', path: '/api/v1/library/search?limit=10&genre=Fantasy' },
  { name: 'community: find groups tab', path: '/api/v1/groups?limit=10' },
  { name: 'community: templates tab', path: '/api/v1/marketplace/templates?limit=10' },
  { name: 'community: leaderboards tab (month, top 5)', path: '/api/v1/leaderboards?period=month&limit=5' },
  { name: 'community: events tab (10 upcoming)', path: '/api/v1/events?scope=upcoming&limit=10' },
  { name: 'community: all events, second page', path: pathOf, prepare: secondEventsPage },
  {
    name: 'community: leaderboard page, all time top 100',
    path: '/api/v1/leaderboards?period=all&limit=100',
  },
  {
    name: 'community: leaderboard page, month top 100 + own rank',
    path: pathOf,
    prepare: rankedViewer,
    headers: headersOf,
  },
  { name: 'community: event page, Writing Sprint', path: pathOf, prepare: eventOf('Writing Sprint') },
  { name: 'community: event page, Writing Contest', path: pathOf, prepare: eventOf('Writing Contest') },
];
