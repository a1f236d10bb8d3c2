import type { z } from 'zod';
import {
  MARKETPLACE_COUNT_CAP,
  type templateListQuerySchema,
  type TemplateListPage,
} from '@common/schemas/marketplace';
import type { Db } from '../../db/client';
import type { AcquisitionsLookup } from './marketplace-types';
import { createAcquisitionsLookup } from './marketplace-acquisitions';
import { createMarketplaceRepository, type MarketplaceRepository } from './marketplace.repository';
import { tierMayBuyPaid, type Caller } from './marketplace.policy';
import { toCard } from './template-card.presenter';
import { decodeTemplateCursor, encodeTemplateCursor } from './template-cursor';

type ListQuery = z.output<typeof templateListQuerySchema>;

/** A first page that is also the last holds every match: its length is the exact count (an estimate may have said more). */
export const exactWhenOnePage = (
  count: { total: number; capped: boolean },
  cursor: string | undefined,
  nextCursor: string | null,
  shown: number,
) => (cursor === undefined && nextCursor === null ? { total: shown, capped: false } : count);

/**
 * One page of published templates, the capped count and the caller's flags: the answer of
 * GET /api/v1/marketplace/templates. The marketplace service answers the API with it, and the
 * server-drawn /marketplace page (open-web) draws the same first page a guest's list then asks for.
 */
export function createTemplateList(
  repo: Pick<MarketplaceRepository, 'listTemplates' | 'countTemplates'>,
  acquisitions: AcquisitionsLookup,
) {
  return async function listTemplates(user: Caller, query: ListQuery): Promise<TemplateListPage> {
    const filter = { type: query.type, q: query.q, price: query.price };
    const after = decodeTemplateCursor(query.sort, query.cursor);
    const [rows, count] = await Promise.all([
      repo.listTemplates(filter, query.sort, query.limit + 1, after),
      repo.countTemplates(filter, MARKETPLACE_COUNT_CAP),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const owned = user
      ? await acquisitions.acquiredAmong(
          user.id,
          page.map((r) => r.id),
        )
      : new Set<string>();
    const nextCursor =
      rows.length > query.limit && last
        ? encodeTemplateCursor(query.sort, { key: last.cursorKey, id: last.id })
        : null;
    const total = exactWhenOnePage(count, query.cursor, nextCursor, page.length);
    return {
      items: page.map((r) => toCard(r, user, owned.has(r.id))),
      total: total.total,
      totalCapped: total.capped,
      nextCursor,
      viewerCanBuyPaid: tierMayBuyPaid(user),
      signedIn: user !== null,
    };
  };
}

export type TemplateList = ReturnType<typeof createTemplateList>;

/** The template list on its own database handle (for modules outside the marketplace). */
export const templateListFor = (db: Db): TemplateList =>
  createTemplateList(createMarketplaceRepository(db), createAcquisitionsLookup(db));
