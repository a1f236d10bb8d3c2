import type { TemplateDraftSource } from '@common/schemas/marketplace';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transactional';
import { unauthenticated } from '../../errors';
import { assertMayAddPrivateTemplate } from '../entitlements/entitlements.policy';
import { userLockQueries } from '../users/users.repository';
import { createMarketplaceRepository } from './marketplace.repository';
import { parseTemplateContent } from './template-content-check';
import { buildTemplateDraft } from './template-drafts';
import { createTemplateDraftsRepository } from './template-drafts.repository';

/**
 * Private (custom) templates, issue 27: POST /me/custom-templates saves one of the caller's own
 * stories, worlds or characters as a template only its creator sees and uses ('Use this template'
 * as for any template they made). It is built the way 'Publish as template' prefills its form
 * (template-drafts.ts), stored with status 'private' and price 0: never listed, searched, sold or
 * shown to anyone else (marketplace.policy.ts sees only 'published' as public). The creator edits
 * it in the template editor and may publish it later. The plan check and the count run under the
 * user's row lock, so two saves at the last free place make one template and one 403.
 */
export function createCustomTemplates(db: Db) {
  const drafts = createTemplateDraftsRepository(db);
  return {
    /** Resolves to the new template's id; 404 when the source is not the caller's own. */
    async save(userId: string, kind: TemplateDraftSource, sourceId: string): Promise<string> {
      const draft = await buildTemplateDraft(drafts, userId, kind, sourceId);
      const content = parseTemplateContent(draft.type, draft.content);
      return withTransaction(db, async (tx) => {
        const me = await userLockQueries(tx).lockUserForTierCheck(userId);
        if (!me) throw unauthenticated();
        const repo = createMarketplaceRepository(tx);
        assertMayAddPrivateTemplate(me.tier, await repo.countPrivateTemplates(userId));
        return repo.insertTemplate(
          userId,
          {
            name: draft.name,
            type: draft.type,
            category: draft.category,
            description: draft.description,
            price: 0,
            coverImage: null,
            licence: 'personal',
            content,
          },
          'private',
        );
      });
    },
  };
}
