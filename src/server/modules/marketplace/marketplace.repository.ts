import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, isUuid } from '../../db/keyset-cursor';
import { reviews } from '../../db/schema/social';
import { stories } from '../../db/schema/stories';
import { templates, templateVersions } from '../../db/schema/templates';
import { users } from '../../db/schema/users';
import { transactional, type Transactional } from '../../db/transactional';
import { publishedStory } from '../library/library.repository';
import {
  cappedCount,
  cardColumns,
  templateBrowseQueries,
  type TemplateCardRow,
} from './template-browse.queries';

export {
  cardColumns,
  type TemplateCardRow,
  type TemplateListFilter,
  type TemplatePosition,
} from './template-browse.queries';

/**
 * The only code reading or writing `templates` and `template_versions` for the marketplace.
 * Browse lists walk the partial keyset indexes over published templates (schema/templates.ts):
 * each sort orders by its key and then the id, in one direction, so the index is read forwards
 * (Price Low to High) or backwards (the others) and stops after one page.
 */

export type TemplateRow = TemplateCardRow & {
  licence: string;
  currentVersion: number;
  content: unknown;
  reviewCount: number;
};
export type TemplateWrite = {
  name: string;
  type: string;
  category: string | null;
  description: string;
  price: number;
  coverImage: string | null;
  licence: string;
  content: unknown;
};
export type TemplatePatch = Partial<Omit<TemplateWrite, 'type' | 'content'> & { exclusive: boolean }>;

function marketplaceQueries(db: Db) {
  return {
    ...templateBrowseQueries(db),

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

    /**
     * The terms a purchase or a use decides on, read FOR SHARE inside a transaction: a change of
     * the exclusive flag (which locks the row for update) waits for it, or it waits for the change,
     * and the template cannot be deleted before the transaction commits. Undefined when gone.
     */
    async lockTerms(id: string): Promise<{ exclusive: boolean; price: number; status: string } | undefined> {
      const [row] = await db
        .select({ exclusive: templates.exclusive, price: templates.price, status: templates.status })
        .from(templates)
        .where(eq(templates.id, id))
        .for('share');
      return row && { ...row, price: Number(row.price) };
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

    /**
     * Inserts a template (published, or a creator's private one) and its version 1; resolves to
     * the new id. Run in a transaction.
     */
    async insertTemplate(
      creator: string,
      input: TemplateWrite,
      status: 'published' | 'private' = 'published',
    ): Promise<string> {
      const [row] = await db
        .insert(templates)
        .values({ ...input, creator, status, currentVersion: 1 })
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

    /** The creator's private templates (the plan limit's count; read under their user-row lock). */
    async countPrivateTemplates(creator: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(templates)
        .where(and(eq(templates.creator, creator), eq(templates.status, 'private')));
      return Number(row?.n ?? 0);
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
