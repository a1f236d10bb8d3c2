import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PriceFilter, TemplateSort } from '@common/schemas/marketplace';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/keyset-cursor';
import { estimateCache, estimatedRows } from '../../db/plan-estimate';
import { queryRows } from '../../db/query-rows';
import { statementCache } from '../../db/statement-cache';
import { templateRatingKey, templates } from '../../db/schema/templates';
import { users } from '../../db/schema/users';

/** The card columns (creator joined). */
export const cardColumns = {
  id: templates.id,
  name: templates.name,
  type: templates.type,
  category: templates.category,
  description: templates.description,
  price: templates.price,
  rating: templates.rating,
  downloads: templates.downloads,
  coverImage: templates.coverImage,
  status: templates.status,
  exclusive: templates.exclusive,
  createdAt: templates.createdAt,
  updatedAt: templates.updatedAt,
  creatorId: templates.creator,
  creatorUsername: sql<string>`coalesce(${users.username}, 'Unknown')`,
  creatorImage: users.profileImage,
};
export type TemplateCardRow = {
  id: string;
  name: string;
  type: string;
  category: string | null;
  description: string;
  price: number;
  rating: number | null;
  downloads: number;
  coverImage: string | null;
  status: string;
  exclusive: boolean;
  createdAt: Date;
  updatedAt: Date;
  creatorId: string;
  creatorUsername: string;
  creatorImage: string | null;
};
export type TemplateListFilter = { type?: string; q?: string; price: PriceFilter };
/** Where the previous page ended: the sort key as text (as Postgres prints it) and the id. */
export type TemplatePosition = { key: string; id: string };

/** Each sort's key expression and direction; the key is selected as text for the cursor. */
const SORT_KEYS: Record<TemplateSort, { key: SQL; cast: string; dir: 'asc' | 'desc' }> = {
  popular: { key: sql`${templates.downloads}`, cast: 'integer', dir: 'desc' },
  rated: { key: sql`${templateRatingKey}`, cast: 'numeric', dir: 'desc' },
  newest: { key: sql`${templates.createdAt}`, cast: 'timestamptz', dir: 'desc' },
  price_asc: { key: sql`${templates.price}`, cast: 'numeric', dir: 'asc' },
  price_desc: { key: sql`${templates.price}`, cast: 'numeric', dir: 'desc' },
};

/** The sort key of a row as cursor text; timestamps with microseconds in UTC. */
const keyText = (sort: TemplateSort): SQL<string> =>
  sort === 'newest'
    ? sql<string>`to_char(${templates.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string>`(${SORT_KEYS[sort].key})::text`;

/** The values a browse statement is run with; which are present decides its shape. */
type BrowseValues = { type?: string; pattern?: string; afterKey?: string; afterId?: string; take: number };
/** Puts a request's value into a statement built once. */
const bind = (key: keyof BrowseValues) => sql.placeholder(key);

/** Free and Paid are what is on sale, so exclusive templates (never sold) are only in All and Exclusive. */
const PRICE_WHERE: Record<PriceFilter, SQL | undefined> = {
  all: undefined,
  free: and(eq(templates.price, 0), eq(templates.exclusive, false)),
  paid: and(gt(templates.price, 0), eq(templates.exclusive, false)),
  exclusive: eq(templates.exclusive, true),
};

function filterWhere(values: BrowseValues, price: PriceFilter): SQL | undefined {
  return and(
    eq(templates.status, 'published'),
    values.type !== undefined ? sql`${templates.type} = ${bind('type')}` : undefined,
    PRICE_WHERE[price],
    values.pattern !== undefined
      ? sql`(${templates.name} ilike ${bind('pattern')} or ${templates.description} ilike ${bind('pattern')})`
      : undefined,
  );
}

/** The shape of a browse statement: the sort and which filters are present (never their values). */
const shapeOf = (values: BrowseValues, price: PriceFilter, sort?: TemplateSort) =>
  `${sort ?? 'count'}_${price}${values.type !== undefined ? '_t' : ''}${values.pattern !== undefined ? '_q' : ''}${values.afterKey !== undefined ? '_c' : ''}`;

/**
 * A capped count: `count(*)` over at most `cap + 1` matches. With a text search (`estimateFirst`)
 * the planner's estimate is asked first: a text in more than `cap` rows is answered as capped
 * without reading them (the trigram bitmaps of a common word cost more than the page itself), a
 * rarer one is counted exactly.
 */
export async function cappedCount(
  db: Db,
  query: SQL,
  cap: number,
  estimateFirst = false,
): Promise<{ total: number; capped: boolean }> {
  if (estimateFirst && (await estimatedRows(db, query)) > cap) return { total: cap, capped: true };
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from (${query} limit ${cap + 1}) as matches`,
  );
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * The marketplace's browse statements (GET /templates), built once per shape (db/statement-cache.ts):
 * one keyset page and a capped count. Without a text they are named statements; with one they
 * are sent unnamed, so PostgreSQL plans them with the text (a rare word starts from the trigram
 * indexes, a common one walks the sort's index).
 */
export function templateBrowseQueries(db: Db) {
  const pages = statementCache<{ execute(values: BrowseValues): Promise<unknown[]> }>();
  const counts = statementCache<{ execute(values: BrowseValues): Promise<{ n: number }[]> }>();
  const estimates = estimateCache(db);
  const nameOf = (values: BrowseValues, shape: string) =>
    values.pattern === undefined ? `marketplace_${shape}` : '';
  const valuesOf = (filter: TemplateListFilter, take: number, after?: TemplatePosition): BrowseValues => ({
    type: filter.type,
    pattern: filter.q ? containsPattern(filter.q) : undefined,
    afterKey: after?.key,
    afterId: after?.id,
    take,
  });

  return {
    /** One page (`take` rows, ask limit + 1) of published templates in `sort` order after `after`. */
    async listTemplates(
      filter: TemplateListFilter,
      sort: TemplateSort,
      take: number,
      after?: TemplatePosition,
    ): Promise<(TemplateCardRow & { cursorKey: string })[]> {
      const values = valuesOf(filter, take, after);
      const shape = shapeOf(values, filter.price, sort);
      const statement = pages(shape, () => {
        const { key, cast, dir } = SORT_KEYS[sort];
        const cmp = sql.raw(dir === 'asc' ? '>' : '<');
        const afterWhere =
          values.afterKey !== undefined
            ? sql`(${key}, ${templates.id}) ${cmp} (${bind('afterKey')}::${sql.raw(cast)}, ${bind('afterId')}::uuid)`
            : undefined;
        const order = dir === 'asc' ? [asc(key), asc(templates.id)] : [desc(key), desc(templates.id)];
        return db
          .select({ ...cardColumns, cursorKey: keyText(sort) })
          .from(templates)
          .innerJoin(users, eq(users.id, templates.creator))
          .where(and(filterWhere(values, filter.price), afterWhere))
          .orderBy(...order)
          .limit(bind('take'))
          .prepare(nameOf(values, shape));
      });
      return (await statement.execute(values)) as (TemplateCardRow & { cursorKey: string })[];
    },

    /**
     * Published templates matching the filter, counted up to `cap` (`count(*)` over at most
     * `cap + 1` matches). With a text the planner's estimate is asked first: a text in more than
     * `cap` rows is answered as capped without reading them (the trigram bitmaps of a common
     * word cost more than the page itself), a rarer one is counted exactly.
     */
    async countTemplates(
      filter: TemplateListFilter,
      cap: number,
    ): Promise<{ total: number; capped: boolean }> {
      const values = valuesOf(filter, cap + 1);
      const shape = shapeOf(values, filter.price);
      if (values.pattern !== undefined) {
        const where = () => sql`select 1 from ${templates} where ${filterWhere(values, filter.price)}`;
        if ((await estimates(shape, where, values)) > cap) return { total: cap, capped: true };
      }
      const statement = counts(shape, () => {
        const matches = db
          .select({ one: sql`1` })
          .from(templates)
          .where(filterWhere(values, filter.price))
          .limit(bind('take'))
          .as('matches');
        return db.select({ n: count() }).from(matches).prepare(nameOf(values, shape));
      });
      const [row] = await statement.execute(values);
      const n = Number(row?.n ?? 0);
      return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
    },
  };
}
