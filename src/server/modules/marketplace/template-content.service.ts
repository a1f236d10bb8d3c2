import type { TemplateType } from '@common/constants';
import {
  parseTemplateContentOf,
  TEMPLATE_FILE_FORMAT,
  TEMPLATE_FILE_VERSION,
  type TemplateFile,
} from '@common/schemas/template-content';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { createAcquisitionsRepository } from './acquisitions.repository';
import { createMarketplaceRepository } from './marketplace.repository';
import { maySeeFullContent, maySeeTemplate, type Caller } from './marketplace.policy';

/**
 * The JSON file of a template (template-content.ts templateFileSchema): export for whoever may
 * see its whole content (its creator, its holders, anyone for a free published template; a paid
 * one not bought answers 403), import checks a file and answers what fills the upload form.
 */
export function createTemplateContentService(db: Db) {
  const templatesRepo = createMarketplaceRepository(db);
  const acquisitions = createAcquisitionsRepository(db);

  return {
    async exportFile(user: Caller, id: string) {
      const row = await templatesRepo.findTemplate(id);
      if (!row) throw notFound('Template not found');
      const acquired = user ? await acquisitions.hasAcquired(user.id, row.id) : false;
      const facts = { creatorId: row.creatorId, status: row.status, price: Number(row.price) };
      if (!maySeeTemplate(facts, user, acquired)) throw notFound('Template not found');
      if (!maySeeFullContent(facts, user, acquired)) {
        throw new AppError(403, 'PURCHASE_REQUIRED', 'Buy this template to export it.');
      }
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
