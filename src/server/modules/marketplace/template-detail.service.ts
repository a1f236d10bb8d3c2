import type { TemplateDetail } from '@common/schemas/marketplace';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { AcquisitionsLookup } from './marketplace-types';
import { createAcquisitionsLookup } from './marketplace-acquisitions';
import {
  createMarketplaceRepository,
  type MarketplaceRepository,
  type TemplateCardRow,
  type TemplateRow,
} from './marketplace.repository';
import {
  isCreator,
  maySeeFullContent,
  maySeeTemplate,
  templateViewer,
  type Caller,
} from './marketplace.policy';
import { outlineOf } from './template-content-check';
import { toCard } from './template-card.presenter';

/** The facts marketplace.policy.ts decides on, from a template's row. */
export const templateFacts = (row: TemplateCardRow) => ({
  creatorId: row.creatorId,
  status: row.status,
  price: Number(row.price),
  exclusive: row.exclusive,
});

/**
 * A template's page as the caller may see it: the answer of GET /api/v1/marketplace/templates/:id.
 * The marketplace service answers the API with it, and the server-drawn template page (open-web)
 * draws the same answer a guest's page then asks for. What the caller may not see is 404.
 */
export function createTemplateDetail(
  repo: Pick<MarketplaceRepository, 'findTemplate' | 'listVersions'>,
  acquisitions: Pick<AcquisitionsLookup, 'acquiredAmong' | 'hasBuyers'>,
) {
  const acquiredBy = async (user: Caller, templateId: string): Promise<boolean> =>
    user ? (await acquisitions.acquiredAmong(user.id, [templateId])).has(templateId) : false;

  /** The template if the caller may see it; 404 otherwise. */
  async function visibleTemplate(user: Caller, id: string) {
    const row = await repo.findTemplate(id);
    if (!row) throw notFound('Template not found');
    const acquired = await acquiredBy(user, row.id);
    if (!maySeeTemplate(templateFacts(row), user, acquired)) throw notFound('Template not found');
    return { row, acquired };
  }

  async function detail(row: TemplateRow, user: Caller, acquired: boolean): Promise<TemplateDetail> {
    const f = templateFacts(row);
    const [versions, hasBuyers] = await Promise.all([
      repo.listVersions(row.id),
      isCreator(f, user) ? acquisitions.hasBuyers(row.id) : Promise.resolve(false),
    ]);
    const outline = outlineOf(row.type, row.content);
    return {
      ...toCard(row, user, acquired),
      licence: row.licence as TemplateDetail['licence'],
      reviewCount: row.reviewCount,
      currentVersion: row.currentVersion,
      versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
      preview: maySeeFullContent(f, user, acquired)
        ? { kind: 'full', content: row.content, outline }
        : { kind: 'outline', outline },
      updatedAt: row.updatedAt.toISOString(),
      viewer: templateViewer(f, user, acquired, hasBuyers),
    };
  }

  return {
    acquiredBy,
    visibleTemplate,
    detail,
    /** GET /templates/:id */
    async getTemplate(user: Caller, id: string): Promise<TemplateDetail> {
      const { row, acquired } = await visibleTemplate(user, id);
      return detail(row, user, acquired);
    },
  };
}

export type TemplateDetails = ReturnType<typeof createTemplateDetail>;

/** The template page's read on its own database handle (for modules outside the marketplace). */
export const templateDetailFor = (db: Db): TemplateDetails =>
  createTemplateDetail(createMarketplaceRepository(db), createAcquisitionsLookup(db));
