import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import type { Scenario } from './scenarios';
import { signInAs } from './sign-in-as';

/**
 * The groups of the Community Hub over the bulk seeder's groups (one per 10 stories) and
 * memberships (one per story, skewed: a few groups hold thousands): the Find Groups tab (10
 * largest, SPEC section 9) for a guest and for a signed-in member, with a category, 'See all'
 * second page through the cursor, and the group page of the largest group (about, members, board)
 * as a guest and as a member.
 */
const G = '/api/v1/groups';

type Ctx = { path: string; headers?: Record<string, string> };
const pathOf = (ctx: unknown) => (ctx as Ctx).path;
const headersOf = (ctx: unknown) => (ctx as Ctx).headers ?? {};

async function largest(database: Database): Promise<{ id: string; memberId: string }> {
  const [row] = await queryRows<{ id: string; member: string }>(
    database.db,
    sql`select g.group_id as id,
               (select m.user_id from group_members m where m.group_id = g.group_id and m.role = 'Member' limit 1) as member
          from groups g where g.privacy_level = 'Public' order by g.member_count desc limit 1`,
  );
  if (!row) throw new Error('the database has no groups: run npm run db:seed -- --stories 1000000 first');
  return { id: row.id, memberId: row.member };
}

const asMember =
  (path: (id: string) => string) =>
  async (database: Database, appUrl: string): Promise<Ctx> => {
    const g = await largest(database);
    return { path: path(g.id), headers: await signInAs(database, appUrl, g.memberId) };
  };
const asGuest =
  (path: (id: string) => string) =>
  async (database: Database): Promise<Ctx> => ({ path: path((await largest(database)).id) });

export const groupsScenarios: Scenario[] = [
  { name: 'groups: tab, 10 largest (guest)', path: `${G}?limit=10` },
  { name: 'groups: tab, Fantasy (guest)', path: `${G}?limit=10&category=Fantasy` },
  {
    name: 'groups: tab, 10 largest (member)',
    path: pathOf,
    prepare: asMember(() => `${G}?limit=10`),
    headers: headersOf,
  },
  {
    name: 'groups: see all, second page (cursor)',
    path: pathOf,
    prepare: async (_database, appUrl) => {
      const body = (await (await fetch(`${appUrl}${G}?limit=20`)).json()) as { nextCursor: string };
      return { path: `${G}?limit=20&cursor=${body.nextCursor}` };
    },
  },
  { name: 'groups: group page (guest)', path: pathOf, prepare: asGuest((id) => `${G}/${id}`) },
  {
    name: 'groups: group page (member)',
    path: pathOf,
    prepare: asMember((id) => `${G}/${id}`),
    headers: headersOf,
  },
  { name: 'groups: members, first page', path: pathOf, prepare: asGuest((id) => `${G}/${id}/members`) },
  { name: 'groups: board, first page', path: pathOf, prepare: asGuest((id) => `${G}/${id}/threads`) },
];
