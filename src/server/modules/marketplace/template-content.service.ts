import type { TemplateType } from '@common/constants';
import {
  parseTemplateContentOf,
  TEMPLATE_FILE_FORMAT,
  TEMPLATE_FILE_VERSION,
  type TemplateFile,
} from '@common/schemas/template-content';
import { EXCLUSIVE_CODE, EXCLUSIVE_MESSAGES } from '@common/exclusive-templates';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { createAcquisitionsRepository } from './acquisitions.repository';
import { createMarketplaceRepository } from './marketplace.repository';
import { isCreator, mayExport, maySeeTemplate, type Caller } from './marketplace.policy';

/**
 * The JSON file of a template (template-content.ts templateFileSchema): export for whoever may
 * see its whole content (its creator, its holders, anyone for a free published template that is
 * not exclusive; a paid or exclusive one not held answers 403), import checks a file and answers what fills the upload form.
 * Exporting is a GET (the file is a read for everyone else) that, for a holder, also records the
 * export, which ends a purchase's refund right (acquisitions.policy.ts).
 */
const purchaseRequired = () => new AppError(403, 'PURCHASE_REQUIRED', 'Buy this template to export it.');
/** An exclusive template is used through the plan, never taken away as a file (issue 27). */
const notExported = () => new AppError(403, EXCLUSIVE_CODE, EXCLUSIVE_MESSAGES.noExport);

export function createTemplateContentService(db: Db) {
  const templatesRepo = createMarketplaceRepository(db);
  const acquisitions = createAcquisitionsRepository(db);

  /**
   * A holder's export is recorded before the file is answered (consumed_at): a bought template
   * once exported is no longer refundable. The held row is read again under the lock a refund
   * takes, so an export and a refund at once never both succeed; refunded meanwhile, a paid
   * template answers 403 as for anyone who has not bought it.
   */
  async function recordExport(userId: string, templateId: string, price: number) {
    await acquisitions.transaction(async (tx) => {
      const holding = await tx.lockHeld(userId, templateId, 'update');
      if (holding) await tx.markConsumed(holding.id);
      else if (price > 0) throw purchaseRequired();
    });
  }

  return {
    async exportFile(user: Caller, id: string) {
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
      if (!mayExport(facts, user, acquired)) throw row.exclusive ? notExported() : purchaseRequired();
      if (user && acquired && !isCreator(facts, user)) await recordExport(user.id, row.id, facts.price);
      const parsed = parseTemplateContentOf(row.type as TemplateType, row.content);
      return {
        format: TEMPLATE_FILE_FORMAT,
        version: TEMPLATE_FILE_VERSION,
        type: row.type as TemplateType,
        name: row.name,
        content: parsed.success ? parsed.data.content : row.content,
      };
    },

    /** The file was checked by the route's schema; nothing is stored. */
    importFile(file: TemplateFile) {
      return { type: file.type, name: file.name, content: file.content };
    },
  };
}
