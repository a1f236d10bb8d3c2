import type { z } from 'zod';
import type { TemplateType } from '@common/constants';
import {
  MARKETPLACE_COUNT_CAP,
  TEMPLATE_SOLD_CODE,
  TEMPLATE_SOLD_MESSAGE,
  type marketplaceStoryQuerySchema,
  type MarketplaceStoryPage,
  type templateCreateSchema,
  type TemplateDetail,
  type TemplateStatus,
  type templateUpdateSchema,
  type TemplateVersionContent,
  type templateVersionInputSchema,
} from '@common/schemas/marketplace';
import { AppError, notFound, unauthenticated } from '../../errors';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import type { SearchService } from '../search/search.service';
import type { AdvancedSearchService } from '../search/advanced-search.service';
import { hasAdvancedFilter } from '@common/schemas/advanced-filters';
import type { UploadedImages } from '../worlds/workspace-rules';
import { assertOwnImage } from '../worlds/workspace-rules';
import type { AcquisitionsLookup } from './marketplace-types';
import type { MarketplaceRepository, TemplateRow } from './marketplace.repository';
import { isCreator, maySeeFullContent, type Caller } from './marketplace.policy';
import { parseTemplateContent } from './template-content-check';
import { createTemplateDetail, templateFacts } from './template-detail.service';
import { createTemplateList, exactWhenOnePage } from './template-list.service';

type StoryQuery = z.output<typeof marketplaceStoryQuerySchema>;
type CreateInput = z.output<typeof templateCreateSchema>;
type UpdateInput = z.output<typeof templateUpdateSchema>;
type VersionInput = z.output<typeof templateVersionInputSchema>;

export type MarketplaceDeps = {
  repo: MarketplaceRepository;
  acquisitions: AcquisitionsLookup;
  notifications: Pick<NotificationsRepository, 'insertTemplateVersion'>;
  search: SearchService;
  advanced: AdvancedSearchService;
  images: UploadedImages;
};

/** The marketplace: browse lists, the template page, and a creator's template management. */
export function createMarketplaceService({
  repo,
  acquisitions,
  notifications,
  search,
  advanced,
  images,
}: MarketplaceDeps) {
  const requireUser = (user: Caller): NonNullable<Caller> => {
    if (!user) throw unauthenticated();
    return user;
  };
  const details = createTemplateDetail(repo, acquisitions);
  const { acquiredBy, visibleTemplate, detail } = details;

  /** The template if the caller created it; 404 for anyone else (a guest gets 401 first). */
  async function ownTemplate(user: Caller, id: string): Promise<TemplateRow> {
    const me = requireUser(user);
    const row = await repo.findTemplate(id);
    if (!row || !isCreator(templateFacts(row), me)) throw notFound('Template not found');
    return row;
  }

  async function reload(user: Caller, id: string): Promise<TemplateDetail> {
    const row = await repo.findTemplate(id);
    if (!row) throw notFound('Template not found');
    return detail(row, user, await acquiredBy(user, id));
  }

  async function releaseCover(url: string | null, userId: string): Promise<void> {
    if (url && !(await repo.isCoverInUse(userId, url))) await images.remove(url, userId);
  }

  return {
    /** GET /templates: one page of published templates, the capped count, and the caller's flags. */
    listTemplates: createTemplateList(repo, acquisitions),

    /**
     * GET /stories: Completed Books (Complete) or Ongoing Stories (Active), through the library
     * search; with an advanced filter, through the advanced search (plans with advancedFilters).
     */
    async listStories(user: Caller, query: StoryQuery): Promise<MarketplaceStoryPage> {
      const sort = query.sort === 'rated' ? 'rating' : query.sort;
      const filter = { status: query.status, genre: query.genre, q: query.q };
      if (hasAdvancedFilter(query)) {
        const { cursor, limit, status, genre, q, sort: _sort, ...rest } = query;
        const found = await advanced.searchCounted(
          user,
          { ...rest, status, genre, q, sort, cursor, limit },
          MARKETPLACE_COUNT_CAP,
        );
        const total = exactWhenOnePage(found.count, cursor, found.nextCursor, found.items.length);
        return {
          items: found.items,
          total: total.total,
          totalCapped: total.capped,
          nextCursor: found.nextCursor,
        };
      }
      const [page, count] = await Promise.all([
        search.search({ ...filter, sort, cursor: query.cursor, limit: query.limit }),
        repo.countStories(filter, MARKETPLACE_COUNT_CAP),
      ]);
      const total = exactWhenOnePage(count, query.cursor, page.nextCursor, page.items.length);
      return {
        items: page.items,
        total: total.total,
        totalCapped: total.capped,
        nextCursor: page.nextCursor,
      };
    },

    /** GET /templates/:id */
    getTemplate: details.getTemplate,

    /**
     * GET /templates/:id/versions/:version: the creator and acquirers read every version; anyone
     * who may see the full content reads the current one; everything else is 404.
     */
    async getVersion(user: Caller, id: string, version: number): Promise<TemplateVersionContent> {
      const { row, acquired } = await visibleTemplate(user, id);
      const f = templateFacts(row);
      const everyVersion = isCreator(f, user) || acquired;
      if (!everyVersion && !(maySeeFullContent(f, user, acquired) && version === row.currentVersion)) {
        throw notFound('Version not found');
      }
      const v = await repo.findVersion(row.id, version);
      if (!v) throw notFound('Version not found');
      return {
        templateId: row.id,
        type: row.type as TemplateType,
        version: v.version,
        changelog: v.changelog,
        createdAt: v.createdAt.toISOString(),
        content: v.content,
      };
    },

    /** POST /templates: published at once as version 1. */
    async create(user: Caller, input: CreateInput): Promise<TemplateDetail> {
      const me = requireUser(user);
      assertOwnImage(images, input.coverImage, 'template-images', me.id, 'coverImage');
      const content = parseTemplateContent(input.type, input.content);
      const id = await repo.transaction((tx) => tx.insertTemplate(me.id, { ...input, content }));
      return reload(me, id);
    },

    /** PATCH /templates/:id: the creator's metadata edits (not type or content). */
    async update(user: Caller, id: string, input: UpdateInput): Promise<TemplateDetail> {
      const row = await ownTemplate(user, id);
      const me = requireUser(user);
      assertOwnImage(images, input.coverImage, 'template-images', me.id, 'coverImage');
      const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (Object.keys(patch).length > 0) await repo.updateTemplate(row.id, patch);
      if (input.coverImage !== undefined && input.coverImage !== row.coverImage) {
        await releaseCover(row.coverImage, me.id);
      }
      return reload(me, row.id);
    },

    /**
     * POST /templates/:id/versions: the next version under the row lock (two at once get two
     * consecutive numbers), then everyone holding the template is notified.
     */
    async addVersion(user: Caller, id: string, input: VersionInput): Promise<TemplateDetail> {
      const own = await ownTemplate(user, id);
      const me = requireUser(user);
      const content = parseTemplateContent(own.type as TemplateType, input.content);
      await repo.transaction(async (tx) => {
        const row = await tx.findTemplate(own.id, { lock: true });
        if (!row) throw notFound('Template not found');
        await tx.appendVersion(row.id, row.currentVersion + 1, content, input.changelog);
      });
      await notifications.insertTemplateVersion(own.id, me.id, await acquisitions.holderIds(own.id));
      return reload(me, own.id);
    },

    /**
     * POST /templates/:id/publish and /unpublish: idempotent. Holders keep access either way. A
     * private template is published to the marketplace; unpublishing one leaves it private.
     */
    async setStatus(user: Caller, id: string, status: TemplateStatus): Promise<TemplateDetail> {
      const row = await ownTemplate(user, id);
      const stays = row.status === 'private' && status === 'unpublished';
      if (row.status !== status && !stays) await repo.updateTemplate(row.id, { status });
      return reload(user, row.id);
    },

    /**
     * DELETE /templates/:id: refused with 409 once anyone bought it (they keep their copy). The
     * buyers check reads the acquisitions before the delete; a purchase racing the delete fails
     * on the missing template row instead.
     */
    async remove(user: Caller, id: string): Promise<void> {
      const own = await ownTemplate(user, id);
      const me = requireUser(user);
      if (await acquisitions.hasBuyers(own.id))
        throw new AppError(409, TEMPLATE_SOLD_CODE, TEMPLATE_SOLD_MESSAGE);
      await repo.deleteTemplate(own.id);
      await releaseCover(own.coverImage, me.id);
    },
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
