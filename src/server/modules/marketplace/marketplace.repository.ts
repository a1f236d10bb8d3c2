import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PriceFilter, TemplateSort } from '@common/schemas/marketplace';
import type { Db } from '../../db/client';
import { containsPattern, isUuid } from '../../db/keyset-cursor';
import { queryRows } from '../../db/query-rows';
import { reviews } from '../../db/schema/social';
import { stories } from '../../db/schema/stories';
import { templateRatingKey, templates, templateVersions } from '../../db/schema/templates';
import { users } from '../../db/schema/users';
import { transactional, type Transactional } from '../../db/transactional';
import { publishedStory } from '../library/library.repository';

/**
 * The only code reading or writing `templates` and `template_versions` for the marketplace.
 * Browse lists walk the partial keyset indexes over published templates (schema/templates.ts):
 * each sort orders by its key and then the id, in one direction, so the index is read forwards
 * (Price Low to High) or backwards (the others) and stops after one page.
 */

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

const isPublished = eq(templates.status, 'published');

function filterWhere(f: TemplateListFilter): SQL | undefined {
  const pattern = f.q ? containsPattern(f.q) : undefined;
  return and(
    isPublished,
    f.type ? eq(templates.type, f.type) : undefined,
    f.price === 'free' ? eq(templates.price, 0) : f.price === 'paid' ? gt(templates.price, 0) : undefined,
    pattern
      ? sql`(${templates.name} ilike ${pattern} or ${templates.description} ilike ${pattern})`
      : undefined,
  );
}

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
  createdAt: Date;
  updatedAt: Date;
  creatorId: string;
  creatorUsername: string;
  creatorImage: string | null;
};
export type TemplateRow = TemplateCardRow & {
  licence: string;
  currentVersion: number;
  content: unknown;
  reviewCount: number;
};
export type TemplateWrite = {
  name: string;
  type: string;
  category: string;
  description: string;
  price: number;
  coverImage: string | null;
  licence: string;
  content: unknown;
};
export type TemplatePatch = Partial<Omit<TemplateWrite, 'type' | 'content'>>;

/** The planner's row estimate for `query`: one planning round trip, no scan. */
async function estimatedRows(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/**
 * A capped count: `count(*)` over at most `cap + 1` matches. With a text search (`estimateFirst`)
 * the planner's estimate is asked first: a text in more than `cap` rows is answered as capped
 * without reading them (the trigram bitmaps of a common word cost more than the page itself), a
 * rarer one is counted exactly.
 */
async function cappedCount(
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

function marketplaceQueries(db: Db) {
  return {
    /** One page (`take` rows, ask limit + 1) of published templates in `sort` order after `after`. */
    listTemplates(filter: TemplateListFilter, sort: TemplateSort, take: number, after?: TemplatePosition) {
      const { key, cast, dir } = SORT_KEYS[sort];
      const cmp = dir === 'asc' ? sql.raw('>') : sql.raw('<');
      const afterWhere = after
        ? sql`(${key}, ${templates.id}) ${cmp} (${after.key}::${sql.raw(cast)}, ${after.id}::uuid)`
        : undefined;
      const order = dir === 'asc' ? [asc(key), asc(templates.id)] : [desc(key), desc(templates.id)];
      return db
        .select({ ...cardColumns, cursorKey: keyText(sort) })
        .from(templates)
        .innerJoin(users, eq(users.id, templates.creator))
        .where(and(filterWhere(filter), afterWhere))
        .orderBy(...order)
        .limit(take);
    },

    /** Published templates matching the filter, counted up to `cap`. */
    countTemplates(filter: TemplateListFilter, cap: number) {
      return cappedCount(
        db,
        sql`select 1 from ${templates} where ${filterWhere(filter)}`,
        cap,
        filter.q !== undefined,
      );
    },

    /** Published stories of a status (and genre, text) counted up to `cap`: the same match as the search's trigram path. */
    countStories(filter: { status: string; genre?: string; q?: string }, cap: number) {
      const pattern = filter.q ? containsPattern(filter.q) : undefined;
      const where = and(
        publishedStory,
        eq(stories.status, filter.status),
        filter.genre ? eq(stories.genre, filter.genre) : undefined,
        pattern
          ? sql`(${stories.title} ilike ${pattern} or ${stories.description} ilike ${pattern})`
          : undefined,
      );
      return cappedCount(db, sql`select 1 from ${stories} where ${where}`, cap, pattern !== undefined);
    },

    /** The template page row, or undefined for a missing or malformed id. `lock` locks the row (in a transaction). */
    async findTemplate(id: string, options: { lock?: boolean } = {}): Promise<TemplateRow | undefined> {
      if (!isUuid(id)) return undefined;
      if (options.lock)
        await db.execute(sql`select 1 from ${templates} where ${templates.id} = ${id} for update`);
      const [row] = await db
        .select({
          ...cardColumns,
          licence: templates.licence,
          currentVersion: templates.currentVersion,
          content: templates.content,
          reviewCount: sql<number>`(select count(*)::int from ${reviews}
            where ${reviews.targetType} = 'Template' and ${reviews.targetId} = ${templates.id})`,
        })
        .from(templates)
        .innerJoin(users, eq(users.id, templates.creator))
        .where(eq(templates.id, id))
        .limit(1);
      return row;
    },

    /** Version history, newest first, without content. */
    listVersions(templateId: string) {
      return db
        .select({
          version: templateVersions.version,
          changelog: templateVersions.changelog,
          createdAt: templateVersions.createdAt,
        })
        .from(templateVersions)
        .where(eq(templateVersions.templateId, templateId))
        .orderBy(desc(templateVersions.version));
    },

    async findVersion(templateId: string, version: number) {
      const [row] = await db
        .select()
        .from(templateVersions)
        .where(and(eq(templateVersions.templateId, templateId), eq(templateVersions.version, version)))
        .limit(1);
      return row;
    },

    /** Inserts a published template and its version 1; resolves to the new id. Run in a transaction. */
    async insertTemplate(creator: string, input: TemplateWrite): Promise<string> {
      const [row] = await db
        .insert(templates)
        .values({ ...input, creator, status: 'published', currentVersion: 1 })
        .returning({ id: templates.id, createdAt: templates.createdAt });
      await db.insert(templateVersions).values({
        templateId: row!.id,
        version: 1,
        content: input.content,
        changelog: 'Initial version',
        createdAt: row!.createdAt,
      });
      return row!.id;
    },

    async updateTemplate(id: string, patch: TemplatePatch & { status?: string }): Promise<void> {
      await db.update(templates).set(patch).where(eq(templates.id, id));
    },

    /**
     * Appends version `version` and makes it current. The caller holds the row lock (findTemplate
     * with `lock`), so concurrent versions get consecutive numbers.
     */
    async appendVersion(id: string, version: number, content: unknown, changelog: string): Promise<void> {
      await db.insert(templateVersions).values({ templateId: id, version, content, changelog });
      await db.update(templates).set({ content, currentVersion: version }).where(eq(templates.id, id));
    },

    async deleteTemplate(id: string): Promise<void> {
      await db.delete(templates).where(eq(templates.id, id));
    },

    /** Whether another template of the creator still shows this cover (before deleting the upload). */
    async isCoverInUse(creator: string, url: string): Promise<boolean> {
      const [row] = await db
        .select({ id: templates.id })
        .from(templates)
        .where(and(eq(templates.creator, creator), eq(templates.coverImage, url)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type MarketplaceQueries = ReturnType<typeof marketplaceQueries>;
export type MarketplaceRepository = Transactional<MarketplaceQueries>;

export function createMarketplaceRepository(db: Db): MarketplaceRepository {
  return transactional(db, marketplaceQueries);
}
