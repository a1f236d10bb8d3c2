import type { Db } from '../../db/client';
import { notify } from '../notifications/notifications.service';
import { createMarketplaceRepository } from './marketplace.repository';

/**
 * Tells a template's creator that `buyerId` bought it: a 'template_sale' notification pointing at
 * the template (unless the creator switched the kind off). Called once per paid purchase, inside
 * the transaction that records it (local provider at once, Stripe when its webhook completes the
 * checkout), so a purchase that rolls back tells nobody and a replayed webhook, which records
 * nothing, tells nobody twice. Free downloads are not sales and tell nobody.
 * @returns whether a notification was written.
 */
export async function notifyTemplateSale(
  db: Db,
  sale: { templateId: string; buyerId: string },
): Promise<boolean> {
  const row = await createMarketplaceRepository(db).findTemplate(sale.templateId);
  if (!row) return false;
  return notify(db, {
    recipientId: row.creatorId,
    kind: 'template_sale',
    actorId: sale.buyerId,
    templateId: row.id,
  });
}
