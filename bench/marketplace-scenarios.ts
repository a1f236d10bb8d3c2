import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { queryRows } from '../src/server/db/query-rows';
import type { Scenario } from './scenarios';

/**
 * The marketplace lists as a guest sees them (SPEC section 2: 50 a page, Most Popular by default),
 * over the bulk seeder's templates (one per 10 stories) and published stories: every template sort,
 * the type chip with a price filter, a search, a second page through the cursor, the template page,
 * and Completed Books / Ongoing Stories in each sort, with a genre chip and a search.
 */
const T = '/api/v1/marketplace/templates';
const S = '/api/v1/marketplace/stories';

type PageContext = { path: string };

/** The second page of a list: the first page's nextCursor, looked up through the app. */
const secondPage =
  (first: string) =>
  async (_database: Database, appUrl: string): Promise<PageContext> => {
    const res = await fetch(`${appUrl}${first}`);
    const body = (await res.json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`${first} has one page only: seed more templates`);
    return { path: `${first}&cursor=${body.nextCursor}` };
  };

/** The most downloaded published paid template's page. */
async function popularTemplate(database: Database): Promise<PageContext> {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`select template_id as id from templates where status = 'published' and price > 0 order by downloads desc limit 1`,
  );
  if (!row) throw new Error('the database has no templates: run npm run db:seed -- --stories 1000000 first');
  return { path: `${T}/${row.id}` };
}

const pathOf = (ctx: unknown) => (ctx as PageContext).path;

export const marketplaceScenarios: Scenario[] = [
  { name: 'marketplace: templates, most popular', path: T },
  { name: 'marketplace: templates, highest rated', path: `${T}?sort=rated` },
  { name: 'marketplace: templates, newest', path: `${T}?sort=newest` },
  { name: 'marketplace: templates, price low to high', path: `${T}?sort=price_asc` },
  { name: 'marketplace: templates, price high to low', path: `${T}?sort=price_desc` },
  { name: 'marketplace: templates, free', path: `${T}?price=free` },
  {
    name: 'marketplace: templates, World Asset paid by rating',
    path: `${T}?type=World%20Asset&price=paid&sort=rated`,
  },
  {
    name: 'marketplace: templates, Scenario Pack free by price',
    path: `${T}?type=Scenario%20Pack&price=free&sort=price_asc`,
  },
  { name: 'marketplace: templates, search "harbour"', path: `${T}?q=harbour` },
  { name: 'marketplace: templates, search "zzqx" (no match)', path: `${T}?q=zzqx` },
  {
    name: 'marketplace: templates, second page (cursor)',
    path: pathOf,
    prepare: secondPage(`${T}?sort=newest`),
  },
  { name: 'marketplace: template page', path: pathOf, prepare: popularTemplate },
  { name: 'marketplace: completed books, most popular', path: `${S}?status=Complete` },
  { name: 'marketplace: completed books, highest rated', path: `${S}?status=Complete&sort=rated` },
  { name: 'marketplace: completed books, newest', path: `${S}?status=Complete&sort=newest` },
  { name: 'marketplace: ongoing stories, most popular', path: `${S}?status=Active` },
  { name: 'marketplace: ongoing stories, highest rated', path: `${S}?status=Active&sort=rated` },
  {
    name: 'marketplace: ongoing stories, Horror newest',
    path: `${S}?status=Active&genre=Horror&sort=newest`,
  },
  { name: 'marketplace: completed books, search "harbour"', path: `${S}?status=Complete&q=harbour` },
  {
    name: 'marketplace: ongoing stories, second page',
    path: pathOf,
    prepare: secondPage(`${S}?status=Active&sort=rated`),
  },
];
