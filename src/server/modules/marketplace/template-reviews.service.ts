import type { z } from 'zod';
import type { StoryReviewsPage } from '@common/schemas/reviews';
import type { templateReviewInputSchema } from '@common/schemas/template-acquisitions';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { decodeCursor, toPage } from '../../db/keyset-cursor';
import { conflict, forbidden, notFound, unauthenticated } from '../../errors';
import { oneDecimal } from '../library/library.policy';
import { toStoryReview } from '../reviews/reviews.presenter';
import { createAcquisitionsRepository } from './acquisitions.repository';
import { createMarketplaceRepository } from './marketplace.repository';
import { maySeeTemplate, type Caller } from './marketplace.policy';
import { createTemplateReviewsRepository } from './template-reviews.repository';

/**
 * Template reviews (SPEC reviews with target type Template): anyone who may see the template
 * reads them; only someone who downloaded or bought it (and holds it) writes one, once. A refund
 * removes the buyer's review (acquisitions.repository.ts).
 */
export const REVIEW_NEEDS_ACQUISITION = 'Only someone who downloaded or bought this template may review it.';
export const ALREADY_REVIEWED = 'You have already reviewed this template.';

export function createTemplateReviewsService(db: Db) {
  const repo = createTemplateReviewsRepository(db);
  const templatesRepo = createMarketplaceRepository(db);
  const acquisitions = createAcquisitionsRepository(db);

  async function visible(user: Caller, id: string) {
    const row = await templatesRepo.findTemplate(id);
    if (!row) throw notFound('Template not found');
    const acquired = user ? await acquisitions.hasAcquired(user.id, row.id) : false;
    const facts = {
      creatorId: row.creatorId,
      status: row.status,
      price: Number(row.price),
      exclusive: row.exclusive,
    };
    if (!maySeeTemplate(facts, user, acquired)) throw notFound('Template not found');
    return { row, acquired };
  }

  return {
    async list(
      user: Caller,
      id: string,
      query: { cursor?: string; limit: number },
    ): Promise<StoryReviewsPage> {
      const { row } = await visible(user, id);
      const [rows, summary] = await Promise.all([
        repo.list(row.id, decodeCursor(query.cursor), query.limit + 1),
        repo.summary(row.id),
      ]);
      const page = toPage(rows, query.limit);
      return {
        items: page.items.map((r) => toStoryReview(r, user?.id)),
        nextCursor: page.nextCursor,
        totalCount: summary.count,
        averageOverall: oneDecimal(summary.average),
      };
    },

    async add(
      user: Caller,
      id: string,
      body: z.output<typeof templateReviewInputSchema>,
    ): Promise<{ created: true }> {
      if (!user) throw unauthenticated();
      const { row, acquired } = await visible(user, id);
      if (!acquired) throw forbidden(REVIEW_NEEDS_ACQUISITION);
      return withTransaction(db, async (tx) => {
        // Held until the review commits: a refund (which removes the review) waits, and one
        // that came first leaves nothing held here.
        const holding = await createAcquisitionsRepository(tx).lockHeld(user.id, row.id, 'share');
        if (!holding) throw forbidden(REVIEW_NEEDS_ACQUISITION);
        if (!(await createTemplateReviewsRepository(tx).add(user.id, row.id, body))) {
          throw conflict(ALREADY_REVIEWED);
        }
        return { created: true as const };
      });
    },
  };
}
