import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { notFound, unauthenticated } from '../../errors';
import { userLockQueries } from '../users/users.repository';
import { assertMaySetExclusive } from './exclusive-templates.policy';
import { createMarketplaceRepository } from './marketplace.repository';
import { maySeeTemplate } from './marketplace.policy';

/** Who asks: the session's user (the admin flag comes from it; the plan is read again here). */
type Setter = { id: string; subscriptionTier: string; isAdmin: boolean };

/**
 * PUT /marketplace/templates/:id/exclusive (issue 27): an admin marks or unmarks any template
 * they can see (a published one, or their own); the creator unmarks at any plan and marks only on
 * a plan with exclusive templates, read under their user-row lock (a downgrade at the same moment
 * is seen). Anyone else: 404. The template row is locked for update, so a purchase or a use
 * reading the flag under its share lock sees it wholly before or after. Idempotent.
 */
export function createExclusiveTemplates(db: Db) {
  return {
    async set(caller: Setter, id: string, exclusive: boolean): Promise<void> {
      await withTransaction(db, async (tx) => {
        const me = await userLockQueries(tx).lockUserForTierCheck(caller.id);
        if (!me) throw unauthenticated();
        const repo = createMarketplaceRepository(tx);
        const row = await repo.findTemplate(id, { lock: true });
        if (!row) throw notFound('Template not found');
        const own = row.creatorId === caller.id;
        if (!own && !(caller.isAdmin && maySeeTemplate(row, caller, false))) {
          throw notFound('Template not found');
        }
        assertMaySetExclusive(row, caller, me.tier, exclusive);
        if (row.exclusive !== exclusive) await repo.updateTemplate(row.id, { exclusive });
      });
    },
  };
}
